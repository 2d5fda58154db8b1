import { bi, localized } from '../bilingual';
import { corporateContent } from '../blocks';
import { type BlogPost, blogPage } from './blog-page';

export const mediaReleasePosts: BlogPost[] = [
  {
    slug: 'solar-roofs-2025',
    date: '2025-05-12',
    title: bi('Φωτοβολταϊκά σε 40 καταστήματα της Agora', 'Solar panels on 40 Agora stores'),
    image: 'post-solar',
    body: bi(
      '<p>Η Agora ολοκλήρωσε την εγκατάσταση φωτοβολταϊκών συστημάτων στις στέγες 40 καταστημάτων. Τα συστήματα καλύπτουν περίπου το ένα τρίτο της ενέργειας που καταναλώνουν τα καταστήματα αυτά κατά τη διάρκεια της ημέρας.</p>',
      '<p>Agora has finished installing solar systems on the roofs of 40 stores. They cover about a third of the energy these stores use during the day.</p>',
    ),
  },
  {
    slug: 'food-bank-partnership',
    date: '2025-02-03',
    title: bi(
      'Νέα συνεργασία με τράπεζες τροφίμων σε Αθήνα και Θεσσαλονίκη',
      'New partnership with food banks in Athens and Thessaloniki',
    ),
    image: 'post-food-bank',
    body: bi(
      '<p>Από τον Φεβρουάριο, όλα τα καταστήματα της Agora δωρίζουν καθημερινά τρόφιμα που πλησιάζουν την ημερομηνία λήξης τους. Στόχος είναι να μη πεταχτεί κανένα φαγώσιμο προϊόν.</p>',
      '<p>Since February, every Agora store gives away food that is close to its date every day. The goal is for no edible product to be thrown away.</p>',
    ),
  },
  {
    slug: 'express-delivery-thessaloniki',
    date: '2024-10-21',
    title: bi(
      'Η γρήγορη παράδοση έρχεται στη Θεσσαλονίκη',
      'Express delivery comes to Thessaloniki',
    ),
    image: 'post-express',
    body: bi(
      '<p>Οι πελάτες της Θεσσαλονίκης μπορούν πλέον να παραλαμβάνουν την παραγγελία τους την ίδια μέρα, σε ζώνες μίας ώρας.</p>',
      '<p>Customers in Thessaloniki can now receive their order on the same day, in one-hour slots.</p>',
    ),
  },
  {
    slug: 'anniversary',
    date: '2025-09-15',
    title: bi('Είκοσι χρόνια Agora', 'Twenty years of Agora'),
    image: null,
    body: bi(
      '<p>Το 2025 συμπληρώνονται είκοσι χρόνια από το πρώτο μας κατάστημα. Ευχαριστούμε τους πελάτες και τους συναδέλφους που μας συνόδευσαν σε αυτή τη διαδρομή.</p>',
      '<p>2025 marks twenty years since our first store opened. Thank you to the customers and colleagues who have come along with us.</p>',
    ),
  },
];

export const mediaReleasesBlog = blogPage({
  blog: 'media-releases',
  title: bi('Δελτία τύπου', 'Press releases'),
  subtitle: bi('Τα νέα της Agora', 'News from Agora'),
  posts: mediaReleasePosts,
  outro: [
    corporateContent('media-releases/press-contact', {
      title: bi('Γραφείο τύπου', 'Press office'),
      image: null,
      description: bi(
        '<p>Για δημοσιογραφικά ερωτήματα: press@agora-market.example</p>',
        '<p>For press enquiries: press@agora-market.example</p>',
      ),
      buttontext: bi('Εταιρική υπευθυνότητα', 'Corporate responsibility'),
      redirection_link: localized('/corporate/corporatecontent/responsibility-actions'),
    }),
  ],
});
