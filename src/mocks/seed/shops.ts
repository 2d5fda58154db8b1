import type { ServiceId } from './products';

/**
 * Demo shops around Athens. Each delivers to the postal codes starting with its 3-digit prefixes;
 * together they cover 100xx-189xx. 19xxx (East Attica) and everything outside 10000-18999 are
 * deliberately NOT served: the demo's unsupported postal range.
 */
export interface SeedShop {
  _id: string;
  name: string;
  title: { el: string; en: string };
  region: { el: string; en: string };
  city: { el: string; en: string };
  street: { el: string; en: string };
  streetNo: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  services: ServiceId[];
  /** 3-digit postal prefixes delivered to. */
  prefixes: number[];
  /** ISO weekday (1 Monday .. 7 Sunday) -> [opensAt, closesAt]; a missing day is closed. */
  hours: Partial<Record<number, [string, string]>>;
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

const WEEKDAYS: SeedShop['hours'] = {
  1: ['08:00', '21:00'],
  2: ['08:00', '21:00'],
  3: ['08:00', '21:00'],
  4: ['08:00', '21:00'],
  5: ['08:00', '21:00'],
  6: ['08:00', '20:00'],
};
const WITH_SUNDAY: SeedShop['hours'] = { ...WEEKDAYS, 7: ['10:00', '18:00'] };

const ATHENS = { el: 'Αθήνα', en: 'Athens' };
const ATTICA = { el: 'Αττική', en: 'Attica' };

/**
 * Products a shop has run out of (availability is per shop): what the lists calls answer as not
 * available when they are asked for that shop (`shop` parameter).
 */
export const SHOP_SOLD_OUT: Readonly<Record<string, readonly string[]>> = {
  'shop-glyfada': ['1004', '1010'],
};

export const UNSUPPORTED_POSTAL_RANGE = '19000-19999 and anything outside 10000-18999';

export const SEED_SHOPS: readonly SeedShop[] = [
  {
    _id: 'shop-kolonaki',
    name: 'kolonaki',
    title: { el: 'Agora Κολωνάκι', en: 'Agora Kolonaki' },
    region: ATTICA,
    city: ATHENS,
    street: { el: 'Πατριάρχου Ιωακείμ', en: 'Patriarchou Ioakeim' },
    streetNo: '18',
    postalCode: '10675',
    latitude: 37.978,
    longitude: 23.7435,
    services: ['easy', 'express', 'takeAway'],
    prefixes: range(100, 117),
    hours: WITH_SUNDAY,
  },
  {
    _id: 'shop-kifisia',
    name: 'kifisia',
    title: { el: 'Agora Κηφισιά', en: 'Agora Kifisia' },
    region: ATTICA,
    city: { el: 'Κηφισιά', en: 'Kifisia' },
    street: { el: 'Κασσαβέτη', en: 'Kassaveti' },
    streetNo: '12',
    postalCode: '14562',
    latitude: 38.074,
    longitude: 23.811,
    services: ['easy', 'takeAway'],
    prefixes: range(141, 149),
    hours: WEEKDAYS,
  },
  {
    _id: 'shop-glyfada',
    name: 'glyfada',
    title: { el: 'Agora Γλυφάδα', en: 'Agora Glyfada' },
    region: ATTICA,
    city: { el: 'Γλυφάδα', en: 'Glyfada' },
    street: { el: 'Λαζαράκη', en: 'Lazaraki' },
    streetNo: '30',
    postalCode: '16675',
    latitude: 37.862,
    longitude: 23.753,
    services: ['easy', 'express', 'takeAway'],
    prefixes: [...range(165, 169), 174],
    hours: WITH_SUNDAY,
  },
  {
    _id: 'shop-marousi',
    name: 'marousi',
    title: { el: 'Agora Μαρούσι', en: 'Agora Marousi' },
    region: ATTICA,
    city: { el: 'Μαρούσι', en: 'Marousi' },
    street: { el: 'Λεωφόρος Κηφισίας', en: 'Kifisias Avenue' },
    streetNo: '96',
    postalCode: '15124',
    latitude: 38.05,
    longitude: 23.806,
    services: ['easy', 'express', 'takeAway'],
    prefixes: [...range(137, 140), 150, 151],
    hours: WEEKDAYS,
  },
  {
    _id: 'shop-piraeus',
    name: 'piraeus',
    title: { el: 'Agora Πειραιάς', en: 'Agora Piraeus' },
    region: ATTICA,
    city: { el: 'Πειραιάς', en: 'Piraeus' },
    street: { el: 'Ηρώων Πολυτεχνείου', en: 'Iroon Polytechniou' },
    streetNo: '60',
    postalCode: '18535',
    latitude: 37.942,
    longitude: 23.6465,
    services: ['easy', 'express', 'takeAway'],
    prefixes: range(178, 189),
    hours: WEEKDAYS,
  },
  {
    _id: 'shop-chalandri',
    name: 'chalandri',
    title: { el: 'Agora Χαλάνδρι', en: 'Agora Chalandri' },
    region: ATTICA,
    city: { el: 'Χαλάνδρι', en: 'Chalandri' },
    street: { el: 'Αγίας Παρασκευής', en: 'Agias Paraskevis' },
    streetNo: '55',
    postalCode: '15234',
    latitude: 38.021,
    longitude: 23.799,
    services: ['easy', 'takeAway'],
    prefixes: range(152, 156),
    hours: WEEKDAYS,
  },
  {
    _id: 'shop-peristeri',
    name: 'peristeri',
    title: { el: 'Agora Περιστέρι', en: 'Agora Peristeri' },
    region: ATTICA,
    city: { el: 'Περιστέρι', en: 'Peristeri' },
    street: { el: 'Παναγή Τσαλδάρη', en: 'Panagi Tsaldari' },
    streetNo: '110',
    postalCode: '12134',
    latitude: 38.013,
    longitude: 23.691,
    services: ['easy', 'takeAway'],
    prefixes: range(118, 136),
    hours: WEEKDAYS,
  },
  {
    _id: 'shop-nea-smyrni',
    name: 'nea-smyrni',
    title: { el: 'Agora Νέα Σμύρνη', en: 'Agora Nea Smyrni' },
    region: ATTICA,
    city: { el: 'Νέα Σμύρνη', en: 'Nea Smyrni' },
    street: { el: 'Ελευθερίου Βενιζέλου', en: 'Eleftheriou Venizelou' },
    streetNo: '80',
    postalCode: '17123',
    latitude: 37.946,
    longitude: 23.714,
    services: ['easy', 'express', 'takeAway'],
    prefixes: [...range(157, 164), ...range(170, 173), ...range(175, 177)],
    hours: WITH_SUNDAY,
  },
];

/** Shops offering `service`; with a postal code (delivery) only those delivering there. */
export const shopsFor = (service: ServiceId, postalCode?: string): SeedShop[] => {
  const code = postalCode?.replace(/\s+/g, '');
  if (code !== undefined && !/^\d{5}$/.test(code)) return [];
  const prefix = code === undefined ? undefined : Number(code.slice(0, 3));
  return SEED_SHOPS.filter(
    (shop) =>
      shop.services.includes(service) && (prefix === undefined || shop.prefixes.includes(prefix)),
  );
};
