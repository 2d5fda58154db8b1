import { type Bi, bi } from '../bilingual';
import { corporateContent } from '../blocks';
import { corporatePage } from '../page';

export interface Faq {
  key: string;
  question: Bi;
  /** Rich HTML. */
  answer: Bi;
}

export const faqs: Faq[] = [
  {
    key: 'delivery-hours',
    question: bi('Ποιες ώρες γίνονται παραδόσεις;', 'When do you deliver?'),
    answer: bi(
      '<p>Η τακτική παράδοση γίνεται κάθε μέρα από τις 8:00 έως τις 20:00, σε ζώνες δύο ωρών. Η γρήγορη παράδοση γίνεται την ίδια μέρα, σε ζώνες μίας ώρας.</p>',
      '<p>Regular delivery runs every day from 8 AM to 8 PM, in two-hour slots. Express delivery is on the same day, in one-hour slots.</p>',
    ),
  },
  {
    key: 'reserve-slot',
    question: bi(
      'Μπορώ να κρατήσω ζώνη ώρας πριν ολοκληρώσω την παραγγελία;',
      'Can I reserve a time slot before checking out?',
    ),
    answer: bi(
      '<p>Ναι. Διαλέξτε ζώνη από την κεφαλίδα του καταστήματος· η κράτηση ισχύει για περιορισμένο χρόνο, που φαίνεται δίπλα στη ζώνη.</p>',
      '<p>Yes. Pick a slot from the shop header; the reservation holds for a limited time, shown next to the slot.</p>',
    ),
  },
  {
    key: 'curbside',
    question: bi(
      'Πώς λειτουργεί η παραλαβή από το κατάστημα;',
      'How does pickup from the store work?',
    ),
    answer: bi(
      '<p>Παραγγέλνετε online, διαλέγετε κατάστημα και ώρα, και σας φέρνουμε τις σακούλες στο αυτοκίνητο την ώρα που επιλέξατε.</p>',
      '<p>You order online, choose a store and a time, and we bring the bags to your car at the time you chose.</p>',
    ),
  },
  {
    key: 'minimum-order',
    question: bi('Υπάρχει ελάχιστη αξία παραγγελίας;', 'Is there a minimum order value?'),
    answer: bi(
      '<p>Ναι, για την παράδοση στο σπίτι. Το καλάθι σας δείχνει πόσο λείπει ακόμη και πόσο απέχετε από τη δωρεάν παράδοση.</p>',
      '<p>Yes, for home delivery. Your basket shows how much is still missing and how far you are from free delivery.</p>',
    ),
  },
  {
    key: 'edit-order',
    question: bi(
      'Μπορώ να αλλάξω μια παραγγελία που έχω ήδη στείλει;',
      'Can I change an order I have already placed?',
    ),
    answer: bi(
      '<p>Μπορείτε να την αλλάξετε ή να την ακυρώσετε από τις «Παραγγελίες μου», μέχρι να ξεκινήσει η συλλογή των προϊόντων.</p>',
      '<p>You can change or cancel it from "My orders" until we start picking the products.</p>',
    ),
  },
  {
    key: 'substitutions',
    question: bi(
      'Τι γίνεται αν ένα προϊόν δεν είναι διαθέσιμο;',
      'What if a product is not available?',
    ),
    answer: bi(
      '<p>Στο καλάθι μπορείτε να αφήσετε σχόλιο για κάθε προϊόν και να δηλώσετε αν δέχεστε αντικατάσταση. Αν δεν τη δέχεστε, το προϊόν αφαιρείται και δεν χρεώνεται.</p>',
      '<p>In the basket you can leave a comment on each product and say whether you accept a substitute. If you do not, the product is removed and not charged.</p>',
    ),
  },
  {
    key: 'loyalty',
    question: bi('Πώς κερδίζω πόντους;', 'How do I earn points?'),
    answer: bi(
      '<p>Προσθέστε την κάρτα Agora στον λογαριασμό σας και κερδίζετε πόντους σε κάθε αγορά, στο κατάστημα και online.</p>',
      '<p>Add your Agora card to your account and earn points on every purchase, in store and online.</p>',
    ),
  },
  {
    key: 'payment',
    question: bi('Ποιους τρόπους πληρωμής δέχεστε;', 'Which payment methods do you accept?'),
    answer: bi(
      '<p>Visa, Mastercard, Maestro, American Express, Apple Pay και Google Pay. Η κάρτα χρεώνεται με το τελικό ποσό μετά τη συλλογή.</p>',
      '<p>Visa, Mastercard, Maestro, American Express, Apple Pay and Google Pay. Your card is charged the final amount after picking.</p>',
    ),
  },
  {
    key: 'support',
    question: bi('Πώς επικοινωνώ με την εξυπηρέτηση πελατών;', 'How do I reach customer support?'),
    answer: bi(
      '<p>Τηλεφωνικά Δευτέρα έως Σάββατο 8:00-20:00 και Κυριακή 9:00-18:00, ή με email· απαντάμε μέσα σε 24 ώρες.</p>',
      '<p>By phone Monday to Saturday 8 AM-8 PM and Sunday 9 AM-6 PM, or by e-mail; we reply within 24 hours.</p>',
    ),
  },
];

/** The FAQ page (/corporate/faqs): one text block per question, served under the slug `faqs`. */
export const faqsPage = corporatePage({
  slug: 'faqs',
  title: bi('Συχνές ερωτήσεις', 'Frequently asked questions'),
  subtitle: bi('Οι απαντήσεις που ψάχνετε', 'The answers you are looking for'),
  blocks: faqs.map((faq) =>
    corporateContent(`faqs/${faq.key}`, {
      title: faq.question,
      image: null,
      description: faq.answer,
      buttontext: null,
      redirection_link: null,
    }),
  ),
});
