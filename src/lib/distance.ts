/** A point on the earth in decimal degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Statute miles to kilometres (content-side.md §9 "Distance"). */
export const KM_PER_MILE = 1.609344;

const radians = (degrees: number) => (Math.PI * degrees) / 180;

/**
 * Great-circle distance in km, rounded to one decimal: the spherical law of cosines in statute
 * miles (1 minute of arc = 1.1515 miles), times 1.609344.
 */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  if (from.latitude === to.latitude && from.longitude === to.longitude) return 0;
  const cosine =
    Math.sin(radians(from.latitude)) * Math.sin(radians(to.latitude)) +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.cos(radians(from.longitude - to.longitude));
  const degrees = (Math.acos(Math.min(1, Math.max(-1, cosine))) * 180) / Math.PI;
  const miles = degrees * 60 * 1.1515;
  return Math.round(miles * KM_PER_MILE * 10) / 10;
}

/** Unit abbreviation per locale: Greek by default. */
const KM_UNIT: Record<string, string> = { el: 'χλμ', en: 'km' };

/** `1,2 χλμ` (el, the default) or `1.2 km` (en): one decimal, the locale's separator. */
export function formatDistance(km: number, locale: string = 'el'): string {
  const unit = KM_UNIT[locale] ?? KM_UNIT.el;
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'el-GR', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(km);
  return `${number} ${unit}`;
}
