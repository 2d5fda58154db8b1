import type { HeaderContent } from '@/api/contract/content';
import { type Bilingual, bi, localized } from './bilingual';

const page = (slug: string) => localized(`/corporate/corporatecontent/${slug}`);
const blog = (name: string) => localized(`/corporate/blogs/${name}`);

/** Header categories: the company side sheet and its groups of links; the message above it. */
export const headerContent: Bilingual<HeaderContent> = {
  message: {
    id: 'delivery-hours-2026-11',
    text: bi(
      'Παραδίδουμε πλέον και Κυριακή, 10:00–18:00.',
      'We now deliver on Sundays too, 10:00–18:00.',
    ),
    link_title: bi('Δείτε πώς', 'See how'),
    redirect_link: page('delivery-services'),
    start_date: '2024-01-01T00:00:00.000Z',
    end_date: '2032-01-01T00:00:00.000Z',
  },
  categories: [
    {
      title: bi('Η εταιρεία', 'About us'),
      fields: [
        {
          title: bi('Εταιρεία', 'Company'),
          links: [
            {
              link_title: bi('Ιστορία και όραμα', 'History and vision'),
              redirect_link: page('about-us'),
            },
            {
              link_title: bi('Βρείτε τα καταστήματά μας', 'Find our stores'),
              redirect_link: localized('/corporate/stores/'),
            },
            // Stored without the locale prefix, so the English link lacks `/en` (as in the real data).
            {
              link_title: bi('Ακαδημία Agora', 'Agora Academy'),
              redirect_link: '/corporate/corporatecontent/agora-academy',
            },
          ],
        },
        {
          title: bi('Υπηρεσίες', 'Services'),
          links: [
            {
              link_title: bi('Τακτική παράδοση', 'Regular delivery'),
              redirect_link: page('delivery-services'),
            },
            {
              link_title: bi('Γρήγορη παράδοση', 'Fast delivery'),
              redirect_link: page('delivery-services'),
            },
            {
              link_title: bi('Παραλαβή από το κατάστημα', 'Pickup from store'),
              redirect_link: page('delivery-services'),
            },
            {
              link_title: bi('Συνταγές μαγειρικής', 'Food recipes'),
              redirect_link: blog('sintages'),
            },
          ],
        },
        {
          title: bi('Ανακοινώσεις', 'Announcements'),
          links: [
            {
              link_title: bi('Δελτία τύπου', 'Press releases'),
              redirect_link: blog('media-releases'),
            },
            {
              link_title: bi('Δράσεις εταιρικής ευθύνης', 'Corporate responsibility actions'),
              redirect_link: page('responsibility-actions'),
            },
            {
              link_title: bi('Θέσεις εργασίας', 'Job openings'),
              redirect_link: page('job-opportunities'),
            },
          ],
        },
        {
          title: bi('Παραδείγματα σελίδων', 'Page examples'),
          links: [
            {
              link_title: bi('Όλα τα στοιχεία σελίδας', 'All page components'),
              redirect_link: page('corporate-page-components'),
            },
            {
              link_title: bi('Χωρίς γλουτένη', 'Gluten free'),
              redirect_link: page('gluten-free-products'),
            },
            {
              link_title: bi('Συνταγή: καλοκαιρινό μοχίτο', 'Recipe: summer mojito'),
              redirect_link: page('mojito-summer-recipe'),
            },
            {
              link_title: bi('Ελληνικά κρασιά', 'Greek wines'),
              redirect_link: localized('/landing-page/greek-wines/'),
            },
            {
              link_title: bi('Συχνές ερωτήσεις', 'FAQs'),
              redirect_link: localized('/corporate/faqs'),
            },
          ],
        },
      ],
    },
  ],
};
