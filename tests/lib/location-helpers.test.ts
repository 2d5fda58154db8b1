import { describe, expect, it } from 'vitest';
import { formatAddressLine, formatCityLine, formatStreetLine } from '@/lib/address-format';
import { distanceKm, formatDistance } from '@/lib/distance';
import { validatePhone, validatePostalCode, validateText } from '@/lib/field-rules';
import { foldText, matchesStoreQuery, storesFor } from '@/lib/store-search';

const syntagma = { latitude: 37.9755, longitude: 23.7348 };
const acropolis = { latitude: 37.9715, longitude: 23.7257 };
const piraeus = { latitude: 37.942, longitude: 23.6465 };
const kifisia = { latitude: 38.074, longitude: 23.811 };

describe('distance (great circle, statute miles x 1.609344, one decimal)', () => {
  // Checked against an independent haversine (R 6371.0088 km): 0.913, 8.591, 12.826 km.
  it('measures known pairs of Athens points', () => {
    expect(distanceKm(syntagma, acropolis)).toBe(0.9);
    expect(distanceKm(syntagma, piraeus)).toBe(8.6);
    expect(distanceKm(syntagma, kifisia)).toBe(12.8);
  });
  it('is symmetric and zero for the same point', () => {
    expect(distanceKm(piraeus, syntagma)).toBe(distanceKm(syntagma, piraeus));
    expect(distanceKm(syntagma, syntagma)).toBe(0);
  });
  it('shows km with the Greek abbreviation by default, km in English', () => {
    expect(formatDistance(8.5)).toBe('8,5 χλμ');
    expect(formatDistance(8.5, 'el')).toBe('8,5 χλμ');
    expect(formatDistance(12, 'en')).toBe('12.0 km');
  });
});

describe('postal code validation', () => {
  const numeric = { minLength: 5, maxLength: 5, format: 'NUMERIC' as const };
  it('trims spaces and accepts 5 digits by default', () => {
    expect(validatePostalCode(' 115 27 ')).toBeNull();
  });
  it('gives distinct codes: required, pattern, too short, too long', () => {
    expect(validatePostalCode('   ', numeric)).toEqual({ code: 'required' });
    expect(validatePostalCode('11a27', numeric)).toEqual({ code: 'numericOnly' });
    expect(validatePostalCode('1152', numeric)).toEqual({ code: 'tooShort', min: 5 });
    expect(validatePostalCode('115270', numeric)).toEqual({ code: 'tooLong', max: 5 });
  });
  it('ALPHANUMERIC allows letters and digits only', () => {
    const rule = { minLength: 3, maxLength: 8, format: 'ALPHANUMERIC' as const };
    expect(validatePostalCode('SW1A 1AA', rule)).toBeNull();
    expect(validatePostalCode('SW1-1AA', rule)).toEqual({ code: 'alphanumericOnly' });
  });
  it('raises a configured minimum of 0 or less to 1 for text fields', () => {
    expect(validateText(' ', { minLength: 0, maxLength: 10 })).toEqual({ code: 'required' });
    expect(validateText('a', { minLength: -2, maxLength: 10 })).toBeNull();
    expect(validateText('Ermou', { minLength: 1, maxLength: 3 })).toEqual({
      code: 'tooLong',
      max: 3,
    });
  });
  it('checks the contact phone', () => {
    expect(validatePhone('691 234 5678')).toBeNull();
    expect(validatePhone('+30 6912345678')).toBeNull();
    expect(validatePhone('69-12a')).toEqual({ code: 'invalidPhone' });
    expect(validatePhone('69123')).toEqual({ code: 'tooShort', min: 10 });
    expect(validatePhone('')).toEqual({ code: 'required' });
  });
});

describe('address formatting', () => {
  const address = { street: 'Ερμού', streetNo: '12', city: 'Αθήνα', postalCode: '10563' };
  it('street then number, or number then street', () => {
    expect(formatStreetLine(address, 'STREET_FIRST')).toBe('Ερμού 12');
    expect(formatStreetLine(address, 'NUMBER_FIRST')).toBe('12 Ερμού');
    expect(formatStreetLine({ street: 'Ermou', streetNo: '12' }, 'NUMBER_FIRST')).toBe('12 Ermou');
  });
  it('subtitle city and postal code; one line with both', () => {
    expect(formatCityLine(address)).toBe('Αθήνα 10563');
    expect(formatAddressLine(address, 'STREET_FIRST')).toBe('Ερμού 12, Αθήνα 10563');
    expect(formatAddressLine({ street: 'Ermou' }, 'STREET_FIRST')).toBe('Ermou');
  });
});

describe('store search', () => {
  const store = (name: string, at: typeof syntagma, city = 'Αθήνα') => ({
    name,
    address: { ...at, region: 'Αττική', city, street: 'Πατριάρχου Ιωακείμ' },
  });
  const stores = [store('Agora Πειραιάς', piraeus, 'Πειραιάς'), store('Agora Κολωνάκι', acropolis)];
  it('matches lowercase, accent-stripped name, region, city and street', () => {
    expect(foldText('Κολωνάκι')).toBe('κολωνακι');
    expect(matchesStoreQuery(stores[1]!, 'ΚΟΛΩΝΑΚΙ')).toBe(true);
    expect(matchesStoreQuery(stores[1]!, 'agora κολωνάκι')).toBe(true);
    expect(matchesStoreQuery(stores[0]!, 'πειραι')).toBe(true);
    expect(matchesStoreQuery(stores[0]!, 'αττικη')).toBe(true);
    expect(matchesStoreQuery(stores[0]!, 'ιωακειμ')).toBe(true);
    expect(matchesStoreQuery(stores[0]!, 'kifisia')).toBe(false);
  });
  it("matches a shop's title as well as its name (take-away shops are named by slug)", () => {
    const shop = { ...store('kolonaki', acropolis), title: 'Agora Κολωνάκι' };
    expect(matchesStoreQuery(shop, 'agora κολωνακι')).toBe(true);
    expect(matchesStoreQuery(shop, 'ΚΟΛΩΝΆΚΙ')).toBe(true);
    expect(matchesStoreQuery({ ...shop, title: 'Agora Πλάκα' }, 'KOLONAKI')).toBe(true);
    expect(matchesStoreQuery(shop, 'πλακα')).toBe(false);
  });
  it('keeps the platform order without a location, sorts by distance with one', () => {
    expect(storesFor(stores, '', null).map((s) => s.name)).toEqual([
      'Agora Πειραιάς',
      'Agora Κολωνάκι',
    ]);
    const sorted = storesFor(stores, '', syntagma);
    expect(sorted.map((s) => s.name)).toEqual(['Agora Κολωνάκι', 'Agora Πειραιάς']);
    expect(sorted.map((s) => s.address.distance)).toEqual([0.9, 8.6]);
  });
});
