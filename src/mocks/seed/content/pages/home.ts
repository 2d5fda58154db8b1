import { bi } from '../bilingual';
import { contentSlider, highlights, promotedProducts } from '../blocks';
import { imageAsset } from '../media';
import { corporatePage } from '../page';
import { productCodes } from '../product-codes';

/**
 * The home page's editor content (slug `home`): a slider, promoted products and highlights,
 * shown under the home banners. Served by the page endpoint like any other page.
 */
export const homePage = corporatePage({
  slug: 'home',
  title: bi('Αρχική', 'Home'),
  subtitle: null,
  blocks: [
    contentSlider('home/slider', {
      title: bi('Ανακαλύψτε', 'Discover'),
      opennewtab: false,
      image_fill: true,
      card_style: 0,
      card_shape: 3,
      rewind: true,
      cards: [
        {
          title: bi('Φρέσκα κάθε πρωί', 'Fresh every morning'),
          enabled: true,
          image: imageAsset('card-fresh-produce'),
          content_card_description: bi(
            'Φρούτα και λαχανικά από Έλληνες παραγωγούς.',
            'Fruit and vegetables from Greek growers.',
          ),
          button_text: bi('Στις κατηγορίες', 'To the categories'),
          url: '/categories/',
          size: 3,
        },
        {
          title: bi('Προσφορές εβδομάδας', 'Offers of the week'),
          enabled: true,
          image: imageAsset('card-weekly-offers'),
          content_card_description: bi('Νέες τιμές κάθε Δευτέρα.', 'New prices every Monday.'),
          button_text: bi('Στις προσφορές', 'To the offers'),
          url: '/offers/',
          size: 3,
        },
        {
          title: bi('Παραλαβή από το κατάστημα', 'Pickup from the store'),
          enabled: true,
          image: imageAsset('card-curbside'),
          content_card_description: bi(
            'Παραγγείλτε online, παραλάβετε όποτε σας βολεύει.',
            'Order online, pick up when it suits you.',
          ),
          button_text: null,
          url: 'delivery-services',
          size: 3,
        },
      ],
    }),
    promotedProducts('home/products', {
      title: bi('Επιλογές της εβδομάδας', 'Picks of the week'),
      redirection_text: bi('Όλα τα προϊόντα', 'All products'),
      redirection_url: '/categories/',
      products_andor_offers: productCodes(7, 8, 9, 10, 11, 12),
    }),
    highlights('home/highlights', {
      title: bi('Γιατί Agora', 'Why Agora'),
      show_title: true,
      lightgreybackground: true,
      items: [
        {
          title: bi('Φρεσκάδα', 'Freshness'),
          image: imageAsset('highlight-fresh'),
          description: bi('Φρέσκα κάθε πρωί.', 'Fresh every morning.'),
          link: '/categories/',
        },
        {
          title: bi('Παράδοση', 'Delivery'),
          image: imageAsset('highlight-delivery'),
          description: bi('Σε ζώνες μίας ή δύο ωρών.', 'In one or two-hour slots.'),
          link: 'delivery-services',
        },
        {
          title: bi('Πόντοι', 'Points'),
          image: imageAsset('highlight-loyalty'),
          description: bi(
            'Σε κάθε αγορά με την κάρτα Agora.',
            'On every purchase with the Agora card.',
          ),
          link: null,
        },
        {
          title: bi('Προσφορές', 'Offers'),
          image: imageAsset('highlight-offers'),
          description: bi('Νέες προσφορές κάθε μέρα.', 'New offers every day.'),
          link: '/offers/',
        },
      ],
    }),
  ],
});
