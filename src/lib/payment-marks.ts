/** The cards and wallets the shop accepts online: the footer's payment marks (spec §9). */
export const paymentMarks = [
  'Visa',
  'Mastercard',
  'Maestro',
  'American Express',
  'Apple Pay',
  'Google Pay',
] as const;
export type PaymentMarkName = (typeof paymentMarks)[number];
