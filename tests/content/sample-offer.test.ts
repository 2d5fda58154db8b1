import { describe, expect, it } from 'vitest';
import { contentFor } from '@/mocks/seed/content/content-for';

/**
 * content-side.md §1: what the sample content says the shop offers, and its stated service
 * facts, in Greek and in English. The demo's editor content (menus, header, footer, banners and
 * every page) is searched as a shopper would read it: HTML tags dropped, accents and case ignored.
 */
const plain = (value: unknown) =>
  JSON.stringify(value)
    .replace(/<[^>]*>/g, ' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

const said: Record<string, { el: RegExp; en: RegExp }> = {
  'fresh produce': { el: /φρεσκ\S* (φρουτ|λαχαν|οπωρ)/, en: /fresh (produce|fruit)/ },
  meat: { el: /κρεα/, en: /\bmeat/ },
  dairy: { el: /γαλακτοκομ/, en: /dairy/ },
  deli: { el: /ντελικατεσεν/, en: /\bdeli\b/ },
  organic: { el: /βιολογικ/, en: /organic/ },
  'a wide range': { el: /μεγαλη ποικιλια/, en: /wide range/ },
  'ordering for delivery around the clock': { el: /ολο το 24ωρο/, en: /around the clock/ },
  'home delivery': { el: /παραδοση στο σπιτι|στο σπιτι σας/, en: /home delivery/ },
  'same-day delivery': { el: /αυθημερ|την ιδια μερα/, en: /same[- ]day/ },
  'curbside pickup after ordering online': {
    el: /παραλαβη με το αυτοκινητο/,
    en: /curbside pickup/,
  },
  'curbside pickup at a chosen time': {
    el: /(ωρα|στιγμη) που (επιλεξ|διαλεγ|διαλεξ)/,
    en: /(time|hour) (you|of your) choos|at a time you choose|time of your choice/,
  },
  'loyalty points on each purchase': {
    el: /ποντ\S* (σε|με) καθε (αγορα|αγορα σας)/,
    en: /points (on|with) (every|each) (purchase|shop)/,
  },
  'daily offers': { el: /προσφορες καθε μερα/, en: /offers every day/ },
  'electric-vehicle charging': {
    el: /φορτιση\S* ηλεκτρικ|ηλεκτρικων οχηματων/,
    en: /(electric[- ]vehicle|ev) charging/,
  },
  'a recipes blog': { el: /συνταγες/, en: /recipes/ },
  'Greek wines': { el: /ελληνικ\S* κρασ|ελληνικ\S* οιν/, en: /greek wines?/ },
  sustainability: { el: /βιωσιμ/, en: /sustainab/ },
  'regular delivery 8 to 8 in 2-hour slots': {
    el: /8:00.{0,20}20:00|8 π\.μ\..{0,30}8 μ\.μ\./,
    en: /8 ?am.{0,20}8 ?pm|8:00.{0,20}20:00/,
  },
  '2-hour slots': { el: /δυο ωρων/, en: /two-hour/ },
  'express 1-hour slots the same day': { el: /μιας ωρας|1 ωρας|ωριαι/, en: /1-hour|one-hour/ },
  'delivery subscriptions with priority slots and lower fees': {
    el: /συνδρομη παραδοσης|μηνιαια συνδρομη/,
    en: /delivery subscription|monthly subscription/,
  },
  'priority time slots': { el: /προτεραιοτητα στις ζωνες/, en: /priority time slots/ },
  'support hours': { el: /δευτερα.{0,12}σαββατο/, en: /monday.{0,12}saturday/ },
  'e-mail replies within 24 hours': { el: /εντος 24 ωρων|μεσα σε 24 ωρες/, en: /within 24 hours/ },
};

describe('the sample content says what the shop offers (content-side.md §1)', () => {
  for (const locale of ['el', 'en'] as const) {
    const text = plain(contentFor(locale));
    for (const [offer, patterns] of Object.entries(said)) {
      it(`${offer} (${locale})`, () => {
        expect(patterns[locale].test(text), `${offer} is not said in ${locale}`).toBe(true);
      });
    }
  }
});
