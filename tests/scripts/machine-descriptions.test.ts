import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { isMachineFile, withoutDescriptions } from '../../vite-plugins/machine-descriptions';

type Program = Parameters<typeof withoutDescriptions>[1];
const strip = (code: string) => withoutDescriptions(code, parseAst(code) as unknown as Program);
/** The object the code's `export default` evaluates to. */
const evaluate = (code: string): unknown =>
  new Function(`${code.replace('export default', 'return')}`)();

const machine = `export default {
  id: 'cart',
  description: 'The local cart, priced again after each change.',
  states: {
    open: {
      description:
        "Opened from the header; 'Close' or Escape closes it.",
      tags: ['sideCartOpen'],
      on: { 'cart.close': { target: 'closed', description: \`Closing, by a press\` } },
    },
    closed: { description: 'Closed.' },
  },
  context: { description: 1, label: 'description: kept' },
};`;

describe('machine descriptions in a build', () => {
  it('takes every description text out and leaves the statechart as it was otherwise', () => {
    const result = strip(machine);
    expect(result).not.toBeNull();
    const before = evaluate(machine) as Record<string, unknown>;
    const after = evaluate(result!.code) as Record<string, unknown>;
    expect(JSON.stringify(after)).not.toMatch(/Closing|Opened|priced again|"Closed\."/);
    expect(after).toEqual({
      id: 'cart',
      states: {
        open: { tags: ['sideCartOpen'], on: { 'cart.close': { target: 'closed' } } },
        closed: {},
      },
      // Not a description text: a number, and a string that only mentions the word.
      context: { description: 1, label: 'description: kept' },
    });
    expect((before.states as Record<string, unknown>).closed).toEqual({ description: 'Closed.' });
  });

  it('leaves code without descriptions alone, and a description built at run time', () => {
    expect(strip(`export default { id: 'x', states: {} };`)).toBeNull();
    const placeholder = `$${'{n}'}`;
    const built = `const n = 2; export default { description: \`${placeholder} steps\` };`;
    expect(strip(built)).toBeNull();
  });

  it('applies to the statechart files only', () => {
    expect(isMachineFile('/repo/machines/cart/cart.machine.ts')).toBe(true);
    expect(isMachineFile('C:\\repo\\machines\\cart\\cart.machine.ts?v=1')).toBe(true);
    expect(isMachineFile('/repo/machines/cart/cart.model.ts')).toBe(false);
    expect(isMachineFile('/repo/machines/index.ts')).toBe(false);
    expect(isMachineFile('/repo/src/features/cart/CartPage.tsx')).toBe(false);
  });
});
