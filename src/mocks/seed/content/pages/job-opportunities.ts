import { bi, localized } from '../bilingual';
import { corporateContent, imageGrid } from '../blocks';
import { openJobsSlider } from '../blocks/open-jobs-slider';
import { imageAsset } from '../media';
import { corporatePage } from '../page';

export const jobOpportunitiesPage = corporatePage({
  slug: 'job-opportunities',
  title: bi('Θέσεις εργασίας', 'Job opportunities'),
  subtitle: bi('Δουλέψτε μαζί μας', 'Work with us'),
  editor: 'hr',
  blocks: [
    corporateContent(
      'job-opportunities/intro',
      {
        title: bi('Γίνετε μέλος της ομάδας μας', 'Join our team'),
        image: imageAsset('jobs-team'),
        description: bi(
          '<p>Περισσότεροι από 3.000 συνάδελφοι σε καταστήματα, κουζίνες, αποθήκες και γραφεία φροντίζουν κάθε μέρα να βρίσκετε ό,τι χρειάζεστε. Ψάχνουμε ανθρώπους με μεράκι, σε κάθε στάδιο της καριέρας τους.</p>',
          '<p>More than 3,000 colleagues in stores, kitchens, warehouses and offices make sure every day that you find what you need. We are looking for people who care, at every stage of their career.</p>',
        ),
        buttontext: bi('Δείτε τις αγγελίες', 'See the job posts'),
        redirection_link: localized('/corporate/blogs/job-openings-v2'),
      },
      'hr',
    ),
    imageGrid('job-opportunities/why', {
      title: bi('Γιατί Agora', 'Why Agora'),
      image_grid_cards: [
        {
          card_title: bi('Εκπαίδευση', 'Training'),
          card_type: 0,
          card_subtitle: null,
          card_description: bi(
            'Κάθε νέος συνάδελφος περνά από την Ακαδημία Agora.',
            'Every new colleague goes through the Agora Academy.',
          ),
          image: null,
          whitebackground: true,
          button_text: bi('Η Ακαδημία', 'The Academy'),
          url_button: localized('/corporate/corporatecontent/agora-academy'),
        },
        {
          card_title: bi('Ομάδα', 'Team'),
          card_type: 1,
          card_subtitle: null,
          card_description: null,
          image: imageAsset('grid-team-lunch'),
          whitebackground: false,
          button_text: null,
          url_button: null,
        },
        {
          card_title: bi('Εξέλιξη', 'Growth'),
          card_type: 2,
          card_subtitle: bi(
            'Οι μισοί διευθυντές καταστημάτων μας ξεκίνησαν από το ταμείο.',
            'Half of our store managers started at the till.',
          ),
          card_description: null,
          image: imageAsset('grid-store-manager'),
          whitebackground: false,
          button_text: null,
          url_button: null,
        },
      ],
    }),
    openJobsSlider(),
    corporateContent(
      'job-opportunities/actions',
      {
        title: bi('Μια εταιρεία που νοιάζεται', 'A company that cares'),
        image: null,
        description: bi(
          '<p>Εργάζεστε σε μια εταιρεία που στηρίζει την κοινωνία και το περιβάλλον.</p>',
          '<p>You work for a company that supports society and the environment.</p>',
        ),
        buttontext: bi('Δείτε ποιες είναι οι δράσεις μας', 'See what our actions are'),
        redirection_link: localized('/corporate/blogs/media-releases'),
      },
      'hr',
    ),
  ],
});
