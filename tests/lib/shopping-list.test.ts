import { describe, expect, it } from 'vitest';
import {
  fitsAddress,
  MAX_ADDRESS_LIST,
  MAX_LINE_LENGTH,
  parseShoppingList,
} from '@/lib/shopping-list';

const rows = (input: string) =>
  parseShoppingList(input).lines.map(({ text, quantity }) => [text, quantity]);

describe('a shopping list as typed or pasted', () => {
  it('takes one item a line or comma separated, in order, empty ones skipped', () => {
    expect(rows('γάλα, 2 φέτα\n\n  ψωμί ολικής  \n,, μπανάνες')).toEqual([
      ['γάλα', 1],
      ['φέτα', 2],
      ['ψωμί ολικής', 1],
      ['μπανάνες', 1],
    ]);
  });

  it('reads a leading quantity written 2, 2x, 2 x, 2×, in Greek 2χ', () => {
    expect(rows('2 feta\n3x milk\n4 x eggs\n5× bread\n6χ ντομάτες\n7Χ αυγά')).toEqual([
      ['feta', 2],
      ['milk', 3],
      ['eggs', 4],
      ['bread', 5],
      ['ντομάτες', 6],
      ['αυγά', 7],
    ]);
  });

  it('a number alone, inside the words or before a unit is the item, not a quantity', () => {
    expect(rows('7up\n3\nxylitol gum\n500 g φέτα\n2 κιλά πατάτες\n1.5 l νερό')).toEqual([
      ['7up', 1],
      ['3', 1],
      ['xylitol gum', 1],
      ['500 g φέτα', 1],
      ['2 κιλά πατάτες', 1],
      ['1.5 l νερό', 1],
    ]);
  });

  it('keeps quantities between 1 and 99', () => {
    expect(rows('0 apples\n250 oranges')).toEqual([
      ['apples', 1],
      ['oranges', 99],
    ]);
  });

  it('takes 50 items and says how many it left out', () => {
    const list = parseShoppingList(Array.from({ length: 53 }, (_, i) => `item ${i}`).join('\n'));
    expect(list.lines).toHaveLength(50);
    expect(list.lines.at(-1)?.text).toBe('item 49');
    expect(list.dropped).toBe(3);
    // Kept as typed, for when the list is edited again.
    expect(list.rest).toEqual(['item 50', 'item 51', 'item 52']);
  });

  it('reads a comma between digits as a decimal comma, not a separator', () => {
    const list = parseShoppingList('γάλα 1,5%, 2 μπανάνες,ψωμί, 1,5 λίτρα νερό');
    expect(list.lines.map((line) => [line.quantity, line.text])).toEqual([
      [1, 'γάλα 1,5%'],
      [2, 'μπανάνες'],
      [1, 'ψωμί'],
      [1, '1,5 λίτρα νερό'],
    ]);
  });

  it('cuts an over-long line and says so; hostile text stays plain words', () => {
    const [long] = parseShoppingList('φέτα '.repeat(40)).lines;
    expect(long!.text.length).toBeLessThanOrEqual(MAX_LINE_LENGTH);
    expect(long!.cut).toBe(true);
    const [hostile] = parseShoppingList('<img src=x onerror=alert(1)>\u0000\u0007').lines;
    expect(hostile).toEqual({ text: '<img src=x onerror=alert(1)>', quantity: 1, cut: false });
  });

  it('goes into the page address up to 2,000 encoded characters; a long Greek list does not', () => {
    expect(fitsAddress('γάλα\n2 φέτα\nψωμί ολικής')).toBe(true);
    expect(fitsAddress('a'.repeat(MAX_ADDRESS_LIST))).toBe(true);
    expect(fitsAddress('a'.repeat(MAX_ADDRESS_LIST + 1))).toBe(false);
    // 50 items of 80 Greek letters: each letter is 6 characters encoded (22 KB in all).
    const long = Array.from({ length: 50 }, () => 'ε'.repeat(MAX_LINE_LENGTH)).join('\n');
    expect(encodeURIComponent(long).length).toBeGreaterThan(20_000);
    expect(fitsAddress(long)).toBe(false);
  });
});
