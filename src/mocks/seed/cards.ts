import type { SavedCard } from '@/api/contract/user';

/** The demo customer's saved cards: seeded by the demo platform, walked by the card journey's paths. */
export const DEMO_CARDS: SavedCard[] = [
  { _id: 'card-demo-visa', brand: 'visa', last4: '4242', expiryMonth: 8, expiryYear: 2028 },
  {
    _id: 'card-demo-mastercard',
    brand: 'mastercard',
    last4: '5100',
    expiryMonth: 1,
    expiryYear: 2027,
  },
];
