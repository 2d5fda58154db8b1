import type { GlyphName } from '../glyphs';

/** Text in both shop languages. */
export interface Localized {
  el: string;
  en: string;
}

export interface KindDef extends Localized {
  /** Base price in cents for the category's middle size. */
  price: number;
}

export interface SizeDef extends Localized {
  factor: number;
}

export interface OptionGroupDef {
  id: string;
  label: Localized;
  options: Array<{ id: string; label: Localized }>;
}

export interface PackagingDef {
  productId: string;
  unitPrice: number;
  name: Localized;
}

export interface CategoryDef {
  /** Friendly id, also the URL key (`/search?category=dairy`). */
  id: string;
  integratorId: string;
  name: Localized;
  /** One sentence reused in the descriptions of the category's products. */
  blurb: Localized;
  colour: string;
  glyph: GlyphName;
  kinds: KindDef[];
  brands: string[];
  sizes: SizeDef[];
  optionGroup?: OptionGroupDef;
  packaging?: PackagingDef;
  /** Not offered by the express service (bulky or frozen goods). */
  notExpress?: boolean;
}
