import { bi, localized } from '../bilingual';
import { corporateContent, imageGrid } from '../blocks';
import { supportPhone } from '../footer';
import { imageAsset } from '../media';
import { corporatePage } from '../page';

export const supportEmail = 'support@agora-market.example';

export const customerSupportPage = corporatePage({
  slug: 'customer-support',
  title: bi('Εξυπηρέτηση πελατών', 'Customer support'),
  subtitle: bi('Είμαστε εδώ για να βοηθήσουμε', 'We are here to help'),
  blocks: [
    corporateContent('customer-support/hours', {
      title: bi('Επικοινωνήστε μαζί μας', 'Get in touch'),
      image: null,
      description: bi(
        `<p>Καλέστε μας στο <a href="tel:+30${supportPhone.replaceAll(' ', '')}">${supportPhone}</a>:</p>` +
          '<ul><li>Δευτέρα έως Σάββατο, 8:00-20:00</li><li>Κυριακή, 9:00-18:00</li></ul>' +
          `<p>Ή στείλτε μας email στο <a href="mailto:${supportEmail}">${supportEmail}</a>. Απαντάμε μέσα σε 24 ώρες.</p>`,
        `<p>Call us on <a href="tel:+30${supportPhone.replaceAll(' ', '')}">${supportPhone}</a>:</p>` +
          '<ul><li>Monday to Saturday, 8 AM-8 PM</li><li>Sunday, 9 AM-6 PM</li></ul>' +
          `<p>Or e-mail us at <a href="mailto:${supportEmail}">${supportEmail}</a>. We reply within 24 hours.</p>`,
      ),
      buttontext: bi('Φόρμα επικοινωνίας', 'Contact form'),
      redirection_link: localized('/corporate/contactform/contact-us'),
    }),
    imageGrid('customer-support/topics', {
      title: bi('Συχνά θέματα', 'Common topics'),
      image_grid_cards: [
        {
          card_title: bi('Η παραγγελία μου', 'My order'),
          card_type: 0,
          card_subtitle: null,
          card_description: bi(
            'Αλλαγές, ακύρωση και παρακολούθηση παραγγελίας.',
            'Changing, cancelling and tracking an order.',
          ),
          image: null,
          whitebackground: false,
          button_text: bi('Οι παραγγελίες μου', 'My orders'),
          url_button: localized('/user/history/'),
        },
        {
          card_title: bi('Παράδοση', 'Delivery'),
          card_type: 0,
          card_subtitle: null,
          card_description: bi(
            'Ζώνες ώρας, περιοχές και κόστος παράδοσης.',
            'Time slots, areas and delivery fees.',
          ),
          image: null,
          whitebackground: false,
          button_text: bi('Τρόποι παράδοσης', 'Delivery options'),
          url_button: localized('/corporate/corporatecontent/delivery-services'),
        },
        {
          card_title: bi('Συχνές ερωτήσεις', 'FAQs'),
          card_type: 1,
          card_subtitle: null,
          card_description: null,
          image: imageAsset('grid-faq'),
          whitebackground: false,
          button_text: bi('Όλες οι απαντήσεις', 'All answers'),
          url_button: localized('/corporate/faqs'),
        },
      ],
    }),
  ],
});
