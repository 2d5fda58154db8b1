import type { Localized } from './seed/catalogue/types';

/** Server messages of the demo platform (`userMessage`), in both shop languages. */
export const MESSAGES = {
  APP_ID_MISSING: {
    el: 'Λείπει η ταυτότητα της εφαρμογής (appId).',
    en: 'The application id (appId) is missing.',
  },
  UNAUTHORIZED: {
    el: 'Η σύνδεσή σας έληξε. Συνδεθείτε ξανά.',
    en: 'Your session has ended. Please log in again.',
  },
  VALIDATION_FAILED: {
    el: 'Τα στοιχεία που στάλθηκαν δεν είναι έγκυρα.',
    en: 'The data sent is not valid.',
  },
  INVALID_CREDENTIALS: {
    el: 'Λάθος e-mail ή κωδικός πρόσβασης.',
    en: 'Wrong e-mail or password.',
  },
  WRONG_PASSWORD: {
    el: 'Ο τρέχων κωδικός δεν είναι σωστός.',
    en: 'The current password is not right.',
  },
  EMAIL_TAKEN: {
    el: 'Υπάρχει ήδη λογαριασμός με αυτό το e-mail.',
    en: 'An account with this e-mail already exists.',
  },
  ADDRESS_LIMIT: {
    el: 'Έχετε αποθηκεύσει τις περισσότερες διευθύνσεις που επιτρέπονται. Διαγράψτε μία για να προσθέσετε άλλη.',
    en: 'You have saved the most addresses allowed. Delete one to add another.',
  },
  NOT_FOUND: { el: 'Δεν βρέθηκε.', en: 'Not found.' },
  PRODUCT_NOT_FOUND: { el: 'Το προϊόν δεν βρέθηκε.', en: 'The product was not found.' },
  BRAND_NOT_FOUND: { el: 'Η μάρκα δεν βρέθηκε.', en: 'The brand was not found.' },
  BUNDLE_NOT_FOUND: { el: 'Η προσφορά δεν βρέθηκε.', en: 'The offer was not found.' },
  PAGE_NOT_FOUND: { el: 'Η σελίδα δεν βρέθηκε.', en: 'The page was not found.' },
  ORDER_LOCKED: {
    el: 'Η παραγγελία δεν αλλάζει πια: το κατάστημα έχει ξεκινήσει την προετοιμασία της.',
    en: 'This order can no longer be changed: the shop has started preparing it.',
  },
  ORDER_NOT_FOUND: { el: 'Η παραγγελία δεν βρέθηκε.', en: 'The order was not found.' },
  CARD_NOT_FOUND: { el: 'Η κάρτα δεν βρέθηκε.', en: 'The card was not found.' },
  LIST_NOT_FOUND: { el: 'Η λίστα δεν βρέθηκε.', en: 'The list was not found.' },
  LIST_ALREADY_EXISTS: {
    el: 'Υπάρχει ήδη λίστα με αυτό το όνομα.',
    en: 'A list with this name already exists.',
  },
  LIST_NOT_EDITABLE: {
    el: 'Αυτή η λίστα δεν αλλάζει όνομα και δεν διαγράφεται.',
    en: 'This list cannot be renamed or deleted.',
  },
  ADDRESS_NOT_FOUND: { el: 'Η διεύθυνση δεν βρέθηκε.', en: 'The address was not found.' },
  ADDRESS_NOT_ELIGIBLE: {
    el: 'Δυστυχώς δεν εξυπηρετούμε ακόμη αυτή την περιοχή.',
    en: 'Sorry, we do not serve this area yet.',
  },
  AVATAR_INVALID: {
    el: 'Η εικόνα δεν είναι έγκυρη (JPEG, PNG, GIF ή WebP έως 1 MB).',
    en: 'The image is not valid (JPEG, PNG, GIF or WebP up to 1 MB).',
  },
  SHOP_NOT_FOUND: { el: 'Το κατάστημα δεν βρέθηκε.', en: 'The shop was not found.' },
  SERVICE_NOT_OFFERED: {
    el: 'Το κατάστημα δεν προσφέρει αυτή την υπηρεσία.',
    en: 'The shop does not offer this service.',
  },
  SLOT_UNAVAILABLE: {
    el: 'Η ώρα που επιλέξατε δεν είναι πλέον διαθέσιμη. Επιλέξτε άλλη.',
    en: 'The time you chose is no longer available. Please pick another.',
  },
  RESERVATION_EXPIRED: {
    el: 'Η κράτηση της ώρας παράδοσης έληξε. Κλείστε ξανά ώρα.',
    en: 'Your delivery time reservation has expired. Please book again.',
  },
  EXTENSION_LIMIT: {
    el: 'Η ώρα σας έχει ήδη κρατηθεί όσες φορές επιτρέπεται. Επιλέξτε ξανά ώρα.',
    en: 'Your time slot has been held as many times as allowed. Please choose a time again.',
  },
  PRICE_CHANGED: {
    el: 'Οι τιμές κάποιων προϊόντων άλλαξαν. Ελέγξτε το καλάθι σας.',
    en: 'Some prices have changed. Please check your basket.',
  },
  ITEMS_UNAVAILABLE: {
    el: 'Κάποια προϊόντα δεν είναι πλέον διαθέσιμα.',
    en: 'Some products are no longer available.',
  },
  MINIMUM_NOT_REACHED: {
    el: 'Η παραγγελία δεν φτάνει την ελάχιστη αξία.',
    en: 'The order is below the minimum value.',
  },
  GUEST_NOT_ALLOWED: {
    el: 'Συνδεθείτε για να ολοκληρώσετε την παραγγελία.',
    en: 'Please log in to place the order.',
  },
  ADDRESS_REQUIRED: {
    el: 'Επιλέξτε διεύθυνση παράδοσης.',
    en: 'Please choose a delivery address.',
  },
  SERVER_ERROR: {
    el: 'Κάτι πήγε στραβά. Δοκιμάστε ξανά σε λίγο.',
    en: 'Something went wrong. Please try again shortly.',
  },
} satisfies Record<string, Localized>;

export type MessageCode = keyof typeof MESSAGES;
