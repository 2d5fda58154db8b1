import { bi } from '../bilingual';
import { corporateContent } from '../blocks';
import { corporatePage } from '../page';

// Generic templates: the bracketed placeholders are filled in by the operator of a real shop.

export const termsOfUsePage = corporatePage({
  slug: 'terms-of-use',
  title: bi('Όροι χρήσης', 'Terms of use'),
  subtitle: bi('Τελευταία ενημέρωση: [ΗΜΕΡΟΜΗΝΙΑ]', 'Last updated: [DATE]'),
  blocks: [
    corporateContent('terms-of-use/general', {
      title: bi('1. Γενικά', '1. General'),
      image: null,
      description: bi(
        '<p>Ο παρών ιστότοπος ανήκει στην εταιρεία [ΕΠΩΝΥΜΙΑ ΕΤΑΙΡΕΙΑΣ] (στο εξής «η Εταιρεία»). Η χρήση του ιστότοπου σημαίνει ότι αποδέχεστε τους παρόντες όρους. Αν δεν συμφωνείτε, παρακαλούμε να μη χρησιμοποιείτε τον ιστότοπο.</p>',
        '<p>This website belongs to [COMPANY NAME] (the "Company"). By using the website you accept these terms. If you do not agree, please do not use the website.</p>',
      ),
      buttontext: null,
      redirection_link: null,
    }),
    corporateContent('terms-of-use/orders', {
      title: bi('2. Παραγγελίες και τιμές', '2. Orders and prices'),
      image: null,
      description: bi(
        '<p>Οι τιμές περιλαμβάνουν ΦΠΑ. Η Εταιρεία μπορεί να διορθώσει προφανή σφάλματα τιμών πριν επιβεβαιώσει μια παραγγελία. Τα προϊόντα ζυγιζόμενου βάρους χρεώνονται με το πραγματικό τους βάρος.</p>',
        '<p>Prices include VAT. The Company may correct obvious pricing errors before confirming an order. Products sold by weight are charged by their actual weight.</p>',
      ),
      buttontext: null,
      redirection_link: null,
    }),
    corporateContent('terms-of-use/liability', {
      title: bi('3. Ευθύνη', '3. Liability'),
      image: null,
      description: bi(
        '<p>Η Εταιρεία φροντίζει για την ακρίβεια των πληροφοριών του ιστότοπου, χωρίς να εγγυάται ότι είναι πάντα πλήρεις ή χωρίς διακοπές. Το περιεχόμενο προστατεύεται από τη νομοθεσία για την πνευματική ιδιοκτησία.</p>',
        '<p>The Company takes care that the information on the website is accurate, without guaranteeing that it is always complete or uninterrupted. The content is protected by intellectual property law.</p>',
      ),
      buttontext: null,
      redirection_link: null,
    }),
    corporateContent('terms-of-use/contact', {
      title: bi('4. Επικοινωνία', '4. Contact'),
      image: null,
      description: bi(
        '<p>Για κάθε ερώτηση σχετικά με τους όρους επικοινωνήστε μαζί μας: [ΣΤΟΙΧΕΙΑ ΕΠΙΚΟΙΝΩΝΙΑΣ].</p>',
        '<p>For any question about these terms, contact us: [CONTACT DETAILS].</p>',
      ),
      buttontext: null,
      redirection_link: null,
    }),
  ],
});

export const privacyPolicyPage = corporatePage({
  slug: 'privacy-policy',
  title: bi('Πολιτική προστασίας προσωπικών δεδομένων', 'Privacy policy'),
  subtitle: bi('Τελευταία ενημέρωση: [ΗΜΕΡΟΜΗΝΙΑ]', 'Last updated: [DATE]'),
  blocks: [
    corporateContent('privacy-policy/controller', {
      title: bi('Υπεύθυνος επεξεργασίας', 'Data controller'),
      image: null,
      description: bi(
        '<p>Υπεύθυνος επεξεργασίας των προσωπικών σας δεδομένων είναι η [ΕΠΩΝΥΜΙΑ ΕΤΑΙΡΕΙΑΣ], [ΣΤΟΙΧΕΙΑ ΕΠΙΚΟΙΝΩΝΙΑΣ].</p>',
        '<p>The controller of your personal data is [COMPANY NAME], [CONTACT DETAILS].</p>',
      ),
      buttontext: null,
      redirection_link: null,
    }),
    corporateContent('privacy-policy/data', {
      title: bi('Ποια δεδομένα συλλέγουμε', 'What data we collect'),
      image: null,
      description: bi(
        '<ul><li>Στοιχεία λογαριασμού: όνομα, email, τηλέφωνο</li><li>Διευθύνσεις παράδοσης</li><li>Ιστορικό παραγγελιών και λίστες</li><li>Τεχνικά δεδομένα και cookies, σύμφωνα με τις επιλογές σας</li></ul>' +
          '<p>Χρησιμοποιούμε τα δεδομένα για να εκτελέσουμε τις παραγγελίες σας και, μόνο με τη συγκατάθεσή σας, για ενημερωτικά μηνύματα.</p>',
        '<ul><li>Account details: name, e-mail, phone</li><li>Delivery addresses</li><li>Order history and lists</li><li>Technical data and cookies, according to your choices</li></ul>' +
          '<p>We use the data to fulfil your orders and, only with your consent, for newsletters.</p>',
      ),
      buttontext: null,
      redirection_link: null,
    }),
    corporateContent('privacy-policy/rights', {
      title: bi('Τα δικαιώματά σας', 'Your rights'),
      image: null,
      description: bi(
        '<p>Έχετε δικαίωμα πρόσβασης, διόρθωσης, διαγραφής, περιορισμού, φορητότητας και εναντίωσης. Απαντάμε σε κάθε αίτημα <strong>μέσα σε έναν μήνα</strong> από την παραλαβή του.</p>',
        '<p>You have the right of access, rectification, erasure, restriction, portability and objection. We answer every request <strong>within one month</strong> of receiving it.</p>',
      ),
      buttontext: null,
      redirection_link: null,
    }),
    corporateContent('privacy-policy/children', {
      title: bi('Ανήλικοι', 'Children'),
      image: null,
      description: bi(
        '<p>Οι υπηρεσίες μας δεν απευθύνονται σε άτομα κάτω των <strong>13 ετών</strong> και δεν συλλέγουμε εν γνώσει μας δεδομένα τους.</p>',
        '<p>Our services are not meant for anyone under <strong>13 years</strong> of age, and we do not knowingly collect their data.</p>',
      ),
      buttontext: bi('Ρυθμίσεις cookies', 'Cookie settings'),
      redirection_link: bi('/cookies', '/en/cookies'),
    }),
  ],
});

export const legalPages = [termsOfUsePage, privacyPolicyPage];
