import { listSearchMachine } from '@machines/list-search/list-search.machine';
import { editedResults, SAMPLE_LIST, sampleResults } from '@machines/list-search/list-search.model';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromCallback, fromPromise } from 'xstate';

/** The journey with its search answered at once and the address fed back as the router does. */
function start(text: string, answer = sampleResults) {
  const searches: string[][] = [];
  let actor: AnyActorRef | undefined;
  const machine = listSearchMachine.provide({
    actors: {
      searchList: fromPromise(async ({ input }) => {
        searches.push(input.terms);
        return input.terms.length === 1 ? editedResults : answer;
      }),
      saveList: fromPromise(async () => ({ id: 'l1', label: 'x' })),
    },
    actions: {
      addToCart: () => {},
      // The router changes the address, and the page tells the journey (ListSearchPage.tsx).
      showList: (_, { text }) => queueMicrotask(() => actor?.send({ type: 'list.open', text })),
    },
  });
  actor = createActor(machine, { input: { text } }).start();
  return { actor, searches };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('list search: rules', () => {
  it('searches a list once: the address it writes comes back without a second search', async () => {
    const { actor, searches } = start('');
    actor.send({ type: 'list.type', text: `  ${SAMPLE_LIST}\n\n` });
    actor.send({ type: 'list.search' });
    await settled();
    await settled();
    expect(searches).toHaveLength(1);
    expect(actor.getSnapshot().matches('results')).toBe(true);
    // The same list, however spaced, is the list shown: neither searched again nor dropped.
    actor.send({ type: 'list.open', text: `${SAMPLE_LIST.replaceAll('\n', ' \n ')}\n` });
    await settled();
    expect(searches).toHaveLength(1);
    expect(actor.getSnapshot().matches('results')).toBe(true);
  });

  it('a row searched with other words keeps its quantity, or takes one typed with them', async () => {
    const { actor } = start(SAMPLE_LIST);
    await settled();
    actor.send({ type: 'row.edit', row: 1 });
    actor.send({ type: 'row.type', text: 'feta pdo' });
    actor.send({ type: 'row.search' });
    await settled();
    expect(actor.getSnapshot().context.rows[0]).toMatchObject({ text: 'feta pdo', quantity: 2 });
    actor.send({ type: 'row.edit', row: 1 });
    actor.send({ type: 'row.type', text: '3 olive oil' });
    actor.send({ type: 'row.search' });
    await settled();
    expect(actor.getSnapshot().context.rows[0]).toMatchObject({ text: 'olive oil', quantity: 3 });
  });

  it('editing the list again keeps the row changes and the items past the first 50', async () => {
    const long = [...SAMPLE_LIST.split('\n'), ...Array.from({ length: 49 }, (_, i) => `x${i}`)];
    const { actor } = start(long.join('\n'));
    await settled();
    const { rows, dropped } = actor.getSnapshot().context;
    expect(rows).toHaveLength(50);
    expect(dropped).toBe(2);
    actor.send({ type: 'row.quantity', row: 2, quantity: 4 });
    actor.send({ type: 'list.edit' });
    const text = actor.getSnapshot().context.text.split('\n');
    expect(text.slice(0, 3)).toEqual(['2 feta', '4 yogurt strained', 'zzqx']);
    expect(text.slice(-2)).toEqual(['x47', 'x48']);
    expect(text).toHaveLength(52);
  });

  it('a product on two rows goes into the cart and the saved list once, its quantities together', async () => {
    const added: Array<Array<{ quantity: number; product: { sku: string } }>> = [];
    const saved: string[][] = [];
    const twice = [...sampleResults, { ...sampleResults[0]!, term: 'feta cheese' }];
    const actor = createActor(
      listSearchMachine.provide({
        actors: {
          searchList: fromPromise(async () => twice),
          saveList: fromPromise(async ({ input }) => {
            saved.push(input.skus);
            return { id: 'l1', label: input.label };
          }),
        },
        actions: { addToCart: (_, { lines }) => added.push(lines), showList: () => {} },
      }),
      {
        input: {
          text: `${SAMPLE_LIST}
3 feta cheese`,
        },
      },
    ).start();
    await settled();
    actor.send({ type: 'list.addAll' });
    expect(added).toHaveLength(1);
    expect(added[0]?.map((l) => [l.product.sku, l.quantity])).toEqual([
      ['9001', 5],
      ['9010', 1],
    ]);
    expect(actor.getSnapshot().context.outcome?.added).toEqual([
      { name: 'Feta PDO 400g', quantity: 5 },
      { name: 'Strained yoghurt 1kg', quantity: 1 },
    ]);
    actor.send({ type: 'list.save', label: 'Weekly shop' });
    actor.send({ type: 'save.submit' });
    await settled();
    expect(saved).toEqual([['9001', '9010']]);
  });

  it('another shop searches the rows again: quantities, left-out rows and alternatives kept where it has them', async () => {
    const answers = [sampleResults, sampleResults];
    const terms: string[][] = [];
    let tell: (event: { type: 'scope.changed' }) => void = () => {};
    const actor = createActor(
      listSearchMachine.provide({
        actors: {
          followScope: fromCallback(({ sendBack }) => {
            tell = sendBack;
          }),
          searchList: fromPromise(async ({ input }) => {
            terms.push(input.terms);
            return answers.shift() ?? sampleResults;
          }),
        },
        actions: { addToCart: () => {}, showList: () => {} },
      }),
      { input: { text: SAMPLE_LIST } },
    ).start();
    await settled();
    actor.send({ type: 'row.choose', row: 1, productId: '9002' });
    actor.send({ type: 'row.quantity', row: 1, quantity: 4 });
    actor.send({ type: 'row.choose', row: 2, productId: null });
    // The other shop has only the first feta: the alternative chosen goes back to it.
    answers[0] = [{ ...sampleResults[0]!, products: [sampleResults[0]!.products[0]!] }];
    answers[0].push(sampleResults[1]!, sampleResults[2]!);
    tell({ type: 'scope.changed' });
    expect(actor.getSnapshot().matches({ results: 'refreshing' })).toBe(true);
    await settled();
    const { rows } = actor.getSnapshot().context;
    expect(terms).toEqual([
      ['feta', 'yogurt strained', 'zzqx'],
      ['feta', 'yogurt strained', 'zzqx'],
    ]);
    expect(rows.map((r) => [r.quantity, r.chosen])).toEqual([
      [4, '9001'],
      [1, null],
      [1, null],
    ]);
    // Changed again while a row is edited: searched once the edit is cancelled.
    actor.send({ type: 'row.edit', row: 3 });
    tell({ type: 'scope.changed' });
    expect(actor.getSnapshot().matches({ results: 'rowEditing' })).toBe(true);
    actor.send({ type: 'row.cancel' });
    expect(actor.getSnapshot().matches({ results: 'refreshing' })).toBe(true);
    await settled();
    expect(terms).toHaveLength(3);
    expect(actor.getSnapshot().matches({ results: 'reviewing' })).toBe(true);
  });

  it('a name the form refuses is not sent', async () => {
    const { actor } = start(SAMPLE_LIST);
    await settled();
    actor.send({ type: 'list.save', label: '   ' });
    actor.send({ type: 'save.submit' });
    expect(actor.getSnapshot().context.save.problem).toBe('required');
    actor.send({ type: 'save.type', label: 'λ'.repeat(61) });
    actor.send({ type: 'save.submit' });
    expect(actor.getSnapshot().context.save.problem).toBe('tooLong');
    expect(actor.getSnapshot().matches({ results: 'naming' })).toBe(true);
  });
});
