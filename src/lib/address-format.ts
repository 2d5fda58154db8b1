/** Street and number order in a displayed address (`format.addressStreetPattern`). */
export type StreetPattern = 'STREET_FIRST' | 'NUMBER_FIRST';

export interface FormattableAddress {
  street: string;
  streetNo?: string | undefined;
  city?: string | undefined;
  postalCode?: string | undefined;
}

/** "Ermou 12" (street first) or "12 Ermou" (number first); no number gives the street alone. */
export function formatStreetLine(address: FormattableAddress, pattern: StreetPattern): string {
  const street = address.street.trim();
  const number = address.streetNo?.trim();
  if (!number) return street;
  return pattern === 'NUMBER_FIRST' ? `${number} ${street}` : `${street} ${number}`;
}

/** The subtitle: city and postal code ("Αθήνα 10563"), whichever are known. */
export const formatCityLine = (address: FormattableAddress): string =>
  [address.city?.trim(), address.postalCode?.trim()].filter(Boolean).join(' ');

/** One line: "Ermou 12, Αθήνα 10563". */
export function formatAddressLine(address: FormattableAddress, pattern: StreetPattern): string {
  return [formatStreetLine(address, pattern), formatCityLine(address)].filter(Boolean).join(', ');
}
