import { useQuery } from '@tanstack/react-query';
import type { StreetPattern } from '@/lib/address-format';
import { configurationQuery } from '../queries/content';

/**
 * `format.addressStreetPattern` of the configuration: street then number, or number then street,
 * wherever an address is shown. The default (street first) until the configuration is read.
 */
export function useStreetPattern(): StreetPattern {
  const { data } = useQuery({
    ...configurationQuery(),
    select: (config) => config.format.addressStreetPattern,
  });
  return data ?? 'STREET_FIRST';
}
