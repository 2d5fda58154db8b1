import { bi, localized } from '../bilingual';
import {
  contentSlider,
  corporateContent,
  disabled,
  highlights,
  imageGallery,
  imageGrid,
  promotedProducts,
} from '../blocks';
import { imageAsset } from '../media';
import { corporatePage } from '../page';
import { productCodes } from '../product-codes';

/**
 * Rich text an editor pasted from elsewhere: a script, an `onerror` handler and a `javascript:`
 * link. The shop must sanitize it; only the paragraph, the bold text and the safe link survive.
 */
export const hostileHtml = bi(
  '<p>Κείμενο με <strong>έντονα</strong> και <a href="/offers/">σύνδεσμο στις προσφορές</a>.</p>' +
    '<script>window.__pwned = true;</script>' +
    '<img src="/api/media/content/missing.svg" onerror="window.__pwned = true">' +
    '<p><a href="javascript:window.__pwned = true">Μην πατήσετε εδώ</a></p>',
  '<p>Text with <strong>bold</strong> and <a href="/offers/">a link to the offers</a>.</p>' +
    '<script>window.__pwned = true;</script>' +
    '<img src="/api/media/content/missing.svg" onerror="window.__pwned = true">' +
    '<p><a href="javascript:window.__pwned = true">Do not click here</a></p>',
);

export const componentsPage = corporatePage({
  slug: 'corporate-page-components',
  title: bi('Στοιχεία σελίδας', 'Page components'),
  subtitle: bi('Όλοι οι τύποι στοιχείων σε μία σελίδα', 'Every block type on one page'),
  blocks: [
    corporateContent('components/image-only', {
      title: null,
      image: imageAsset('components-hero'),
      description: null,
      buttontext: null,
      redirection_link: null,
    }),
    corporateContent('components/text-only', {
      title: bi('Μόνο κείμενο', 'Text only'),
      image: null,
      description: bi(
        '<p>Ένα απλό στοιχείο κειμένου με <em>πλάγια</em>, <strong>έντονα</strong> και λίστα:</p><ul><li>φρέσκα</li><li>ελληνικά</li><li>εποχής</li></ul>',
        '<p>A plain text block with <em>italics</em>, <strong>bold</strong> and a list:</p><ul><li>fresh</li><li>Greek</li><li>seasonal</li></ul>',
      ),
      buttontext: null,
      redirection_link: null,
    }),
    corporateContent('components/image-text-button', {
      title: bi('Εικόνα, κείμενο και κουμπί', 'Image, text and button'),
      image: imageAsset('components-card'),
      description: bi(
        '<p>Η εικόνα εμφανίζεται δίπλα στο κείμενο και το κουμπί οδηγεί σε άλλη σελίδα.</p>',
        '<p>The image sits next to the text and the button leads to another page.</p>',
      ),
      buttontext: bi('Ποιοι είμαστε', 'Who we are'),
      redirection_link: localized('/corporate/corporatecontent/about-us'),
    }),
    corporateContent('components/text-button', {
      title: bi('Κείμενο και κουμπί', 'Text and button'),
      image: null,
      description: bi(
        '<p>Χωρίς εικόνα, με κουμπί προς τις προσφορές.</p>',
        '<p>No image, with a button to the offers.</p>',
      ),
      buttontext: bi('Προσφορές', 'Offers'),
      redirection_link: '/offers/',
    }),
    corporateContent('components/pasted-html', {
      title: bi('Κείμενο από επικόλληση', 'Pasted text'),
      image: null,
      description: hostileHtml,
      buttontext: null,
      redirection_link: null,
    }),
    contentSlider('components/slider', {
      title: bi('Slider καρτών', 'Card slider'),
      opennewtab: false,
      image_fill: true,
      card_style: 0,
      card_shape: 3,
      rewind: true,
      cards: [
        {
          title: bi('Κάρτα μισού πλάτους', 'Half-width card'),
          enabled: true,
          image: imageAsset('card-fresh-produce'),
          content_card_description: bi(
            'Φρέσκα φρούτα και λαχανικά.',
            'Fresh fruit and vegetables.',
          ),
          button_text: bi('Στις κατηγορίες', 'To the categories'),
          url: '/categories/',
          size: 1,
        },
        {
          title: bi('Κάρτα πλήρους πλάτους', 'Full-width card'),
          enabled: true,
          image: imageAsset('card-weekly-offers'),
          content_card_description: bi('Οι προσφορές της εβδομάδας.', 'This week’s offers.'),
          button_text: bi('Στις προσφορές', 'To the offers'),
          url: '/offers/',
          size: 2,
        },
        {
          title: bi('Κάρτα ενός τρίτου', 'One-third card'),
          enabled: true,
          image: imageAsset('card-loyalty'),
          content_card_description: bi(
            'Κερδίστε πόντους σε κάθε αγορά με την κάρτα Agora.',
            'Earn points on every purchase with the Agora card.',
          ),
          // Left empty by the editor: the app shows its default label.
          button_text: null,
          url: 'about-us',
          size: 3,
        },
        {
          title: bi('Βιολογικά', 'Organic'),
          enabled: true,
          image: imageAsset('card-organic'),
          content_card_description: bi('Βιολογικά προϊόντα.', 'Organic products.'),
          button_text: bi('Δείτε', 'Browse'),
          url: '/categories',
          size: 3,
        },
        {
          title: bi('Κρυφή κάρτα', 'Hidden card'),
          enabled: false,
          image: imageAsset('card-archive'),
          content_card_description: null,
          button_text: null,
          url: null,
          size: 3,
        },
      ],
    }),
    imageGallery('components/gallery', {
      title: bi('Συλλογή εικόνων', 'Image gallery'),
      images: [
        imageAsset('gallery-fruit-stand'),
        imageAsset('gallery-bakery'),
        imageAsset('gallery-fish-counter'),
        imageAsset('gallery-store-front'),
      ],
    }),
    imageGrid('components/grid', {
      title: bi('Πλέγμα καρτών', 'Card grid'),
      image_grid_cards: [
        {
          card_title: bi('Κάρτα κειμένου', 'Text card'),
          card_type: 0,
          card_subtitle: null,
          card_description: bi(
            'Μόνο τίτλος, κείμενο και κουμπί.',
            'Only a title, text and a button.',
          ),
          image: null,
          whitebackground: true,
          button_text: bi('Τρόποι παράδοσης', 'Delivery options'),
          url_button: 'delivery-services',
        },
        {
          card_title: bi('Κάρτα εικόνας', 'Image card'),
          card_type: 1,
          card_subtitle: null,
          card_description: null,
          image: imageAsset('grid-basket'),
          whitebackground: false,
          button_text: null,
          url_button: null,
        },
        {
          card_title: bi('Εικόνα με υπότιτλο', 'Image with subtitle'),
          card_type: 2,
          card_subtitle: bi('Ο υπότιτλος της κάρτας', 'The card’s subtitle'),
          card_description: null,
          image: imageAsset('grid-clock'),
          whitebackground: true,
          button_text: bi('Συνταγές', 'Recipes'),
          url_button: 'blogs/sintages',
        },
        {
          card_title: bi('Δεύτερη κάρτα κειμένου', 'Second text card'),
          card_type: 0,
          card_subtitle: null,
          card_description: bi('Σε γκρι φόντο αυτή τη φορά.', 'On a grey background this time.'),
          image: null,
          whitebackground: false,
          button_text: null,
          url_button: null,
        },
      ],
    }),
    promotedProducts('components/products', {
      title: bi('Προτεινόμενα προϊόντα', 'Featured products'),
      redirection_text: bi('Όλες οι προσφορές', 'All offers'),
      redirection_url: '/offers/',
      products_andor_offers: productCodes(1, 2, 3, 4, 5, 6),
    }),
    highlights('components/highlights', {
      title: bi('Γιατί να ψωνίσετε μαζί μας', 'Why shop with us'),
      show_title: false,
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
    disabled(
      imageGallery('components/disabled-gallery', {
        title: bi('Απενεργοποιημένη συλλογή', 'Disabled gallery'),
        images: [imageAsset('gallery-warehouse')],
      }),
    ),
  ],
});
