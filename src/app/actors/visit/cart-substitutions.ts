import {
  type CartItem,
  lineKey,
  readChoice,
  type SubstitutionChoice,
  type SubstitutionDefault,
} from '@machines/cart/cart.types';
import { type KeyValueStore, type Parser, readStored, writeStored } from '@/lib/storage';

/**
 * The order's substitution default, kept under `substitutions` (the lines keep their own choices
 * in the cart). Earlier versions kept the lines' choices there too, by line key: they move onto
 * the cart's lines once, as the visit starts.
 */
interface KeptSubstitutions {
  orderDefault: SubstitutionDefault;
  /** Earlier versions only: each line's own choice by its key. */
  lines: Record<string, SubstitutionChoice>;
}

const parser: Parser<KeptSubstitutions> = {
  safeParse(value) {
    const v = value as { orderDefault?: unknown; lines?: unknown } | null;
    if (typeof v !== 'object' || v === null) return { success: false };
    const lines = typeof v.lines === 'object' && v.lines !== null ? v.lines : {};
    const choices = Object.entries(lines).flatMap(([key, raw]) => {
      const choice = readChoice(raw);
      return choice ? [[key, choice] as const] : [];
    });
    return {
      success: true,
      data: {
        orderDefault: v.orderDefault === 'none' ? 'none' : 'similar',
        lines: Object.fromEntries(choices),
      },
    };
  },
};

/** The kept default (a similar product when none is kept or it cannot be read). */
export const keptSubstitutionDefault = (storage: KeyValueStore): SubstitutionDefault =>
  readStored(storage, 'substitutions', parser)?.orderDefault ?? 'similar';

export const keepSubstitutionDefault = (
  storage: KeyValueStore,
  orderDefault: SubstitutionDefault,
): void => void writeStored(storage, 'substitutions', { orderDefault });

/**
 * The kept lines with the choices an earlier version kept beside them (a line's own choice
 * wins), and the kept default (read with them, once); `moved` says whether any moved: the
 * caller stores the lines, then the default alone (`keepSubstitutionDefault`), in that order,
 * so a tab closed between the two loses nothing.
 */
export function withEarlierChoices(
  storage: KeyValueStore,
  items: CartItem[],
): { items: CartItem[]; moved: boolean; orderDefault: SubstitutionDefault } {
  const kept = readStored(storage, 'substitutions', parser);
  const orderDefault = kept?.orderDefault ?? 'similar';
  const earlier = kept?.lines ?? {};
  if (Object.keys(earlier).length === 0) return { items, moved: false, orderDefault };
  return {
    orderDefault,
    items: items.map((line) => {
      const choice = earlier[lineKey(line)];
      return choice && !line.substitution ? { ...line, substitution: choice } : line;
    }),
    moved: true,
  };
}
