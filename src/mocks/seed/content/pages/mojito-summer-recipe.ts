import { bi, localized } from '../bilingual';
import { contentSlider, corporateContent, promotedProducts } from '../blocks';
import { imageAsset } from '../media';
import { corporatePage } from '../page';
import { productCodes } from '../product-codes';

export const mojitoPage = corporatePage({
  slug: 'mojito-summer-recipe',
  title: bi('Καλοκαιρινό μοχίτο', 'Summer mojito'),
  subtitle: bi('Δροσιά σε πέντε λεπτά', 'Refreshment in five minutes'),
  editor: 'marketing',
  blocks: [
    corporateContent('mojito-summer-recipe/photo', {
      title: null,
      image: imageAsset('recipe-mojito'),
      description: null,
      buttontext: null,
      redirection_link: null,
    }),
    corporateContent('mojito-summer-recipe/ingredients', {
      title: bi('Υλικά (για 1 ποτήρι)', 'Ingredients (for 1 glass)'),
      image: null,
      description: bi(
        '<ul><li>45 ml λευκό ρούμι</li><li>10 φύλλα δυόσμου</li><li>1/2 λάιμ κομμένο σε κομμάτια</li><li>2 κουταλάκια ζάχαρη</li><li>Σόδα</li><li>Θρυμματισμένος πάγος</li></ul>',
        '<ul><li>45 ml white rum</li><li>10 mint leaves</li><li>1/2 lime cut into wedges</li><li>2 teaspoons sugar</li><li>Soda water</li><li>Crushed ice</li></ul>',
      ),
      buttontext: null,
      redirection_link: null,
    }),
    corporateContent('mojito-summer-recipe/method', {
      title: bi('Εκτέλεση', 'Method'),
      image: null,
      description: bi(
        '<ol><li>Βάλτε στο ποτήρι τον δυόσμο, το λάιμ και τη ζάχαρη και πιέστε απαλά με ένα γουδοχέρι.</li><li>Γεμίστε το ποτήρι με θρυμματισμένο πάγο και προσθέστε το ρούμι.</li><li>Συμπληρώστε με σόδα, ανακατέψτε και γαρνίρετε με ένα κλωναράκι δυόσμο.</li></ol>' +
          '<p><em>Για εκδοχή χωρίς αλκοόλ, αντικαταστήστε το ρούμι με χυμό μήλου.</em></p>',
        '<ol><li>Put the mint, lime and sugar in the glass and press gently with a muddler.</li><li>Fill the glass with crushed ice and add the rum.</li><li>Top up with soda water, stir and garnish with a sprig of mint.</li></ol>' +
          '<p><em>For an alcohol-free version, swap the rum for apple juice.</em></p>',
      ),
      buttontext: bi('Περισσότερες συνταγές', 'More recipes'),
      redirection_link: localized('/corporate/blogs/sintages'),
    }),
    promotedProducts('mojito-summer-recipe/ingredients-products', {
      title: bi('Βάλτε τα στο καλάθι', 'Put them in your basket'),
      redirection_text: bi('Όλες οι προσφορές', 'All offers'),
      redirection_url: '/offers/',
      products_andor_offers: productCodes(201, 204, 209, 213, 218, 222),
    }),
    contentSlider('mojito-summer-recipe/more', {
      title: bi('Κι άλλες καλοκαιρινές ιδέες', 'More summer ideas'),
      opennewtab: false,
      image_fill: true,
      card_style: 0,
      card_shape: 1,
      rewind: false,
      cards: [
        {
          title: bi('Λεμονάδα με βασιλικό', 'Basil lemonade'),
          enabled: true,
          image: imageAsset('card-lemonade'),
          content_card_description: null,
          button_text: bi('Η συνταγή', 'The recipe'),
          url: 'blogs/sintages',
          size: 1,
        },
        {
          title: bi('Σαλάτα με καρπούζι και φέτα', 'Watermelon and feta salad'),
          enabled: true,
          image: imageAsset('card-watermelon-salad'),
          content_card_description: null,
          button_text: bi('Η συνταγή', 'The recipe'),
          url: 'blogs/sintages',
          size: 1,
        },
        {
          title: bi('Γρανίτα φράουλα', 'Strawberry granita'),
          enabled: true,
          image: imageAsset('card-granita'),
          content_card_description: null,
          button_text: bi('Η συνταγή', 'The recipe'),
          url: 'blogs/sintages',
          size: 1,
        },
      ],
    }),
  ],
});
