import type { SubstitutionChoice, SubstitutionDefault } from '@/api/contract/orders';

export type { SubstitutionChoice, SubstitutionDefault };

/** A product the platform suggests in place of the line's, should it be out of stock. */
export interface Substitute {
  sku: string;
  name: string;
  /** Cents. */
  price: number;
  image: string;
}

/** The cart line the sheet is for: its key (sku and options), sku and name. */
export interface SubstitutionLine {
  key: string;
  sku: string;
  name: string;
}

export interface SubstitutionInput {
  line: SubstitutionLine;
  /** The line's own choice so far; null: it goes with the order's default. */
  current: SubstitutionChoice | null;
  orderDefault: SubstitutionDefault;
}

export interface SubstitutionContext {
  line: SubstitutionLine;
  /** The choice marked in the sheet (saved only with Save). */
  marked: SubstitutionChoice;
  /** The line's own choice when the sheet opened (a product stays on offer). */
  chosenBefore: SubstitutionChoice | null;
  substitutes: Substitute[];
}

export type SubstitutionEvent =
  | { type: 'choice.mark'; choice: SubstitutionChoice }
  | { type: 'choice.save' }
  | { type: 'sheet.close' }
  | { type: 'substitutes.retry' };

/** The same choice: the same mode, and for a product the same one. */
export const sameChoice = (a: SubstitutionChoice, b: SubstitutionChoice): boolean =>
  a.mode === b.mode && (a.mode !== 'product' || (b.mode === 'product' && a.sku === b.sku));
