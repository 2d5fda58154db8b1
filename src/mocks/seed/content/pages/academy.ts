import { bi, localized } from '../bilingual';
import { corporateContent, disabled, highlights, imageGallery } from '../blocks';
import { imageAsset } from '../media';
import { corporatePage } from '../page';

export const academyPage = corporatePage({
  slug: 'agora-academy',
  title: bi('Ακαδημία Agora', 'Agora Academy'),
  subtitle: bi('Μαθαίνουμε δουλεύοντας μαζί', 'Learning by working together'),
  editor: 'hr',
  blocks: [
    corporateContent(
      'agora-academy/intro',
      {
        title: bi('Η σχολή μας', 'Our school'),
        image: imageAsset('academy-classroom'),
        description: bi(
          '<p>Η Ακαδημία Agora εκπαιδεύει κάθε χρόνο εκατοντάδες συναδέλφους: από τα πρώτα βήματα στο κατάστημα μέχρι τη διοίκηση ομάδων. Τα μαθήματα γίνονται σε αίθουσα, στο κατάστημα και online.</p>',
          '<p>Every year the Agora Academy trains hundreds of colleagues: from first steps on the shop floor to leading a team. Lessons take place in the classroom, in store and online.</p>',
        ),
        buttontext: null,
        redirection_link: null,
      },
      'hr',
    ),
    highlights('agora-academy/programmes', {
      title: bi('Προγράμματα', 'Programmes'),
      show_title: true,
      lightgreybackground: false,
      items: [
        {
          title: bi('Πρώτη μέρα', 'First day'),
          image: imageAsset('academy-first-day'),
          description: bi(
            'Γνωριμία με την εταιρεία, την ασφάλεια και τα συστήματα.',
            'Meeting the company, safety and our systems.',
          ),
          link: null,
        },
        {
          title: bi('Φρέσκα τρόφιμα', 'Fresh food'),
          image: imageAsset('academy-fresh-food'),
          description: bi(
            'Χειρισμός φρούτων, κρέατος και ψαριού από έμπειρους συναδέλφους.',
            'Handling fruit, meat and fish, taught by experienced colleagues.',
          ),
          link: null,
        },
        {
          title: bi('Εξυπηρέτηση', 'Customer service'),
          image: imageAsset('academy-service'),
          description: bi(
            'Πώς ακούμε, πώς βοηθάμε, πώς λύνουμε ένα πρόβλημα.',
            'How we listen, how we help, how we solve a problem.',
          ),
          link: null,
        },
        {
          title: bi('Ηγεσία', 'Leadership'),
          image: imageAsset('academy-leadership'),
          description: bi(
            'Για υπεύθυνους τμημάτων και μελλοντικούς διευθυντές.',
            'For department heads and future managers.',
          ),
          link: localized('/corporate/corporatecontent/job-opportunities'),
        },
      ],
    }),
    imageGallery('agora-academy/gallery', {
      title: bi('Από τα μαθήματα', 'From our lessons'),
      images: [
        imageAsset('gallery-academy-1'),
        imageAsset('gallery-academy-2'),
        imageAsset('gallery-academy-3'),
        imageAsset('gallery-academy-4'),
      ],
    }),
    disabled(
      corporateContent(
        'agora-academy/graduation',
        {
          title: bi('Τελετή αποφοίτησης 2024', '2024 graduation ceremony'),
          image: null,
          description: bi(
            '<p>Η ανακοίνωση θα δημοσιευτεί σύντομα.</p>',
            '<p>The announcement will be published soon.</p>',
          ),
          buttontext: null,
          redirection_link: null,
        },
        'hr',
      ),
    ),
  ],
});
