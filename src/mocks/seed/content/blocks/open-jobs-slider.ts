import { type Bi, bi } from '../bilingual';
import { contentSlider, type SliderCard } from '../blocks';
import type { ContentMediaName } from '../media';
import { imageAsset } from '../media';

const seeMore = bi('Δείτε περισσότερα', 'See more');

const jobCard = (
  title: Bi,
  description: Bi,
  image: ContentMediaName,
  url: string | null,
): SliderCard => ({
  title,
  enabled: true,
  image: imageAsset(image),
  content_card_description: description,
  button_text: seeMore,
  url,
  size: 3,
});

/** "Open jobs": five job cards opening in a new tab; the packaging card has no link. */
export const openJobsSlider = () =>
  contentSlider(
    'open-jobs',
    {
      title: bi('Ανοιχτές θέσεις', 'Open jobs'),
      opennewtab: true,
      image_fill: true,
      card_style: 1,
      card_shape: 2,
      rewind: true,
      promotion_name: 'open_jobs_slider',
      cards: [
        jobCard(
          bi('Υπάλληλος κάβας', 'Winery employee'),
          bi('Κατάστημα Κηφισιάς, πλήρης απασχόληση', 'Kifisia store, full time'),
          'job-winery',
          '/categories/',
        ),
        jobCard(
          bi('Βοηθός κουζίνας', 'Chef assistant'),
          bi(
            'Κεντρική κουζίνα Μεταμόρφωσης, πρωινή βάρδια',
            'Central kitchen in Metamorfosi, morning shift',
          ),
          'job-kitchen',
          '/categories/',
        ),
        jobCard(
          bi('Οδηγός διανομής', 'Delivery driver'),
          bi('Αθήνα και Πειραιάς, δίπλωμα Β κατηγορίας', 'Athens and Piraeus, car licence'),
          'job-driver',
          '/categories/',
        ),
        jobCard(
          bi('Ταμίας', 'Cashier'),
          bi('Καταστήματα Θεσσαλονίκης, μερική απασχόληση', 'Thessaloniki stores, part time'),
          'job-cashier',
          '/categories/',
        ),
        jobCard(
          bi('Υπάλληλος συσκευασίας προϊόντων', 'Product packaging employee'),
          bi('Κέντρο διανομής Ασπροπύργου', 'Aspropyrgos distribution centre'),
          'job-packaging',
          null,
        ),
      ],
    },
    'hr',
  );
