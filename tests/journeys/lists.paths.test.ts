import { listsMachine } from '@machines/lists/lists.machine';
import { listsModel } from '@machines/lists/lists.model';
import { expect } from 'vitest';
import { validateListName } from '@/lib/list-rules';
import { describeJourneyPaths, pending } from './location-paths';

type Lists = { _id: string; label: string; type: string }[];

describeJourneyPaths({
  name: 'lists',
  machine: listsMachine,
  model: listsModel,
  bounds: [8, 30],
  fake: () => ({
    machine: listsMachine.provide({
      actors: {
        loadLists: pending(),
        saveList: pending(),
        deleteList: pending(),
        addListToCart: pending(),
      },
    }),
    effects: {},
  }),
  invariant: (actor) => {
    const s = actor.getSnapshot();
    const { lists, targetId, name, nameError } = s.context;
    const target = (lists as Lists).find((l) => l._id === targetId);
    // No two lists share a name.
    const labels = (lists as Lists).map((l) => l.label.toLowerCase());
    expect(new Set(labels).size).toBe(labels.length);
    if (s.matches('loading')) {
      expect(s.hasTag('busy')).toBe(true);
    } else if (s.matches('loadFailed')) {
      expect(lists).toEqual([]);
    } else if (s.matches('ready')) {
      expect(s.hasTag('busy')).toBe(false);
      expect(s.hasTag('dialog')).toBe(false);
      expect(targetId).toBeNull();
    } else if (s.matches('naming')) {
      expect(s.hasTag('dialog')).toBe(true);
      // Renaming: only a custom list. Any error shown is one the name really has (or the platform's).
      if (targetId !== null) expect(target?.type).toBe('custom');
      if (nameError && nameError !== 'alreadyExists')
        expect(validateListName(name)).toBe(nameError);
    } else if (s.matches('saving')) {
      expect(validateListName(name)).toBeNull();
      expect(s.hasTag('busy')).toBe(true);
    } else if (s.matches('confirmingDelete') || s.matches('deleting')) {
      expect(target?.type).toBe('custom');
      expect(s.hasTag('dialog')).toBe(true);
    } else if (s.matches('addingToCart')) {
      expect(target).toBeDefined();
      expect(s.hasTag('busy')).toBe(true);
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
  },
  afterStep: (actor, event) => {
    const s = actor.getSnapshot();
    const lists = s.context.lists as Lists;
    if (event.type === 'xstate.done.actor.saveList') {
      expect(lists.some((l) => l.label === 'Picnic')).toBe(true);
      expect(s.context.notice?.kind).toMatch(/created|renamed/);
    }
    if (event.type === 'xstate.error.actor.saveList') {
      // The dialog stays open with what was typed; a taken name says so.
      expect(s.matches('naming')).toBe(true);
      const code = (event as { error?: { code?: string } }).error?.code;
      if (code) expect(s.context.nameError).toBe('alreadyExists');
      else expect(s.context.notice).toEqual({ kind: 'actionFailed' });
    }
    if (event.type === 'xstate.done.actor.deleteList') {
      expect(lists.some((l) => l._id === 'list-demo-weekend')).toBe(false);
      expect(s.context.notice).toEqual({ kind: 'deleted', label: 'Για το Σαββατοκύριακο' });
    }
    if (event.type === 'xstate.error.actor.deleteList') {
      expect(lists.some((l) => l._id === 'list-demo-weekend')).toBe(true);
    }
    if (event.type === 'xstate.done.actor.addListToCart') {
      expect(s.context.notice).toEqual({
        kind: 'addedToCart',
        label: 'Για το Σαββατοκύριακο',
        count: 3,
      });
    }
    if (event.type === 'list.addToCart' && s.matches('ready')) {
      expect(s.context.notice).toEqual({ kind: 'emptyList', label: 'Πάρτι' });
    }
    if (event.type === 'name.submit' && s.matches('naming')) {
      expect(s.context.nameError).not.toBeNull();
    }
  },
});
