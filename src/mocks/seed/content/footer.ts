import type { FooterContent } from '@/api/contract/content';
import { type Bilingual, bi, localized } from './bilingual';
import { contentMediaUrl, imageAsset } from './media';

const page = (slug: string) => localized(`/corporate/corporatecontent/${slug}`);

/** Invented Athens landline of customer support. */
export const supportPhone = '210 700 4500';

export const footerContent: Bilingual<FooterContent> = {
  social_icons: [
    { title: 'facebook', enabled: true, url: 'https://www.facebook.com/agora-market-demo' },
    { title: 'instagram', enabled: true, url: 'https://www.instagram.com/agora-market-demo' },
    { title: 'twitter', enabled: true, url: 'https://twitter.com/agora-market-demo' },
    { title: 'youtube', enabled: true, url: 'https://www.youtube.com/@agora-market-demo' },
    { title: 'tiktok', enabled: false, url: 'https://www.tiktok.com/@agora-market-demo' },
    { title: 'linkedin', enabled: true, url: 'https://www.linkedin.com/company/agora-market-demo' },
  ],
  name_holder: bi(
    '© Agora Market Α.Ε. Με την επιφύλαξη παντός δικαιώματος.',
    '© Agora Market S.A. All rights reserved.',
  ),
  contact_logo: imageAsset('contact-logo'),
  phone: supportPhone,
  categories: [
    {
      title: bi('Χρήσιμοι σύνδεσμοι', 'Useful links'),
      subcategories: [
        {
          subcategory_title: bi('Εταιρεία', 'Company'),
          open: true,
          entries: [
            { title: bi('Ποιοι είμαστε', 'Who we are'), url: page('about-us') },
            { title: bi('Καταστήματα', 'Stores'), url: localized('/corporate/stores/') },
            { title: bi('Ακαδημία Agora', 'Agora Academy'), url: page('agora-academy') },
            {
              title: bi('Εταιρική υπευθυνότητα', 'Corporate responsibility'),
              url: page('responsibility-actions'),
            },
            { title: bi('Καριέρα', 'Careers'), url: page('job-opportunities') },
            {
              title: bi('Δελτία τύπου', 'Press releases'),
              url: localized('/corporate/blogs/media-releases'),
            },
          ],
        },
        {
          subcategory_title: bi('Εξυπηρέτηση', 'Support'),
          open: false,
          entries: [
            // Stored with a space after the locale prefix (as in the real data): the app must cope.
            {
              title: bi('Εξυπηρέτηση πελατών', 'Customer support'),
              url: bi(
                '/corporate/corporatecontent/customer-support',
                '/en /corporate/corporatecontent/customer-support',
              ),
            },
            { title: bi('Τρόποι παράδοσης', 'Delivery options'), url: page('delivery-services') },
            { title: bi('Συχνές ερωτήσεις', 'FAQs'), url: localized('/corporate/faqs') },
            {
              title: bi('Επικοινωνία', 'Contact us'),
              url: localized('/corporate/contactform/contact-us'),
            },
          ],
        },
      ],
    },
    {
      title: bi('Νομικά', 'Legal'),
      subcategories: [
        {
          subcategory_title: bi('Πολιτική απορρήτου', 'Privacy Policy'),
          open: false,
          entries: [
            {
              title: bi('Προστασία προσωπικών δεδομένων', 'Personal data protection'),
              url: page('privacy-policy'),
            },
            { title: bi('Όροι χρήσης', 'Terms of use'), url: page('terms-of-use') },
            { title: bi('Cookies', 'Cookies'), url: localized('/cookies') },
          ],
        },
      ],
    },
  ],
  newsletter: {
    title: bi(
      'Μάθετε πρώτοι τις προσφορές της εβδομάδας',
      'Be the first to hear about this week’s offers',
    ),
    image: imageAsset('newsletter'),
    input_text: bi('Η διεύθυνση email σας', 'Your e-mail address'),
    input_link: '/categories',
    enabled: true,
  },
};

export interface PaymentMark {
  name: string;
  title: string;
  /** Image URL. */
  image: string;
}

/** Payment marks shown in the footer (no slot in the contract's footer: served as static data). */
export const footerPaymentMarks: Bilingual<PaymentMark>[] = [
  { name: 'visa', title: 'Visa', image: contentMediaUrl('payment-visa') },
  { name: 'mastercard', title: 'Mastercard', image: contentMediaUrl('payment-mastercard') },
  { name: 'maestro', title: 'Maestro', image: contentMediaUrl('payment-maestro') },
  { name: 'american-express', title: 'American Express', image: contentMediaUrl('payment-amex') },
  { name: 'apple-pay', title: 'Apple Pay', image: contentMediaUrl('payment-apple-pay') },
  { name: 'google-pay', title: 'Google Pay', image: contentMediaUrl('payment-google-pay') },
];
