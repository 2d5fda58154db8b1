import { type Bi, bi, localized } from '../bilingual';
import { corporateContent } from '../blocks';
import { openJobsSlider } from '../blocks/open-jobs-slider';
import { type ContentMediaName, imageAsset } from '../media';
import { corporatePage } from '../page';

interface Job {
  slug: string;
  title: Bi;
  subtitle: Bi;
  image: ContentMediaName;
  /** What the job is about. */
  role: Bi;
  duties: Bi[];
  requirements: Bi[];
}

const list = (items: Bi[]): Bi => ({
  el: `<ul>${items.map((item) => `<li>${item.el}</li>`).join('')}</ul>`,
  en: `<ul>${items.map((item) => `<li>${item.en}</li>`).join('')}</ul>`,
});

const weOffer: Bi[] = [
  bi('Σταθερή απασχόληση με πλήρη ασφάλιση', 'Steady employment with full insurance'),
  bi('Εκπαίδευση στην Ακαδημία Agora', 'Training at the Agora Academy'),
  bi('Έκπτωση προσωπικού σε όλα τα καταστήματα', 'Staff discount in every store'),
  bi('Προοπτικές εξέλιξης μέσα στην εταιρεία', 'Room to grow within the company'),
];

const jobPage = (job: Job) =>
  corporatePage({
    slug: job.slug,
    title: job.title,
    subtitle: job.subtitle,
    editor: 'hr',
    metaTitle: {
      el: `${job.title.el} | Καριέρα στην Agora`,
      en: `${job.title.en} | Careers at Agora`,
    },
    blocks: [
      corporateContent(
        `${job.slug}/role`,
        {
          title: job.title,
          image: imageAsset(job.image),
          description: {
            el: `<p>${job.role.el}</p><h3>Τι θα κάνετε</h3>${list(job.duties).el}<h3>Τι ζητάμε</h3>${list(job.requirements).el}`,
            en: `<p>${job.role.en}</p><h3>What you will do</h3>${list(job.duties).en}<h3>What we ask for</h3>${list(job.requirements).en}`,
          },
          buttontext: bi('Κάντε αίτηση', 'Apply now'),
          redirection_link: localized('/corporate/contactform/contact-us'),
        },
        'hr',
      ),
      corporateContent(
        `${job.slug}/offer`,
        {
          title: bi('Τι προσφέρουμε', 'What we offer'),
          image: null,
          description: list(weOffer),
          buttontext: null,
          redirection_link: null,
        },
        'hr',
      ),
      openJobsSlider(),
    ],
  });

export const wineryEmployeePage = jobPage({
  slug: 'ypallilos-kavas',
  title: bi('Υπάλληλος κάβας', 'Winery employee'),
  subtitle: bi('Κατάστημα Κηφισιάς', 'Kifisia store'),
  image: 'job-winery',
  role: bi(
    'Αναζητούμε άνθρωπο που αγαπά το κρασί για να φροντίζει το τμήμα κάβας και να προτείνει στους πελάτες το σωστό μπουκάλι για κάθε τραπέζι.',
    'We are looking for someone who loves wine to look after the wine cellar and help customers find the right bottle for every table.',
  ),
  duties: [
    bi('Τακτοποίηση και ανανέωση των ραφιών κάβας', 'Stocking and refreshing the wine shelves'),
    bi(
      'Συμβουλές στους πελάτες για κρασιά και αποστάγματα',
      'Advising customers on wines and spirits',
    ),
    bi('Έλεγχος θερμοκρασίας και αποθεμάτων', 'Checking temperature and stock levels'),
  ],
  requirements: [
    bi('Γνώση ελληνικών ποικιλιών κρασιού', 'Knowledge of Greek grape varieties'),
    bi('Ευγένεια και διάθεση για εξυπηρέτηση', 'Courtesy and a service mindset'),
    bi('Εμπειρία σε λιανική θα εκτιμηθεί', 'Retail experience is a plus'),
  ],
});

export const chefAssistantPage = jobPage({
  slug: 'boithos-koyzinas',
  title: bi('Βοηθός κουζίνας', 'Chef assistant'),
  subtitle: bi('Κεντρική κουζίνα Μεταμόρφωσης', 'Central kitchen in Metamorfosi'),
  image: 'job-kitchen',
  role: bi(
    'Η κεντρική μας κουζίνα ετοιμάζει καθημερινά φαγητά για τα τμήματα έτοιμου γεύματος. Ζητάμε βοηθό που θα σταθεί δίπλα στους μάγειρές μας.',
    'Our central kitchen cooks fresh dishes every day for the ready-meal counters. We need an assistant to work alongside our cooks.',
  ),
  duties: [
    bi('Προετοιμασία υλικών και μίζ αν πλας', 'Preparing ingredients and mise en place'),
    bi('Τήρηση κανόνων υγιεινής και ασφάλειας τροφίμων', 'Following food hygiene and safety rules'),
    bi('Συσκευασία και σήμανση έτοιμων γευμάτων', 'Packing and labelling ready meals'),
  ],
  requirements: [
    bi('Πιστοποιητικό υγείας σε ισχύ', 'A valid health certificate'),
    bi('Ομαδικότητα και συνέπεια', 'Team spirit and reliability'),
  ],
});

export const driverPage = jobPage({
  slug: 'driver',
  title: bi('Οδηγός διανομής', 'Delivery driver'),
  subtitle: bi('Αθήνα και Πειραιάς', 'Athens and Piraeus'),
  image: 'job-driver',
  role: bi(
    'Οι οδηγοί μας είναι το πρόσωπο της Agora στην πόρτα του πελάτη. Παραδίδετε τις παραγγελίες μέσα στη ζώνη ώρας που διάλεξε ο πελάτης.',
    'Our drivers are the face of Agora at the customer’s door. You deliver orders within the time slot the customer picked.',
  ),
  duties: [
    bi(
      'Φόρτωση και παράδοση παραγγελιών με ψυκτικό όχημα',
      'Loading and delivering orders in a refrigerated van',
    ),
    bi('Τήρηση του δρομολογίου και των ζωνών ώρας', 'Keeping to the route and the time slots'),
    bi('Ευγενική εξυπηρέτηση κατά την παράδοση', 'Friendly service at handover'),
  ],
  requirements: [
    bi('Δίπλωμα οδήγησης Β κατηγορίας', 'A category B driving licence'),
    bi('Καλή γνώση των δρόμων της Αττικής', 'Good knowledge of the streets of Attica'),
  ],
});

export const cashierPage = jobPage({
  slug: 'tamias',
  title: bi('Ταμίας', 'Cashier'),
  subtitle: bi('Καταστήματα Θεσσαλονίκης', 'Thessaloniki stores'),
  image: 'job-cashier',
  role: bi(
    'Στο ταμείο κλείνει κάθε επίσκεψη στο κατάστημα. Θέλουμε να κλείνει με ένα χαμόγελο.',
    'Every store visit ends at the till. We want it to end with a smile.',
  ),
  duties: [
    bi('Εξυπηρέτηση πελατών στο ταμείο', 'Serving customers at the till'),
    bi('Διαχείριση μετρητών και καρτών', 'Handling cash and card payments'),
    bi('Ενημέρωση για την κάρτα πόντων', 'Telling customers about the loyalty card'),
  ],
  requirements: [
    bi('Απολυτήριο λυκείου', 'Secondary school certificate'),
    bi('Διαθεσιμότητα για κυλιόμενο ωράριο', 'Availability for rotating shifts'),
  ],
});

export const packagingPage = jobPage({
  slug: 'products-packaging',
  title: bi('Υπάλληλος συσκευασίας προϊόντων', 'Product packaging employee'),
  subtitle: bi('Κέντρο διανομής Ασπροπύργου', 'Aspropyrgos distribution centre'),
  image: 'job-packaging',
  role: bi(
    'Στο κέντρο διανομής συλλέγουμε και συσκευάζουμε τις ηλεκτρονικές παραγγελίες, ώστε να φτάνουν φρέσκες και άθικτες.',
    'At the distribution centre we pick and pack online orders so they arrive fresh and intact.',
  ),
  duties: [
    bi('Συλλογή προϊόντων ανά παραγγελία', 'Picking products for each order'),
    bi('Σωστή συσκευασία φρέσκων και κατεψυγμένων', 'Packing fresh and frozen goods correctly'),
    bi('Έλεγχος ποιότητας πριν τη φόρτωση', 'Quality check before loading'),
  ],
  requirements: [
    bi('Προσοχή στη λεπτομέρεια', 'Attention to detail'),
    bi('Καλή φυσική κατάσταση', 'Good physical fitness'),
  ],
});

export const jobPages = [
  wineryEmployeePage,
  chefAssistantPage,
  driverPage,
  cashierPage,
  packagingPage,
];
