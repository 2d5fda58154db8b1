import { consentMachine } from '@machines/consent/consent.machine';
import { consentModel } from '@machines/consent/consent.model';
import { hasUnsavedChanges } from '@machines/consent/consent.selectors';
import {
  type ConsentChoices,
  necessaryOnly,
  optionalCategories,
} from '@machines/consent/consent.types';
import { generateJourneyPaths } from '@machines/testing/journey-paths';
import { definedStates, definedTransitions } from '@machines/testing/transitions';
import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { replayPath, startInput } from './replay';

const paths = generateJourneyPaths(consentMachine, consentModel);

/** Fake effects that record what the journey asked the app to do. */
function fakeEffects() {
  const effects = {
    stored: null as ConsentChoices | null,
    cleared: [] as string[][],
    navigations: 0,
  };
  const machine = consentMachine.provide({
    actions: {
      persistChoices: (_, params) => {
        effects.stored = params.choices;
      },
      clearOptionalData: (_, params) => {
        effects.cleared.push(params.categories);
      },
      navigateToSettings: () => {
        effects.navigations += 1;
      },
    },
  });
  return { effects, machine };
}

describe('consent journey: generated paths', () => {
  it('generates a bounded set of paths', () => {
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.length).toBeLessThan(60);
  });

  for (const path of paths) {
    it(path.name, async () => {
      const { effects, machine } = fakeEffects();
      const initiallyStored = startInput<{ stored: ConsentChoices | null }>(path).stored;
      const invariant = (actor: AnyActorRef) => {
        const snapshot = actor.getSnapshot();
        const { choices, draft, decided } = snapshot.context;
        expect(choices.necessary).toBe(true);
        expect(draft.necessary).toBe(true);
        if (snapshot.matches('awaitingKept')) {
          // Prerendered HTML: no banner, nothing written before the stored decision is read.
          expect(snapshot.hasTag('banner')).toBe(false);
          expect(effects.stored).toBeNull();
        } else if (snapshot.matches('undecided')) {
          expect(snapshot.hasTag('banner')).toBe(true);
          expect(decided).toBe(false);
          expect(effects.stored).toBeNull();
          expect(choices).toEqual(necessaryOnly);
        } else if (snapshot.matches('customizing')) {
          expect(snapshot.hasTag('settings')).toBe(true);
          expect(snapshot.hasTag('banner')).toBe(false);
          // "Unsaved changes" only when the draft differs from the decision in force.
          expect(hasUnsavedChanges(snapshot)).toBe(
            JSON.stringify(draft) !== JSON.stringify(choices),
          );
        } else if (snapshot.matches('decided')) {
          expect(snapshot.hasTag('banner')).toBe(false);
          expect(decided).toBe(true);
          expect(effects.stored ?? initiallyStored).toEqual(choices);
          expect(draft).toEqual(choices);
        } else {
          throw new Error(`No invariant for state ${JSON.stringify(snapshot.value)}`);
        }
      };
      await replayPath(path, {
        machine,
        invariant,
        afterStep: (actor, step) => {
          const { choices } = actor.getSnapshot().context;
          if (step.event.type === 'consent.declineAll') {
            expect(choices).toEqual(necessaryOnly);
            expect(effects.cleared.at(-1)).toEqual(optionalCategories);
          }
          if (step.event.type === 'consent.acceptAll') {
            expect(Object.values(choices).every(Boolean)).toBe(true);
          }
          if (step.event.type === 'consent.openSettings') {
            expect(effects.navigations).toBeGreaterThan(0);
          }
        },
      });
    });
  }
});

describe('consent journey: coverage of the generated paths', () => {
  it('every transition of the machine is taken by some generated path', async () => {
    // Replaying again here keeps this test independent of test order and filtering.
    const seen = new Set<string>();
    for (const path of paths) {
      const { machine } = fakeEffects();
      for (const key of await replayPath(path, { machine, invariant: () => {} })) seen.add(key);
    }
    const missing = definedTransitions(consentMachine)
      .map((t) => t.key)
      .filter((key) => !seen.has(key));
    expect(missing).toEqual([]);
  });

  it('every state of the machine is on some generated path', async () => {
    const visited = new Set<string>();
    for (const path of paths) {
      const { machine } = fakeEffects();
      for (const key of await replayPath(path, { machine, invariant: () => {} })) {
        const [source, targets] = key.split(/ --.*--> /);
        visited.add(source!);
        for (const target of targets!.split(',')) visited.add(target);
      }
    }
    expect(definedStates(consentMachine).filter((s) => !visited.has(s))).toEqual([]);
  });
});
