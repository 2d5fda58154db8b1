import type { AppConfiguration } from '@/api/contract/config';
import type { ScenarioName } from '../scenarios';

/**
 * The configuration the demo platform answers with and checks against under the session's
 * scenarios (`guest-disabled`, `slots-by-cart`, `chatbot`, `address-formats`, `number-first`,
 * `address-limit`).
 */
export function configurationFor(
  base: AppConfiguration,
  scenarios: ReadonlySet<ScenarioName>,
): AppConfiguration {
  let config = base;
  if (scenarios.has('guest-disabled')) config = { ...config, order: { guest: { enabled: false } } };
  if (scenarios.has('slots-by-cart')) {
    config = { ...config, timeslots: { calculation: { strategy: 'USING_CART_INFO' } } };
  }
  if (scenarios.has('chatbot')) {
    config = { ...config, services: { ...config.services, chatbot: { enabled: true } } };
  }
  if (scenarios.has('address-formats')) {
    const { address } = config.fields;
    config = {
      ...config,
      fields: {
        ...config.fields,
        address: {
          ...address,
          streetNo: { ...address.streetNo, format: 'NUMERIC' },
          city: { ...address.city, format: 'ALPHANUMERIC' },
        },
      },
    };
  }
  if (scenarios.has('address-limit')) config = { ...config, addresses: { limit: 3 } };
  if (scenarios.has('number-first')) {
    config = { ...config, format: { addressStreetPattern: 'NUMBER_FIRST' } };
  }
  return config;
}
