import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_MAP_CENTER,
  type StreetSuggestion,
  suggestStreets,
} from '@/lib/address-autocomplete';

const street = (name: string, country: string): StreetSuggestion => ({
  street: name,
  city: 'Αθήνα',
  postalCode: '10563',
  country,
  latitude: 37.97,
  longitude: 23.72,
});

describe('address autocomplete', () => {
  it('asks the provider for Greece only and drops foreign streets', async () => {
    const suggest = vi.fn(async () => [street('Ερμού', 'gr'), street('Ermou', 'cy')]);
    const found = await suggestStreets({ suggest }, ' Ερμ ');
    expect(suggest).toHaveBeenCalledWith('Ερμ', { country: 'gr' });
    expect(found.map((s) => s.street)).toEqual(['Ερμού']);
  });

  it('does not ask for fewer than 2 characters', async () => {
    const suggest = vi.fn(async () => [street('Ερμού', 'gr')]);
    expect(await suggestStreets({ suggest }, 'Ε')).toEqual([]);
    expect(suggest).not.toHaveBeenCalled();
  });

  it('centres the map on Athens by default', () => {
    expect(DEFAULT_MAP_CENTER).toEqual({ latitude: 37.98381, longitude: 23.727539 });
  });
});
