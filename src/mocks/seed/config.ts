import type { AppConfigurationInput } from '@/api/contract/config';

/**
 * The demo platform's configuration: every key of the contract's configuration schema, explicit.
 * Guest ordering, loyalty, gifts, newsletter, brand pages and packaging fees are on so the demo
 * shows every feature; scenarios may switch some off per session.
 */
export const DEMO_CONFIGURATION = {
  fields: {
    address: {
      city: { minLength: 2, maxLength: 60 },
      street: { minLength: 2, maxLength: 80 },
      streetNo: { minLength: 1, maxLength: 10 },
      postalCode: { minLength: 5, maxLength: 5, format: 'NUMERIC' },
    },
    orderItems: { comments: { maxLength: 100 } },
  },
  addresses: { limit: 5 },
  order: { guest: { enabled: true } },
  catalog: {
    product: { packagingFee: { enabled: true } },
    brand: { specialPageDisplay: { enabled: true } },
  },
  timeslots: { calculation: { strategy: 'DEFAULT' } },
  loyalty: { enabled: true },
  giftOrder: { enabled: true },
  services: { newsletter: { enabled: true }, chatbot: { enabled: false } },
  format: { addressStreetPattern: 'STREET_FIRST' },
} as const satisfies AppConfigurationInput;
