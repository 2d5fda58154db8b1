import { bi, localized } from '../bilingual';
import { openJobsSlider } from '../blocks/open-jobs-slider';
import { type BlogPost, blogPage } from './blog-page';

const page = (slug: string) => localized(`/corporate/corporatecontent/${slug}`);

export const jobPosts: BlogPost[] = [
  {
    slug: 'kitchen-assistant-peristeri',
    date: '2025-08-25',
    title: bi('Βοηθός κουζίνας στο Περιστέρι', 'Kitchen assistant in Peristeri'),
    image: 'job-kitchen',
    body: bi(
      `<p>Το τμήμα έτοιμου φαγητού του καταστήματος Περιστερίου ζητά βοηθό κουζίνας για απογευματινή βάρδια. <a href="${page('boithos-koyzinas').el}">Δείτε παρόμοια θέση</a>.</p>`,
      `<p>The ready-meal counter of the Peristeri store needs a kitchen assistant for the afternoon shift. <a href="${page('boithos-koyzinas').en}">See a similar job</a>.</p>`,
    ),
  },
  {
    slug: 'drivers-summer',
    date: '2025-06-10',
    title: bi('Οδηγοί για το καλοκαίρι', 'Drivers for the summer'),
    image: 'job-driver',
    body: bi(
      `<p>Ενισχύουμε τον στόλο μας για την καλοκαιρινή περίοδο σε Αττική και Χαλκιδική. <a href="${page('driver').el}">Η περιγραφή της θέσης</a>.</p>`,
      `<p>We are adding to our fleet for the summer season in Attica and Halkidiki. <a href="${page('driver').en}">The job description</a>.</p>`,
    ),
  },
  {
    slug: 'open-day',
    date: '2025-04-07',
    title: bi('Ημέρα γνωριμίας στο κέντρο διανομής', 'Open day at the distribution centre'),
    image: null,
    body: bi(
      '<p>Ελάτε να γνωρίσετε την ομάδα του κέντρου διανομής Ασπροπύργου το Σάββατο 12 Απριλίου, 10:00-14:00.</p>',
      '<p>Come and meet the team of the Aspropyrgos distribution centre on Saturday 12 April, 10 AM-2 PM.</p>',
    ),
  },
];

export const jobOpeningsBlog = blogPage({
  blog: 'job-openings-v2',
  title: bi('Θέσεις εργασίας', 'Job openings'),
  subtitle: bi('Οι πιο πρόσφατες αγγελίες μας', 'Our latest job posts'),
  posts: jobPosts,
  intro: [openJobsSlider()],
});
