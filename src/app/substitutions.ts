import { lineKey } from '@machines/cart/cart.types';
import type { SubstitutionChoice, SubstitutionDefault } from '@/api/contract/orders';
import { type Parser, readStored, removeStored, writeStored } from '@/lib/storage';

/**
 * The shopper's substitution choices (issue 25): per cart line (its key: sku and options) and
 * the order's default, kept in storage for a reload and shared with the other tabs. Sent with the
 * order and forgotten once it is placed.
 */
export interface SubstitutionChoices {
  orderDefault: SubstitutionDefault;
  lines: Readonly<Record<string, SubstitutionChoice>>;
}

const EMPTY: SubstitutionChoices = { orderDefault: 'similar', lines: {} };

const isChoice = (value: unknown): value is SubstitutionChoice => {
  const v = value as { mode?: unknown; sku?: unknown; name?: unknown } | null;
  if (v?.mode === 'similar' || v?.mode === 'none') return true;
  return (
    v?.mode === 'product' && typeof v.sku === 'string' && v.sku !== '' && typeof v.name === 'string'
  );
};

/** Hand-written (no zod in the cart's chunk); a line whose choice cannot be read is left out. */
const parser: Parser<SubstitutionChoices> = {
  safeParse(value) {
    const v = value as { orderDefault?: unknown; lines?: unknown } | null;
    if (typeof v !== 'object' || v === null) return { success: false };
    const lines = typeof v.lines === 'object' && v.lines !== null ? v.lines : {};
    return {
      success: true,
      data: {
        orderDefault: v.orderDefault === 'none' ? 'none' : 'similar',
        lines: Object.fromEntries(Object.entries(lines).filter(([, choice]) => isChoice(choice))),
      },
    };
  },
};

const storage = () => globalThis.localStorage;
/** Read once, then kept in step by this tab's writes and the other tabs' storage events. */
let cached: SubstitutionChoices | null = null;
let watching = false;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Another tab's write (or a cleared storage) is read again on the next look. */
function watchOtherTabs() {
  if (watching) return;
  watching = true;
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.key !== 'substitutions' && event.key !== null) return;
    cached = null;
    changed();
  });
}

/** The choices now (the same object until they change). */
export function currentChoices(): SubstitutionChoices {
  watchOtherTabs();
  if (cached === null) {
    try {
      cached = readStored(storage(), 'substitutions', parser) ?? EMPTY;
    } catch {
      return EMPTY;
    }
  }
  return cached;
}

const write = (next: SubstitutionChoices) => {
  cached = next;
  writeStored(storage(), 'substitutions', next);
  changed();
};

/** Keeps a line's choice; a choice equal to the order's default is still the line's own. */
export const keepLineChoice = (key: string, choice: SubstitutionChoice) => {
  const now = currentChoices();
  write({ ...now, lines: { ...now.lines, [key]: choice } });
};

/** The order's default, for the lines without a choice of their own. */
export const setOrderDefault = (orderDefault: SubstitutionDefault) =>
  write({ ...currentChoices(), orderDefault });

/** The order is placed: its choices are used. */
export const forgetChoices = () => {
  cached = EMPTY;
  removeStored(storage(), 'substitutions');
  changed();
};

/** The own choice of a line of this product (any options), if one has one. */
export const ownChoiceForSku = (
  choices: SubstitutionChoices,
  sku: string,
): SubstitutionChoice | null =>
  Object.entries(choices.lines).find(([key]) => key === sku || key.startsWith(`${sku}|`))?.[1] ??
  null;

/** The order's fields for these lines: the default, and the choices of lines in the cart. */
export const orderSubstitutions = (lines: ReadonlyArray<{ sku: string; options: string[] }>) => {
  const { orderDefault, lines: chosen } = currentChoices();
  return {
    substitutionDefault: orderDefault,
    substitutions: lines.flatMap((line) => {
      const choice = chosen[lineKey(line)];
      return choice ? [{ sku: line.sku, options: [...line.options], choice }] : [];
    }),
  };
};

/** For useSyncExternalStore: this tab's writes and the other tabs' (the storage event). */
export function subscribeChoices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the prerendered page and the first render show: no choices yet. */
export const serverChoices = () => EMPTY;
