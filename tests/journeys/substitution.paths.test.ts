import { substitutionMachine } from '@machines/substitution/substitution.machine';
import { sampleSubstitutes, substitutionModel } from '@machines/substitution/substitution.model';
import { offeredProducts } from '@machines/substitution/substitution.selectors';
import type {
  SubstitutionChoice,
  SubstitutionContext,
} from '@machines/substitution/substitution.types';
import { generateJourneyPaths } from '@machines/testing/journey-paths';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import { replayPath, uncoveredByPaths } from './replay';

const paths = generateJourneyPaths(substitutionMachine, substitutionModel);

/** Suggestions that never settle (the path sends their outcome) and a record of what was kept. */
function fake() {
  const kept: Array<{ key: string; choice: SubstitutionChoice }> = [];
  const machine = substitutionMachine.provide({
    actors: { loadSubstitutes: fromPromise(() => new Promise<never>(() => {})) as never },
    actions: { keepChoice: (_, { line, marked }) => kept.push({ key: line.key, choice: marked }) },
  });
  return { machine, kept };
}

const invariant = (actor: AnyActorRef) => {
  const s = actor.getSnapshot();
  const c = s.context as SubstitutionContext;
  if (s.matches('closed')) {
    expect(s.status).toBe('done');
    return;
  }
  expect(s.hasTag('sheet')).toBe(true);
  expect(s.hasTag('busy')).toBe(s.matches({ open: 'loading' }));
  expect(s.hasTag('error')).toBe(s.matches({ open: 'failed' }));
  // What is marked is always on offer: a similar product, none, or a product listed.
  if (c.marked.mode === 'product') {
    const { sku } = c.marked;
    expect(offeredProducts(s).some((p) => p.sku === sku)).toBe(true);
  }
};

describe('substitution journey: generated paths', () => {
  it('generates a bounded set of paths', () => {
    expect(paths.length).toBeGreaterThanOrEqual(6);
    expect(paths.length).toBeLessThanOrEqual(30);
  });
  for (const path of paths) {
    it(path.name, async () => {
      const { machine, kept } = fake();
      let markedBefore: SubstitutionChoice | undefined;
      await replayPath(path, {
        machine,
        invariant,
        perform: (actor, step) => {
          markedBefore = actor.getSnapshot().context.marked;
          actor.send(step.event);
        },
        afterStep: (actor, step) => {
          const s = actor.getSnapshot();
          if (step.event.type === 'choice.save') {
            // Saved: the line keeps exactly what was marked, once.
            expect(kept).toEqual([{ key: '1001', choice: markedBefore }]);
          } else if (step.event.type === 'sheet.close') {
            // Closed without saving: nothing is kept.
            expect(kept).toEqual([]);
          }
          if (step.event.type === 'xstate.done.actor.loadSubstitutes') {
            expect(s.context.substitutes).toEqual(sampleSubstitutes);
          }
          if (step.event.type === 'choice.mark') {
            expect(s.context.marked).toEqual(
              (step.event as unknown as { choice: SubstitutionChoice }).choice,
            );
          }
        },
      });
    });
  }

  it('a product the platform did not suggest cannot be marked', () => {
    const { machine } = fake();
    const start = substitutionModel.inputs[0]!;
    return replayPath(
      {
        name: 'unknown product',
        input: start.input,
        steps: [
          {
            event: { type: 'choice.mark', choice: { mode: 'product', sku: '9999', name: 'x' } },
            label: 'mark 9999',
            state: { open: 'loading' },
          },
        ],
      } as never,
      {
        machine,
        invariant: (actor) =>
          expect(actor.getSnapshot().context.marked).toEqual({ mode: 'similar' }),
      },
    );
  });
});

describe('substitution journey: what Save keeps', () => {
  const open = (index: number) => {
    const { machine, kept } = fake();
    const actor = createActor(machine, { input: substitutionModel.inputs[index]!.input }).start();
    actor.send({ type: 'xstate.done.actor.loadSubstitutes', output: sampleSubstitutes } as never);
    return { actor, kept };
  };

  it("a suggested product marked is the line's choice", () => {
    const { actor, kept } = open(0);
    const [, second] = sampleSubstitutes;
    actor.send({
      type: 'choice.mark',
      choice: { mode: 'product', sku: second!.sku, name: second!.name },
    });
    actor.send({ type: 'choice.save' });
    expect(kept).toEqual([
      { key: '1001', choice: { mode: 'product', sku: second!.sku, name: second!.name } },
    ]);
  });

  it('a product chosen before and no longer suggested stays on offer, first, and is marked', () => {
    const { actor, kept } = open(1);
    const offered = offeredProducts(actor.getSnapshot());
    expect(offered.map((p) => p.sku)).toEqual(['1037', ...sampleSubstitutes.map((p) => p.sku)]);
    actor.send({ type: 'choice.save' });
    expect(kept[0]?.choice).toMatchObject({ mode: 'product', sku: '1037' });
  });

  it("without a choice of its own, the sheet marks the order's default", () => {
    const { machine } = fake();
    const line = { key: 'k', sku: '1', name: 'x' };
    const actor = createActor(machine, { input: { line, current: null, orderDefault: 'none' } });
    expect(actor.start().getSnapshot().context.marked).toEqual({ mode: 'none' });
  });
});

describe('substitution journey: coverage of the generated paths', () => {
  it('every transition and state of the machine is on some generated path', async () => {
    expect(await uncoveredByPaths(substitutionMachine, paths, () => fake().machine)).toEqual({
      transitions: [],
      states: [],
    });
  });
});
