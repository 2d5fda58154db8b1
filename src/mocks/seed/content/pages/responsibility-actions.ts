import { bi, localized } from '../bilingual';
import { contentSlider, corporateContent, imageGallery } from '../blocks';
import { imageAsset } from '../media';
import { corporatePage } from '../page';

export const responsibilityActionsPage = corporatePage({
  slug: 'responsibility-actions',
  title: bi('Δράσεις εταιρικής ευθύνης', 'Corporate responsibility actions'),
  subtitle: bi('Για τον άνθρωπο και τον πλανήτη', 'For people and the planet'),
  blocks: [
    corporateContent('responsibility-actions/intro', {
      title: bi('Η ευθύνη μας', 'Our responsibility'),
      image: imageAsset('responsibility-hero'),
      description: bi(
        '<p>Ένα σούπερ μάρκετ αγγίζει κάθε μέρα χιλιάδες ανθρώπους και τόνους τροφίμων. Γι’ αυτό μετράμε το αποτύπωμά μας και βάζουμε στόχους που δημοσιεύουμε κάθε χρόνο.</p>',
        '<p>A supermarket touches thousands of people and tonnes of food every day. That is why we measure our footprint and set targets that we publish every year.</p>',
      ),
      buttontext: null,
      redirection_link: null,
    }),
    contentSlider('responsibility-actions/actions', {
      title: bi('Τι κάνουμε', 'What we do'),
      opennewtab: false,
      image_fill: false,
      card_style: 1,
      card_shape: 1,
      rewind: true,
      cards: [
        {
          title: bi('Τράπεζες τροφίμων', 'Food banks'),
          enabled: true,
          image: imageAsset('card-food-bank'),
          content_card_description: bi(
            'Δωρίζουμε καθημερινά τρόφιμα κοντά στη λήξη τους σε κοινωνικές κουζίνες.',
            'Every day we give food close to its date to community kitchens.',
          ),
          button_text: bi('Διαβάστε', 'Read more'),
          url: 'blogs/media-releases',
          size: 2,
        },
        {
          title: bi('Ενέργεια από τον ήλιο', 'Energy from the sun'),
          enabled: true,
          image: imageAsset('card-solar-roof'),
          content_card_description: bi(
            'Φωτοβολταϊκά στις στέγες 40 καταστημάτων.',
            'Solar panels on the roofs of 40 stores.',
          ),
          button_text: bi('Διαβάστε', 'Read more'),
          url: 'blogs/media-releases',
          size: 1,
        },
        {
          title: bi('Φόρτιση ηλεκτρικών αυτοκινήτων', 'Electric-vehicle charging'),
          enabled: true,
          image: imageAsset('card-ev-charging'),
          content_card_description: bi(
            'Δωρεάν φόρτιση όσο ψωνίζετε.',
            'Free charging while you shop.',
          ),
          button_text: bi('Τα καταστήματα', 'The stores'),
          url: 'about-us',
          size: 1,
        },
        {
          title: bi('Λιγότερο πλαστικό', 'Less plastic'),
          enabled: true,
          image: imageAsset('card-reusable-bags'),
          content_card_description: bi(
            'Επαναχρησιμοποιούμενες τσάντες και συσκευασίες από ανακυκλωμένο υλικό.',
            'Reusable bags and packaging made from recycled material.',
          ),
          button_text: bi('Τρόποι παράδοσης', 'Delivery options'),
          url: 'delivery-services',
          size: 2,
        },
      ],
    }),
    imageGallery('responsibility-actions/gallery', {
      title: bi('Εθελοντές Agora', 'Agora volunteers'),
      images: [
        imageAsset('gallery-beach-cleanup'),
        imageAsset('gallery-food-donation'),
        imageAsset('gallery-school-garden'),
        imageAsset('gallery-tree-planting'),
      ],
    }),
    corporateContent('responsibility-actions/news', {
      title: null,
      image: null,
      description: bi(
        '<p>Θέλετε να μάθετε περισσότερα; Όλα τα νέα μας δημοσιεύονται στα δελτία τύπου.</p>',
        '<p>Want to know more? All our news is published in our press releases.</p>',
      ),
      buttontext: bi('Δείτε ποιες είναι οι δράσεις μας', 'See what our actions are'),
      redirection_link: localized('/corporate/blogs/media-releases'),
    }),
  ],
});
