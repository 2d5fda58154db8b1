import { consentMachine } from '@machines/consent/consent.machine';
import { canSaveSelection, hasUnsavedChanges } from '@machines/consent/consent.selectors';
import { allAccepted, type ConsentChoices, necessaryOnly } from '@machines/consent/consent.types';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

/** Rules the generated paths reach with one payload variant only: each category by name. */
function start(stored: ConsentChoices | null) {
  const persisted: ConsentChoices[] = [];
  const cleared: string[][] = [];
  const actor = createActor(
    consentMachine.provide({
      actions: {
        persistChoices: (_, { choices }) => void persisted.push(choices),
        clearOptionalData: (_, { categories }) => void cleared.push(categories),
        navigateToSettings: () => {},
      },
    }),
    { input: { stored } },
  ).start();
  const revoked: string[][] = [];
  actor.on('consent.revoked', ({ categories }) => void revoked.push(categories));
  return { actor, persisted, cleared, revoked };
}

describe('consent rules', () => {
  it('saves exactly the categories the visitor switched on', () => {
    const { actor, persisted, cleared } = start(null);
    actor.send({ type: 'consent.toggle', category: 'ad' });
    actor.send({ type: 'consent.toggle', category: 'ux' });
    actor.send({ type: 'consent.toggle', category: 'ux' });
    actor.send({ type: 'consent.toggle', category: 'performance' });
    actor.send({ type: 'consent.acceptSelected' });
    const saved = { necessary: true, performance: true, ad: true, ux: false };
    expect(persisted).toEqual([saved]);
    expect(cleared).toEqual([['ux']]);
    expect(actor.getSnapshot().context.choices).toEqual(saved);
  });

  it('never lets necessary be switched off', () => {
    const { actor } = start(allAccepted);
    actor.send({ type: 'consent.toggle', category: 'necessary' });
    expect(actor.getSnapshot().value).toBe('decided');
    expect(actor.getSnapshot().context.draft.necessary).toBe(true);
  });

  it('withdrawing a category later clears its data', () => {
    const { actor, cleared } = start(allAccepted);
    actor.send({ type: 'consent.toggle', category: 'ad' });
    actor.send({ type: 'consent.acceptSelected' });
    expect(cleared).toEqual([['ad']]);
  });

  it('leaving the settings page drops unsaved edits', () => {
    const { actor, persisted } = start(allAccepted);
    actor.send({ type: 'consent.toggle', category: 'performance' });
    actor.send({ type: 'consent.closeSettings' });
    expect(actor.getSnapshot().value).toBe('decided');
    expect(actor.getSnapshot().context.draft).toEqual(allAccepted);
    expect(persisted).toEqual([]);
  });

  it('the settings opened after declining show the saved choice, nothing unsaved', () => {
    const { actor } = start(null);
    actor.send({ type: 'consent.declineAll' });
    actor.send({ type: 'consent.openSettings' });
    const s = actor.getSnapshot();
    expect(s.context.draft).toEqual(necessaryOnly);
    expect(hasUnsavedChanges(s)).toBe(false);
    expect(canSaveSelection(s)).toBe(false);
    actor.send({ type: 'consent.toggle', category: 'ux' });
    expect(hasUnsavedChanges(actor.getSnapshot())).toBe(true);
    expect(canSaveSelection(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'consent.toggle', category: 'ux' });
    expect(hasUnsavedChanges(actor.getSnapshot())).toBe(false);
  });

  it('before any decision the settings can save the necessary-only choice', () => {
    const { actor, persisted } = start(null);
    actor.send({ type: 'consent.openSettings' });
    expect(hasUnsavedChanges(actor.getSnapshot())).toBe(false);
    expect(canSaveSelection(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'consent.acceptSelected' });
    expect(persisted).toEqual([necessaryOnly]);
  });

  it('tells the other journeys which categories are refused, so they forget their data', () => {
    const { actor, revoked } = start(allAccepted);
    actor.send({ type: 'consent.acceptAll' });
    expect(revoked).toEqual([]);
    actor.send({ type: 'consent.toggle', category: 'ux' });
    actor.send({ type: 'consent.acceptSelected' });
    expect(revoked).toEqual([['ux']]);
    actor.send({ type: 'consent.declineAll' });
    expect(revoked).toEqual([['ux'], ['performance', 'ad', 'ux']]);
  });

  it('without its effects provided the journey says which one is missing', () => {
    const actor = createActor(consentMachine, { input: { stored: null } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'consent.acceptAll' });
    expect(String(errors[0])).toContain('persistChoices');
  });
});
