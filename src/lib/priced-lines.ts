/**
 * The entry of `list` that stands for the line at `index` with this sku: a pricing lists the lines
 * in order (two lines of one product, two options, are two entries of one sku), so the entry at
 * the same place when its sku agrees, else the first with that sku. Used both ways round: a
 * line's priced product, and a priced product's line.
 */
export const atLineOf = <T extends { sku: string }>(
  list: readonly T[],
  index: number,
  sku: string,
): T | undefined => (list[index]?.sku === sku ? list[index] : list.find((e) => e.sku === sku));
