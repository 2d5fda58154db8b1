// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, fromPromise, type InspectionEvent, setup } from 'xstate';
import { pageJourney } from '@/app/actors/page/page-journey';

/** What the live inspection (src/app/inspect.ts) is given: the snapshots' machine ids. */
const inspected = vi.hoisted(() => [] as string[]);
vi.mock('@/app/inspect', () => ({
  appInspector: () => (event: InspectionEvent) => {
    if (event.type === '@xstate.snapshot') {
      const id = (event.actorRef as unknown as { logic: { id?: string } }).logic.id;
      if (id) inspected.push(id);
    }
  },
}));

/** A page's journey in miniature: loads a greeting for the name it starts with. */
const greetingMachine = setup({
  types: {
    input: {} as { name: string },
    context: {} as { name: string; greeting: string | null },
  },
  actors: {
    greet: fromPromise<string, { name: string }>(() => {
      throw new Error('greet not provided');
    }),
  },
}).createMachine({
  id: 'greeting',
  context: ({ input }) => ({ name: input.name, greeting: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'greet',
        input: ({ context }) => ({ name: context.name }),
        onDone: { target: 'shown', actions: assign({ greeting: ({ event }) => event.output }) },
      },
    },
    shown: {},
  },
});

let effectsBuilt = 0;
const { Actor, Provider } = pageJourney(greetingMachine).hosted({
  useEffects: ({ salutation }: { name: string; salutation: string }) => {
    // A hook of the provider, as the real hosts read the router or the visit's journeys.
    const [prefix] = useState(salutation);
    return () => {
      effectsBuilt += 1;
      return { actors: { greet: fromPromise(async ({ input }) => `${prefix}, ${input.name}`) } };
    };
  },
  input: ({ name }) => ({ name }),
});

function Greeting() {
  const greeting = Actor.useSelector((snapshot) => snapshot.context.greeting);
  return <p>{greeting ?? 'Loading…'}</p>;
}

/** The same journey as a sheet started at each press: not inspected. */
const Sheet = pageJourney(greetingMachine).hosted({
  useEffects: () => () => ({
    actors: { greet: fromPromise(async ({ input }) => `Hi, ${input.name}`) },
  }),
  input: ({ name }: { name: string }) => ({ name }),
  inspected: false,
});

function SheetGreeting() {
  const greeting = Sheet.Actor.useSelector((snapshot) => snapshot.context.greeting);
  return <p>{greeting ?? 'Loading…'}</p>;
}

afterEach(() => {
  cleanup();
  effectsBuilt = 0;
  inspected.length = 0;
});

describe('a journey hosted by its page', () => {
  it('starts with its input and its effects, and keeps both over later renders', async () => {
    const view = render(
      <Provider name="Eleni" salutation="Γεια">
        <Greeting />
      </Provider>,
    );
    expect(await screen.findByText('Γεια, Eleni')).toBeTruthy();
    view.rerender(
      <Provider name="Nikos" salutation="Hello">
        <Greeting />
      </Provider>,
    );
    await act(async () => {});
    expect(screen.getByText('Γεια, Eleni')).toBeTruthy();
    expect(effectsBuilt).toBe(1);
  });

  it('starts over when it mounts again (a key of another list)', async () => {
    const view = render(
      <Provider key="1" name="Eleni" salutation="Hello">
        <Greeting />
      </Provider>,
    );
    expect(await screen.findByText('Hello, Eleni')).toBeTruthy();
    view.rerender(
      <Provider key="2" name="Nikos" salutation="Hello">
        <Greeting />
      </Provider>,
    );
    expect(await screen.findByText('Hello, Nikos')).toBeTruthy();
    expect(effectsBuilt).toBe(2);
  });

  it('is watched by the live inspection, unless it is a sheet started at each press', async () => {
    render(
      <Provider name="Eleni" salutation="Hello">
        <Greeting />
      </Provider>,
    );
    expect(await screen.findByText('Hello, Eleni')).toBeTruthy();
    expect(inspected).toContain('greeting');
    cleanup();
    inspected.length = 0;
    render(
      <Sheet.Provider name="Eleni">
        <SheetGreeting />
      </Sheet.Provider>,
    );
    expect(await screen.findByText('Hi, Eleni')).toBeTruthy();
    expect(inspected).toEqual([]);
  });
});
