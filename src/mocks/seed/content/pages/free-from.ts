import { bi } from '../bilingual';
import { corporateContent, imageGrid, promotedProducts } from '../blocks';
import { imageAsset } from '../media';
import { corporatePage } from '../page';
import { productCodes } from '../product-codes';

export const glutenFreeProductsPage = corporatePage({
  slug: 'gluten-free-products',
  title: bi('Προϊόντα χωρίς γλουτένη', 'Gluten-free products'),
  subtitle: bi('Ποικιλία χωρίς συμβιβασμούς', 'Choice without compromise'),
  blocks: [
    corporateContent('gluten-free-products/intro', {
      title: bi('Χωρίς γλουτένη, με όλη τη γεύση', 'Gluten free, full of flavour'),
      image: imageAsset('free-from-gluten'),
      description: bi(
        '<p>Στο τμήμα χωρίς γλουτένη θα βρείτε ψωμί, ζυμαρικά, αλεύρια, δημητριακά και γλυκά, όλα με την ένδειξη της διαγραμμένης στάχυος. Διαβάζετε πάντα την ετικέτα: οι συνταγές των παραγωγών αλλάζουν.</p>',
        '<p>In our gluten-free range you will find bread, pasta, flours, cereals and sweets, all carrying the crossed-grain mark. Always read the label: producers change their recipes.</p>',
      ),
      buttontext: null,
      redirection_link: null,
    }),
    promotedProducts('gluten-free-products/picks', {
      title: bi('Οι επιλογές μας', 'Our picks'),
      redirection_text: bi('Όλα τα προϊόντα', 'All products'),
      redirection_url: '/categories/',
      products_andor_offers: productCodes(12, 27, 43, 58, 64, 89),
    }),
    imageGrid('gluten-free-products/tips', {
      title: bi('Χρήσιμες συμβουλές', 'Useful tips'),
      image_grid_cards: [
        {
          card_title: bi('Διαβάστε την ετικέτα', 'Read the label'),
          card_type: 0,
          card_subtitle: null,
          card_description: bi(
            'Αναζητήστε την ένδειξη «χωρίς γλουτένη» και τη λίστα αλλεργιογόνων.',
            'Look for the "gluten free" claim and the allergen list.',
          ),
          image: null,
          whitebackground: true,
          button_text: null,
          url_button: null,
        },
        {
          card_title: bi('Ξεχωριστά σκεύη', 'Separate utensils'),
          card_type: 1,
          card_subtitle: null,
          card_description: null,
          image: imageAsset('grid-kitchen-utensils'),
          whitebackground: true,
          button_text: null,
          url_button: null,
        },
      ],
    }),
  ],
});

export const glutenFreePage = corporatePage({
  slug: 'gluten-free',
  title: bi('Χωρίς γλουτένη', 'Gluten free'),
  subtitle: null,
  blocks: [
    corporateContent('gluten-free/intro', {
      title: null,
      image: null,
      description: bi(
        '<p>Η κοιλιοκάκη και η δυσανεξία στη γλουτένη δεν σημαίνουν λιγότερες επιλογές. Διαλέξαμε τα αγαπημένα σας προϊόντα σε εκδοχή χωρίς γλουτένη.</p>',
        '<p>Coeliac disease or gluten intolerance does not have to mean less choice. We picked your favourite products in a gluten-free version.</p>',
      ),
      buttontext: bi('Δείτε τις προσφορές', 'See the offers'),
      redirection_link: '/offers/',
    }),
    promotedProducts('gluten-free/picks', {
      title: bi('Για το πρωινό και το μεσημεριανό', 'For breakfast and lunch'),
      redirection_text: null,
      redirection_url: null,
      products_andor_offers: productCodes(101, 108, 115, 122, 129, 136),
    }),
  ],
});

export const lactoseFreePage = corporatePage({
  slug: 'lactose-free',
  title: bi('Χωρίς λακτόζη', 'Lactose free'),
  subtitle: bi('Γάλα, γιαούρτι και τυριά για όλους', 'Milk, yoghurt and cheese for everyone'),
  blocks: [
    corporateContent('lactose-free/intro', {
      title: bi('Απολαύστε τα γαλακτοκομικά ξανά', 'Enjoy dairy again'),
      image: imageAsset('free-from-lactose'),
      description: bi(
        '<p>Τα γαλακτοκομικά χωρίς λακτόζη έχουν την ίδια θρεπτική αξία με τα κλασικά, χωρίς το φούσκωμα. Δοκιμάστε επίσης τα φυτικά ροφήματα από βρώμη, αμύγδαλο και σόγια.</p>',
        '<p>Lactose-free dairy has the same nutrition as the classic kind, without the bloating. Also try our plant drinks made from oat, almond and soy.</p>',
      ),
      buttontext: bi('Στα γαλακτοκομικά', 'Go to dairy'),
      redirection_link: '/categories/',
    }),
    promotedProducts('lactose-free/picks', {
      title: bi('Χωρίς λακτόζη στο ψυγείο σας', 'Lactose free for your fridge'),
      redirection_text: bi('Περισσότερα', 'More'),
      redirection_url: '/categories',
      products_andor_offers: productCodes(150, 153, 157, 161, 166, 172, 178),
    }),
  ],
});

export const freeFromPages = [glutenFreeProductsPage, glutenFreePage, lactoseFreePage];
