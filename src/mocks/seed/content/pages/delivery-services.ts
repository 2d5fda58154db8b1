import { bi } from '../bilingual';
import { contentSlider, corporateContent, imageGrid } from '../blocks';
import { imageAsset } from '../media';
import { corporatePage } from '../page';

export const deliveryServicesPage = corporatePage({
  slug: 'delivery-services',
  title: bi('Τρόποι παράδοσης', 'Delivery services'),
  subtitle: bi(
    'Στο σπίτι, την ίδια μέρα ή στο αυτοκίνητό σας',
    'At home, on the same day or into your car',
  ),
  blocks: [
    corporateContent('delivery-services/intro', {
      title: bi('Εσείς ψωνίζετε, εμείς κουβαλάμε', 'You shop, we carry'),
      image: imageAsset('delivery-hero'),
      description: bi(
        '<p>Παραγγείλετε από το ηλεκτρονικό μας κατάστημα και διαλέξτε πώς θα παραλάβετε: τακτική παράδοση στο σπίτι, γρήγορη παράδοση την ίδια μέρα ή παραλαβή από το κατάστημα χωρίς να κατεβείτε από το αυτοκίνητο.</p>',
        '<p>Order from our online shop and choose how you receive it: regular home delivery, fast same-day delivery, or pickup at the store without leaving your car.</p>',
      ),
      buttontext: bi('Ξεκινήστε τα ψώνια', 'Start shopping'),
      redirection_link: '/categories',
    }),
    contentSlider('delivery-services/options', {
      title: bi('Διαλέξτε τρόπο', 'Pick your option'),
      opennewtab: false,
      image_fill: true,
      card_style: 6,
      card_shape: 4,
      rewind: false,
      cards: [
        {
          title: bi('Τακτική παράδοση', 'Regular delivery'),
          enabled: true,
          image: imageAsset('card-delivery-van'),
          content_card_description: bi(
            'Κάθε μέρα 8:00-20:00, σε ζώνες δύο ωρών.',
            'Every day 8 AM-8 PM, in two-hour slots.',
          ),
          button_text: bi('Παραγγείλετε', 'Order now'),
          url: '/categories/',
          size: 3,
        },
        {
          title: bi('Γρήγορη παράδοση', 'Express delivery'),
          enabled: true,
          image: imageAsset('card-express-scooter'),
          content_card_description: bi(
            'Την ίδια μέρα, σε ζώνες μίας ώρας.',
            'The same day, in one-hour slots.',
          ),
          button_text: bi('Παραγγείλετε', 'Order now'),
          url: '/categories/',
          size: 3,
        },
        {
          title: bi('Παραλαβή από το κατάστημα', 'Pickup from store'),
          enabled: true,
          image: imageAsset('card-curbside'),
          content_card_description: bi(
            'Τη στιγμή που διαλέγετε, στο πάρκινγκ του καταστήματος.',
            'At the time you choose, in the store car park.',
          ),
          button_text: bi('Δείτε τις προσφορές', 'See the offers'),
          url: '/offers/',
          size: 3,
        },
      ],
    }),
    corporateContent('delivery-services/regular', {
      title: bi('Τακτική παράδοση', 'Regular delivery'),
      image: null,
      description: bi(
        '<p>Παραδίδουμε <strong>κάθε μέρα από τις 8:00 έως τις 20:00</strong>. Διαλέγετε ζώνη <strong>δύο ωρών</strong> κατά την ολοκλήρωση της παραγγελίας και μπορείτε να την κρατήσετε από πριν, ενώ γεμίζετε το καλάθι.</p>' +
          '<p>Τα ψυγεία και τα κατεψυγμένα ταξιδεύουν σε ξεχωριστούς θαλάμους, ώστε να φτάνουν στη σωστή θερμοκρασία.</p>',
        '<p>We deliver <strong>every day from 8 AM to 8 PM</strong>. You pick a <strong>two-hour</strong> slot at checkout, and you can reserve it in advance while you fill your basket.</p>' +
          '<p>Chilled and frozen goods travel in separate compartments so they arrive at the right temperature.</p>',
      ),
      buttontext: null,
      redirection_link: null,
    }),
    corporateContent('delivery-services/express', {
      title: bi('Γρήγορη παράδοση', 'Express delivery'),
      image: null,
      description: bi(
        '<p>Ξεχάσατε κάτι για το αποψινό τραπέζι; Με τη γρήγορη παράδοση η παραγγελία σας φτάνει <strong>την ίδια μέρα</strong>, σε ζώνες <strong>μίας ώρας</strong>, από το πλησιέστερο κατάστημα.</p>',
        '<p>Forgot something for tonight’s dinner? With express delivery your order arrives <strong>the same day</strong>, in <strong>one-hour</strong> slots, from the nearest store.</p>',
      ),
      buttontext: null,
      redirection_link: null,
    }),
    corporateContent('delivery-services/pickup', {
      title: bi('Παραλαβή με το αυτοκίνητο', 'Curbside pickup'),
      image: imageAsset('delivery-curbside'),
      description: bi(
        '<p>Παραγγείλετε online, διαλέξτε κατάστημα και ώρα, και οι συνάδελφοί μας θα φορτώσουν τις σακούλες στο πορτμπαγκάζ σας <strong>την ώρα που επιλέξατε</strong>.</p>',
        '<p>Order online, choose a store and a time, and our colleagues will load the bags into your boot <strong>at the time you chose</strong>.</p>',
      ),
      buttontext: null,
      redirection_link: null,
    }),
    corporateContent('delivery-services/subscription', {
      title: bi('Συνδρομή παράδοσης', 'Delivery subscription'),
      image: imageAsset('delivery-subscription'),
      description: bi(
        '<p>Ψωνίζετε συχνά; Με τη μηνιαία συνδρομή έχετε <strong>προτεραιότητα στις ζώνες ώρας</strong> και <strong>μειωμένο κόστος παράδοσης</strong> σε κάθε παραγγελία. Ακυρώνετε όποτε θέλετε.</p>',
        '<p>Shop often? A monthly subscription gives you <strong>priority time slots</strong> and <strong>reduced delivery fees</strong> on every order. Cancel whenever you like.</p>',
      ),
      buttontext: bi('Δείτε τα προϊόντα', 'Browse products'),
      redirection_link: '/categories/',
    }),
    imageGrid('delivery-services/steps', {
      title: bi('Πώς λειτουργεί', 'How it works'),
      image_grid_cards: [
        {
          card_title: bi('1. Γεμίστε το καλάθι', '1. Fill your basket'),
          card_type: 2,
          card_subtitle: bi('Πάνω από 10.000 κωδικοί', 'Over 10,000 products'),
          card_description: null,
          image: imageAsset('grid-basket'),
          whitebackground: true,
          button_text: null,
          url_button: null,
        },
        {
          card_title: bi('2. Διαλέξτε ώρα', '2. Pick a time'),
          card_type: 2,
          card_subtitle: bi('Ζώνες μίας ή δύο ωρών', 'One or two-hour slots'),
          card_description: null,
          image: imageAsset('grid-clock'),
          whitebackground: true,
          button_text: null,
          url_button: null,
        },
        {
          card_title: bi('3. Παραλάβετε', '3. Receive it'),
          card_type: 0,
          card_subtitle: null,
          card_description: bi(
            'Στην πόρτα σας ή στο αυτοκίνητό σας, φρέσκα και σωστά συσκευασμένα.',
            'At your door or in your car, fresh and properly packed.',
          ),
          image: null,
          whitebackground: true,
          button_text: bi('Ξεκινήστε', 'Get started'),
          url_button: '/categories/',
        },
      ],
    }),
  ],
});
