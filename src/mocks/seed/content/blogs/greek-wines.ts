import { bi } from '../bilingual';
import { corporateContent, highlights, imageGallery, promotedProducts } from '../blocks';
import { imageAsset } from '../media';
import { corporatePage } from '../page';
import { productCodes } from '../product-codes';

/** The landing page landing-page/greek-wines/, served under the slug `greek-wines`. */
export const greekWinesPage = corporatePage({
  slug: 'greek-wines',
  title: bi('Ελληνικά κρασιά', 'Greek wines'),
  subtitle: bi('Από τη Νάουσα ως τη Σαντορίνη', 'From Naoussa to Santorini'),
  editor: 'marketing',
  blocks: [
    corporateContent('greek-wines/hero', {
      title: null,
      image: imageAsset('wines-hero'),
      description: null,
      buttontext: null,
      redirection_link: null,
    }),
    corporateContent('greek-wines/intro', {
      title: bi('Μια χώρα, εκατοντάδες ποικιλίες', 'One country, hundreds of grape varieties'),
      image: null,
      description: bi(
        '<p>Η Ελλάδα έχει πάνω από 300 γηγενείς ποικιλίες σταφυλιού. Στην κάβα μας θα βρείτε Ξινόμαυρο, Αγιωργίτικο, Ασύρτικο, Μοσχοφίλερο και Μαλαγουζιά από μικρά και μεγάλα οινοποιεία.</p>' +
          '<p><em>Απαγορεύεται η πώληση αλκοολούχων ποτών σε άτομα κάτω των 18 ετών.</em></p>',
        '<p>Greece has more than 300 native grape varieties. In our wine cellar you will find Xinomavro, Agiorgitiko, Assyrtiko, Moschofilero and Malagousia from small and large wineries.</p>' +
          '<p><em>Alcoholic drinks are not sold to anyone under 18.</em></p>',
      ),
      buttontext: bi('Προσφορές κάβας', 'Wine offers'),
      redirection_link: '/offers/',
    }),
    highlights('greek-wines/varieties', {
      title: bi('Γνωρίστε τις ποικιλίες', 'Meet the varieties'),
      show_title: true,
      lightgreybackground: false,
      items: [
        {
          title: bi('Ασύρτικο', 'Assyrtiko'),
          image: imageAsset('wine-assyrtiko'),
          description: bi(
            'Λευκό, ορυκτό, με ζωηρή οξύτητα.',
            'White, mineral, with lively acidity.',
          ),
          link: null,
        },
        {
          title: bi('Μοσχοφίλερο', 'Moschofilero'),
          image: imageAsset('wine-moschofilero'),
          description: bi('Αρωματικό, με νότες τριαντάφυλλου.', 'Aromatic, with notes of rose.'),
          link: null,
        },
        {
          title: bi('Αγιωργίτικο', 'Agiorgitiko'),
          image: imageAsset('wine-agiorgitiko'),
          description: bi('Ερυθρό, βελούδινο, με κόκκινα φρούτα.', 'Red, velvety, with red fruit.'),
          link: null,
        },
        {
          title: bi('Ξινόμαυρο', 'Xinomavro'),
          image: imageAsset('wine-xinomavro'),
          description: bi(
            'Ερυθρό, με τανίνες και μακρύ τελείωμα.',
            'Red, tannic, with a long finish.',
          ),
          link: null,
        },
      ],
    }),
    promotedProducts('greek-wines/bottles', {
      title: bi('Προτάσεις της κάβας', 'Cellar picks'),
      redirection_text: bi('Όλα τα κρασιά', 'All wines'),
      redirection_url: '/categories/',
      products_andor_offers: productCodes(240, 243, 247, 252, 258, 263),
    }),
    imageGallery('greek-wines/regions', {
      title: bi('Αμπελώνες της Ελλάδας', 'Vineyards of Greece'),
      images: [
        imageAsset('gallery-vineyard-santorini'),
        imageAsset('gallery-vineyard-nemea'),
        imageAsset('gallery-vineyard-naoussa'),
      ],
    }),
  ],
});
