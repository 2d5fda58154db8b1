import { bi } from '../bilingual';
import { contentSlider, corporateContent, highlights, imageGallery } from '../blocks';
import { imageAsset } from '../media';
import { corporatePage } from '../page';

export const aboutUsPage = corporatePage({
  slug: 'about-us',
  title: bi('Ιστορία και όραμα', 'History and vision'),
  subtitle: bi('Η Agora από το 2005 στη γειτονιά σας', 'Agora in your neighbourhood since 2005'),
  metaTitle: bi('Ποιοι είμαστε | Agora Market', 'Who we are | Agora Market'),
  blocks: [
    corporateContent('about-us/hero', {
      title: null,
      image: imageAsset('about-us-hero'),
      description: null,
      buttontext: null,
      redirection_link: null,
    }),
    corporateContent('about-us/history', {
      title: bi('Η ιστορία μας', 'Our story'),
      image: null,
      description: bi(
        '<p>Η Agora ξεκίνησε το <strong>2005</strong> με ένα μικρό κατάστημα στο Παγκράτι και μια απλή ιδέα: φρέσκα τρόφιμα, τίμιες τιμές και άνθρωποι που σε ξέρουν με το όνομά σου.</p>' +
          '<p>Σήμερα λειτουργούμε καταστήματα σε Αττική και Θεσσαλονίκη, και το ηλεκτρονικό μας κατάστημα φέρνει την αγορά της εβδομάδας μέχρι την πόρτα σας ή στο πορτμπαγκάζ του αυτοκινήτου σας.</p>' +
          '<p>Στα ράφια μας θα βρείτε <strong>μεγάλη ποικιλία</strong>: φρέσκα φρούτα και λαχανικά, κρέας, γαλακτοκομικά, αλλαντικά και τυριά από το ντελικατέσεν μας, και βιολογικά προϊόντα. Το ηλεκτρονικό μας κατάστημα είναι ανοιχτό <strong>όλο το 24ωρο</strong>: παραγγέλνετε όποτε σας βολεύει, για παράδοση στο σπίτι, γρήγορη παράδοση αυθημερόν ή παραλαβή με το αυτοκίνητο.</p>',
        '<p>Agora started in <strong>2005</strong> with one small shop in Pagkrati and a simple idea: fresh food, fair prices and people who know you by name.</p>' +
          '<p>Today we run stores across Attica and Thessaloniki, and our online shop brings the weekly shop to your door or to the boot of your car.</p>' +
          '<p>On our shelves you will find a <strong>wide range</strong>: fresh fruit and vegetables, meat, dairy, cold cuts and cheeses from our deli counter, and organic goods. Our online shop is open <strong>around the clock</strong>: order whenever suits you, for home delivery, same-day express delivery or curbside pickup.</p>',
      ),
      buttontext: null,
      redirection_link: null,
    }),
    corporateContent('about-us/vision', {
      title: bi('Το όραμά μας', 'Our vision'),
      image: imageAsset('about-us-vision'),
      description: bi(
        '<p>Θέλουμε να είμαστε το σούπερ μάρκετ που εμπιστεύεται κάθε γειτονιά: με ελληνικά προϊόντα από μικρούς και μεγάλους παραγωγούς, με λιγότερη σπατάλη και με εξυπηρέτηση που σέβεται τον χρόνο σας.</p>',
        '<p>We want to be the supermarket every neighbourhood trusts: with Greek products from small and large producers, with less waste and with service that respects your time.</p>',
      ),
      buttontext: null,
      redirection_link: null,
    }),
    highlights('about-us/values', {
      title: bi('Οι αξίες μας', 'Our values'),
      show_title: true,
      lightgreybackground: true,
      items: [
        {
          title: bi('Ποιότητα', 'Quality'),
          image: imageAsset('value-quality'),
          description: bi(
            'Ελέγχουμε κάθε παρτίδα φρέσκων προϊόντων πριν φτάσει στο ράφι.',
            'We check every batch of fresh produce before it reaches the shelf.',
          ),
          link: null,
        },
        {
          title: bi('Εξυπηρέτηση', 'Service'),
          image: imageAsset('value-service'),
          description: bi(
            'Παράδοση, παραλαβή ή επίσκεψη στο κατάστημα: εσείς διαλέγετε.',
            'Delivery, pickup or a visit to the store: you choose.',
          ),
          link: 'delivery-services',
        },
        {
          title: bi('Βιωσιμότητα', 'Sustainability'),
          image: imageAsset('value-sustainability'),
          description: bi(
            'Λιγότερο πλαστικό, ενέργεια από τον ήλιο και δωρεές τροφίμων αντί για απόρριψη.',
            'Less plastic, energy from the sun and food donations instead of waste.',
          ),
          link: 'responsibility-actions',
        },
        {
          title: bi('Κοινότητα', 'Community'),
          image: imageAsset('value-community'),
          description: bi(
            'Στηρίζουμε τοπικούς συλλόγους, σχολεία και τράπεζες τροφίμων.',
            'We support local clubs, schools and food banks.',
          ),
          link: 'blogs/media-releases',
        },
      ],
    }),
    contentSlider('about-us/discover', {
      title: bi('Γνωρίστε μας καλύτερα', 'Get to know us'),
      opennewtab: false,
      image_fill: false,
      card_style: 4,
      card_shape: 0,
      rewind: false,
      cards: [
        {
          title: bi('Τρόποι παράδοσης', 'Delivery options'),
          enabled: true,
          image: imageAsset('card-delivery-van'),
          content_card_description: bi(
            'Τακτική, γρήγορη ή παραλαβή με το αυτοκίνητο.',
            'Regular, fast or curbside pickup.',
          ),
          button_text: bi('Μάθετε πώς', 'Find out how'),
          url: 'delivery-services',
          size: 3,
        },
        {
          title: bi('Υπεύθυνη λειτουργία', 'Acting responsibly'),
          enabled: true,
          image: imageAsset('card-solar-roof'),
          content_card_description: bi(
            'Οι δράσεις μας για το περιβάλλον και την κοινωνία.',
            'Our actions for the environment and society.',
          ),
          button_text: bi('Οι δράσεις μας', 'Our actions'),
          url: 'responsibility-actions',
          size: 3,
        },
        {
          title: bi('Συνταγές', 'Recipes'),
          enabled: true,
          image: imageAsset('card-recipes'),
          content_card_description: bi(
            'Ιδέες για κάθε μέρα με υλικά από το καλάθι σας.',
            'Everyday ideas with what is in your basket.',
          ),
          button_text: bi('Στην κουζίνα', 'To the kitchen'),
          url: 'blogs/sintages',
          size: 3,
        },
        {
          title: bi('Αρχειακές φωτογραφίες', 'From the archive'),
          enabled: false,
          image: imageAsset('card-archive'),
          content_card_description: bi(
            'Το πρώτο μας κατάστημα, το 2005.',
            'Our first store, in 2005.',
          ),
          button_text: null,
          url: null,
          size: 3,
        },
      ],
    }),
    imageGallery('about-us/gallery', {
      title: bi('Στιγμές από τα καταστήματά μας', 'Moments from our stores'),
      images: [
        imageAsset('gallery-first-store'),
        imageAsset('gallery-fruit-stand'),
        imageAsset('gallery-bakery'),
        imageAsset('gallery-fish-counter'),
        imageAsset('gallery-team'),
        imageAsset('gallery-warehouse'),
      ],
    }),
  ],
});
