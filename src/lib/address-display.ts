import type { Address } from '@/api/contract/addresses';
import { formatCityLine, formatStreetLine, type StreetPattern } from '@/lib/address-format';

/** What one address card shows, in order (content-side.md "User address (presentation)"). */
export interface AddressCardLines {
  /** "Σκουφά 24" (STREET_FIRST) or "24 Σκουφά" (NUMBER_FIRST). */
  title: string;
  /** City and postal code. */
  subtitle: string;
  /** Shown after the floor label, when given. */
  floor: string | null;
  /** Shown after the doorbell label, when given. */
  doorbell: string | null;
  /** On its own line, when given. */
  phone: string | null;
}

const orNull = (value: string) => value.trim() || null;

export const addressCardLines = (address: Address, pattern: StreetPattern): AddressCardLines => ({
  title: formatStreetLine(address, pattern),
  subtitle: formatCityLine(address),
  floor: orNull(address.floor),
  doorbell: orNull(address.nameAtBell),
  phone: orNull(address.contactPhone),
});
