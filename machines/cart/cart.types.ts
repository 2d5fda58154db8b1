import type {
  CartItem as ContractCartItem,
  CartItemInput as ContractCartItemInput,
  PricedCart,
} from '@/api/contract/cart';
import type { DeliveryMode, Locale } from '@/api/contract/common';
import type { SubstitutionChoice, SubstitutionDefault } from '@/api/contract/orders';
import type { Parser } from '@/lib/storage';

export type { Locale, PricedCart, SubstitutionChoice, SubstitutionDefault };

/**
 * What the shop keeps of a line beside the contract's fields: the language its name (and
 * packaging and option names) is in (a line without it is named in an unknown language), the
 * names of its selected options (the shopper sees what they ordered: "thin slices"), and the
 * shopper's own choice if the product is out of stock at picking (a line without one goes with
 * the order's default). None is sent to the platform's pricing; the choice goes with the order.
 */
interface KeptLineFields {
  nameLocale?: Locale;
  optionNames?: string[];
  substitution?: SubstitutionChoice;
}
export type CartItem = ContractCartItem & KeptLineFields;
export type CartItemInput = ContractCartItemInput & KeptLineFields;

/** A substitution choice as kept (hand-written: the cart is read before the first paint). */
export function readChoice(value: unknown): SubstitutionChoice | null {
  const v = value as { mode?: unknown; sku?: unknown; name?: unknown } | null;
  if (v?.mode === 'similar' || v?.mode === 'none') return { mode: v.mode };
  if (v?.mode === 'product' && typeof v.sku === 'string' && v.sku !== '') {
    return { mode: 'product', sku: v.sku, name: typeof v.name === 'string' ? v.name : v.sku };
  }
  return null;
}

/** What the order says about substitutions: its default, and each line's own choice. */
export const orderSubstitutions = (
  lines: ReadonlyArray<Pick<CartItem, 'sku' | 'substitution'> & { options?: string[] }>,
  orderDefault: SubstitutionDefault,
) => ({
  substitutionDefault: orderDefault,
  substitutions: lines.flatMap((line) =>
    line.substitution
      ? [{ sku: line.sku, options: [...(line.options ?? [])], choice: line.substitution }]
      : [],
  ),
});

/** The own choice of a line of this product (any options), if one has one. */
export const ownChoiceForSku = (
  lines: readonly CartItem[],
  sku: string,
): SubstitutionChoice | null =>
  lines.find((line) => line.sku === sku && line.substitution)?.substitution ?? null;

/** A line's name in one language, as the product details give it. */
export interface LocalizedName {
  sku: string;
  name: string;
  packagingProductName: string | null;
  /** The product's options (every group's) by id, named in the same language. */
  options?: { id: string; label: string }[];
}

/** Message code of a cart below the minimum order value: checkout is disabled (spec §8). */
/**
 * Where the cart is priced: the selected shop and service (and the delivery postal code), and
 * the reserved time slot, whose fees the pricing includes. The one target of every pricing: the
 * side cart, the checkout press and the checkout summary all read the cart's pricing.
 */
export interface PricingTarget {
  shop: string;
  deliveryService: DeliveryMode;
  postalCode?: string;
  reservationRequestId?: string;
}

/** The same shop, service, postal code and reserved slot. */
export const sameTarget = (a: PricingTarget | null, b: PricingTarget | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.shop === b.shop &&
    a.deliveryService === b.deliveryService &&
    a.postalCode === b.postalCode &&
    a.reservationRequestId === b.reservationRequestId);

export const CHECKOUT_BLOCKING_MESSAGE_CODE = 'MSG_ORDER00017';

/** Spec §5 and §9: the item comment's maximum length when the configuration gives none. */
export const DEFAULT_COMMENT_MAX_LENGTH = 100;
/** The most of one line a shopper can put in the cart (the stepper stops there). */
export const MAX_LINE_QUANTITY = 99;

/** A line is one product with one set of options: same sku and options = same line. */
export const lineKey = (item: Pick<CartItem, 'sku' | 'options'>): string =>
  [item.sku, ...[...item.options].sort()].join('|');

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
const intOrNull = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 ? (value as number) : null;
const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * A full cart item from what callers give (spec §3 fields, defaults as the contract's schema).
 * Hand-written rather than zod: the cart is read by the shell before the first paint.
 */
export function toCartItem(input: CartItemInput | Record<string, unknown>): CartItem {
  const v = input as Record<string, unknown>;
  const sku = text(v.sku);
  const label =
    v.labelType === 'unavailable' || v.labelType === 'priceChanged' ? v.labelType : null;
  return {
    id: text(v.id, sku) || sku,
    sku,
    quantity: Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(Number(v.quantity) || 1))),
    name: text(v.name, sku) || sku,
    image: textOrNull(v.image),
    unitPrice: intOrNull(v.unitPrice) ?? 0,
    isSpecialOffer: v.isSpecialOffer === true,
    collectionTypes: strings(v.collectionTypes) as CartItem['collectionTypes'],
    options: strings(v.options),
    userComments: text(v.userComments),
    url: text(v.url),
    myoId: textOrNull(v.myoId),
    comments: text(v.comments),
    isGift: v.isGift === true,
    isOutOfCatalogueGift: v.isOutOfCatalogueGift === true,
    labelType: label,
    packagingProductId: textOrNull(v.packagingProductId),
    packagingUnitPrice: intOrNull(v.packagingUnitPrice),
    packagingProductName: textOrNull(v.packagingProductName),
    ...(v.nameLocale === 'el' || v.nameLocale === 'en' ? { nameLocale: v.nameLocale } : {}),
    ...(Array.isArray(v.optionNames) ? { optionNames: strings(v.optionNames) } : {}),
    ...withChoice(readChoice(v.substitution)),
  };
}

const withChoice = (choice: SubstitutionChoice | null) => (choice ? { substitution: choice } : {});

/** A line's own substitution choice (a choice equal to the order's default is still its own). */
export const setSubstitution = (
  items: readonly CartItem[],
  key: string,
  choice: SubstitutionChoice,
): CartItem[] =>
  items.map((line) => (lineKey(line) === key ? { ...line, substitution: choice } : line));

/** Skus of the lines whose names are not (known to be) in `locale`, each once. */
export const foreignNameSkus = (items: readonly CartItem[], locale: Locale): string[] => [
  ...new Set(
    items
      .filter((line) => line.nameLocale !== locale || !optionsNamed(line))
      .map((line) => line.sku),
  ),
];

/**
 * The line's options were named (a reordered line comes without their names). Named once is
 * enough: an option the product no longer has stays unnamed rather than asked for again.
 */
const optionsNamed = (line: CartItem) =>
  line.options.length === 0 || line.optionNames !== undefined;

/** The names of the line's options from the product's options by id (unknown ids left out). */
export const optionNamesOf = (
  optionIds: readonly string[],
  options: readonly { id: string; label: string }[],
): string[] => optionIds.flatMap((id) => options.find((option) => option.id === id)?.label ?? []);

/**
 * The lines with the names fetched in `locale`; a line without one keeps its own, and a line
 * whose options were never named (a reordered one) counts them as named, none, rather than
 * asking for its product at every change.
 */
export function applyNames(
  items: readonly CartItem[],
  names: readonly LocalizedName[],
  locale: Locale,
): CartItem[] {
  return items.map((line) => {
    const found = names.find((n) => n.sku === line.sku);
    return found
      ? {
          ...line,
          name: found.name,
          packagingProductName: found.packagingProductName ?? line.packagingProductName,
          ...(line.options.length && found.options
            ? { optionNames: optionNamesOf(line.options, found.options) }
            : {}),
          nameLocale: locale,
        }
      : line.options.length && line.optionNames === undefined
        ? { ...line, optionNames: [] }
        : line;
  });
}

const isStoredLine = (value: unknown) => {
  const line = value as { sku?: unknown; quantity?: unknown } | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.sku === 'string' &&
    line.sku.length > 0 &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) > 0
  );
};

/**
 * The stored cart: full items, or the first version's `{sku, quantity}` lines, which migrate to
 * items (id = sku, name = sku, unit price unknown = 0) until the details are fetched again.
 * Line by line: a line that cannot be read is dropped and counted, the others are kept. A value
 * that is not a list at all loses everything (`dropped: 'all'`).
 */
export function readStoredLines(value: unknown): {
  items: CartItem[];
  dropped: number | 'all';
} {
  if (!Array.isArray(value)) return { items: [], dropped: 'all' };
  const readable = value.filter(isStoredLine);
  return {
    items: mergeLines(readable.map((line) => toCartItem(line))),
    dropped: value.length - readable.length,
  };
}

/** The stored cart's readable lines (see readStoredLines); not a list reads as corrupt. */
export const storedCartParser: Parser<CartItem[]> = {
  safeParse: (value) =>
    Array.isArray(value)
      ? { success: true, data: readStoredLines(value).items }
      : { success: false },
};

/** A line from the first version of the cart, still without name and price. */
export const needsDetails = (item: CartItem) => item.unitPrice === 0 && item.name === item.sku;

/** Lines with the same key are one line (quantities combined, capped). */
export function mergeLines(items: readonly CartItem[]): CartItem[] {
  return items.reduce<CartItem[]>((merged, item) => addItem(merged, item), []);
}

/** The lines are the same but for what comes if a product is out of stock (nothing to price). */
export function sameButChoices(a: readonly CartItem[], b: readonly CartItem[]): boolean {
  const priced = (items: readonly CartItem[]) =>
    JSON.stringify(items.map(({ substitution: _, ...line }) => line));
  return priced(a) === priced(b);
}

/** Adds a line, or more of a line already in the cart (same sku and options). */
export function addItem(items: readonly CartItem[], item: CartItem): CartItem[] {
  const key = lineKey(item);
  const existing = items.find((line) => lineKey(line) === key);
  if (!existing) return [...items, item];
  return items.map((line) =>
    line === existing
      ? { ...line, quantity: Math.min(MAX_LINE_QUANTITY, line.quantity + item.quantity) }
      : line,
  );
}

/**
 * Adds a past order's lines as products, as one change: the same product and options add to the
 * line's quantity, and the order's comment is kept where the cart's line has none of its own.
 */
export function addLines(items: readonly CartItem[], added: readonly CartItem[]): CartItem[] {
  return added.reduce<CartItem[]>(
    (lines, line) => {
      const there = lines.find((existing) => lineKey(existing) === lineKey(line));
      const next = addItem(lines, line);
      if (!there || there.comments || !line.comments) return next;
      const key = lineKey(line);
      return next.map((l) => (lineKey(l) === key ? { ...l, comments: line.comments } : l));
    },
    [...items],
  );
}

/** Sets a line's quantity; 0 or less removes it. */
export function setQuantity(items: readonly CartItem[], key: string, quantity: number): CartItem[] {
  if (quantity <= 0) return removeKeys(items, [key]);
  const capped = Math.min(MAX_LINE_QUANTITY, Math.trunc(quantity));
  return items.map((line) => (lineKey(line) === key ? { ...line, quantity: capped } : line));
}

export const removeKeys = (items: readonly CartItem[], keys: readonly string[]): CartItem[] =>
  items.filter((line) => !keys.includes(lineKey(line)));

export const removeSkus = (items: readonly CartItem[], skus: readonly string[]): CartItem[] =>
  items.filter((line) => !skus.includes(line.sku));

/** The picker's comment on a line, cut to the configured maximum. */
export function setComment(
  items: readonly CartItem[],
  key: string,
  comment: string,
  maxLength: number,
): CartItem[] {
  const cut = comment.slice(0, Math.max(0, maxLength));
  return items.map((line) => (lineKey(line) === key ? { ...line, comments: cut } : line));
}

/** Each line's label (unavailable, price changed) as the latest pricing says. */
export function applyLabels(items: readonly CartItem[], priced: PricedCart): CartItem[] {
  return items.map((line) => {
    const product = priced.order.products.find((p) => p.sku === line.sku);
    const labelType = product?.labelType ?? null;
    return line.labelType === labelType ? line : { ...line, labelType };
  });
}

/**
 * Continue in the price-changes modal: unavailable lines leave the cart and the lines take the
 * renewed unit prices, so the next pricing finds nothing changed.
 */
export function acceptPricing(items: readonly CartItem[], priced: PricedCart): CartItem[] {
  return items.flatMap((line) => {
    const product = priced.order.products.find((p) => p.sku === line.sku);
    if (product?.labelType === 'unavailable') return [];
    return [{ ...line, unitPrice: product?.unitPrice ?? line.unitPrice, labelType: null }];
  });
}

export const countItems = (items: readonly CartItem[]): number =>
  items.reduce((sum, line) => sum + line.quantity, 0);

/** The progress code of a pricing that lets checkout go on without the price-changes modal. */
export const ALLOWED_PROGRESS_CODE = 'ALLOWED';

/** The pricing found renewed prices or unavailable lines (the price-changes modal shows them). */
export const hasPriceChanges = (priced: PricedCart) =>
  priced.progress.code !== ALLOWED_PROGRESS_CODE;
