import type { CategoryDef } from './types';

const BOTTLE_DEPOSIT = {
  productId: 'PKG-BOTTLE',
  unitPrice: 10,
  name: { el: 'Εγγύηση φιάλης', en: 'Bottle deposit' },
};

export const DRINK_CATEGORIES: CategoryDef[] = [
  {
    id: 'drinks',
    integratorId: 'C11',
    name: { el: 'Αναψυκτικά & Νερά', en: 'Soft Drinks & Water' },
    blurb: {
      el: 'Σερβίρεται καλύτερα παγωμένο.',
      en: 'Best served ice cold.',
    },
    colour: '#2b9e9a',
    glyph: 'bottle',
    brands: ['Pigi', 'Ydor', 'Agora Select', 'Fresko'],
    sizes: [
      { el: '330 ml', en: '330 ml', factor: 0.5 },
      { el: '1 λίτρο', en: '1 L', factor: 1 },
      { el: '6 x 1,5 λίτρα', en: '6 x 1.5 L', factor: 5.2 },
    ],
    packaging: BOTTLE_DEPOSIT,
    kinds: [
      { el: 'Φυσικό μεταλλικό νερό', en: 'Natural mineral water', price: 39 },
      { el: 'Ανθρακούχο νερό', en: 'Sparkling water', price: 69 },
      { el: 'Πορτοκαλάδα', en: 'Orangeade', price: 119 },
      { el: 'Λεμονάδα', en: 'Lemonade', price: 119 },
      { el: 'Κόλα', en: 'Cola', price: 129 },
      { el: 'Χυμός πορτοκάλι', en: 'Orange juice', price: 239 },
      { el: 'Παγωμένο τσάι ροδάκινο', en: 'Peach iced tea', price: 139 },
      { el: 'Ισοτονικό ποτό', en: 'Isotonic drink', price: 179 },
      { el: 'Σόδα', en: 'Soda water', price: 59 },
      { el: 'Χυμός ανάμεικτων φρούτων', en: 'Mixed fruit juice', price: 219 },
      { el: 'Γκαζόζα', en: 'Gazoza lemon soda', price: 109 },
      { el: 'Ενεργειακό ποτό', en: 'Energy drink', price: 149 },
    ],
  },
  {
    id: 'wine-spirits',
    integratorId: 'C12',
    name: { el: 'Κρασιά & Ποτά', en: 'Wine & Spirits' },
    blurb: {
      el: 'Από ελληνικούς αμπελώνες και αποστακτήρια. Πώληση μόνο σε ενηλίκους.',
      en: 'From Greek vineyards and distilleries. Sold to adults only.',
    },
    colour: '#7a2a4a',
    glyph: 'glass',
    brands: ['Ktima Anemos', 'Oinopoieio Petra', 'Agora Cellar', 'Amberos'],
    sizes: [
      { el: '375 ml', en: '375 ml', factor: 0.55 },
      { el: '750 ml', en: '750 ml', factor: 1 },
      { el: '1,5 λίτρο', en: '1.5 L', factor: 1.9 },
    ],
    packaging: BOTTLE_DEPOSIT,
    kinds: [
      { el: 'Λευκό κρασί Ασύρτικο', en: 'Assyrtiko white wine', price: 1189 },
      { el: 'Ερυθρό κρασί Ξινόμαυρο', en: 'Xinomavro red wine', price: 1289 },
      { el: 'Ερυθρό κρασί Αγιωργίτικο', en: 'Agiorgitiko red wine', price: 989 },
      { el: 'Λευκό κρασί Μοσχοφίλερο', en: 'Moschofilero white wine', price: 889 },
      { el: 'Ξηρό ροζέ κρασί', en: 'Dry rosé wine', price: 789 },
      { el: 'Ρετσίνα', en: 'Retsina', price: 389 },
      { el: 'Τσίπουρο', en: 'Tsipouro', price: 1189 },
      { el: 'Ούζο', en: 'Ouzo', price: 989 },
      { el: 'Μπίρα lager', en: 'Lager beer', price: 129 },
      { el: 'Μπίρα pilsner', en: 'Pilsner beer', price: 139 },
      { el: 'Γλυκό κρασί Βινσάντο', en: 'Vinsanto dessert wine', price: 1889 },
      { el: 'Λικέρ μαστίχας', en: 'Mastiha liqueur', price: 1489 },
    ],
  },
];
