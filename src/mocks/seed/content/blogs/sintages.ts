import { bi, localized } from '../bilingual';
import { contentSlider } from '../blocks';
import { imageAsset } from '../media';
import { type BlogPost, blogPage } from './blog-page';

export const recipePosts: BlogPost[] = [
  {
    slug: 'fasolada',
    date: '2025-01-20',
    title: bi('Φασολάδα της γιαγιάς', 'Grandma’s bean soup'),
    image: 'post-fasolada',
    body: bi(
      '<p>Μουλιάστε 500 γρ. μέτρια φασόλια από το βράδυ. Βράστε τα με καρότο, σέλινο, κρεμμύδι και ντομάτα για περίπου μιάμιση ώρα και προσθέστε στο τέλος γενναιόδωρο ελαιόλαδο.</p>',
      '<p>Soak 500 g of medium white beans overnight. Simmer them with carrot, celery, onion and tomato for about an hour and a half, and finish with a generous pour of olive oil.</p>',
    ),
  },
  {
    slug: 'horiatiki',
    date: '2025-06-02',
    title: bi('Η σωστή χωριάτικη', 'A proper Greek salad'),
    image: 'post-horiatiki',
    body: bi(
      '<p>Ώριμες ντομάτες, αγγούρι, κρεμμύδι, πιπεριά, ελιές Καλαμών και μια φέτα ολόκληρη από πάνω. Ρίγανη, αλάτι και ελαιόλαδο: τίποτε άλλο.</p>',
      '<p>Ripe tomatoes, cucumber, onion, pepper, Kalamata olives and a whole slice of feta on top. Oregano, salt and olive oil: nothing else.</p>',
    ),
  },
  {
    slug: 'mojito',
    date: '2025-07-01',
    title: bi('Καλοκαιρινό μοχίτο', 'Summer mojito'),
    image: 'recipe-mojito',
    body: bi(
      `<p>45 ml λευκό ρούμι, 10 φύλλα δυόσμου, λάιμ και σόδα. <a href="${localized('/corporate/corporatecontent/mojito-summer-recipe').el}">Δείτε τη συνταγή</a>.</p>`,
      `<p>45 ml white rum, 10 mint leaves, lime and soda. <a href="${localized('/corporate/corporatecontent/mojito-summer-recipe').en}">See the recipe</a>.</p>`,
    ),
  },
];

export const recipesBlog = blogPage({
  blog: 'sintages',
  title: bi('Συνταγές', 'Recipes'),
  subtitle: bi('Μαγειρέψτε με ό,τι έχετε στο καλάθι', 'Cook with what is in your basket'),
  posts: recipePosts,
  intro: [
    contentSlider('sintages/collections', {
      title: bi('Συλλογές συνταγών', 'Recipe collections'),
      opennewtab: false,
      image_fill: false,
      card_style: 4,
      card_shape: 2,
      rewind: false,
      cards: [
        {
          title: bi('Νηστίσιμα', 'Lenten dishes'),
          enabled: true,
          image: imageAsset('card-lenten'),
          content_card_description: null,
          button_text: bi('Υλικά', 'Ingredients'),
          url: '/categories/',
          size: 3,
        },
        {
          title: bi('Γρήγορα βραδινά', 'Quick dinners'),
          enabled: true,
          image: imageAsset('card-quick-dinner'),
          content_card_description: null,
          button_text: bi('Προσφορές', 'Offers'),
          url: '/offers/',
          size: 3,
        },
        {
          title: bi('Καλοκαιρινά ποτά', 'Summer drinks'),
          enabled: true,
          image: imageAsset('card-lemonade'),
          content_card_description: null,
          button_text: bi('Δείτε', 'Browse'),
          url: 'blogs/sintages',
          size: 3,
        },
      ],
    }),
  ],
});
