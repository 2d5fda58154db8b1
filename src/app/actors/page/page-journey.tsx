import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { useOnce } from '@/lib/use-once';
import { appInspector } from '../../inspect';

/** What `machine.provide` takes: the journey's effects (actors, actions, guards, delays). */
export type JourneyEffects<TMachine extends AnyStateMachine> = Parameters<TMachine['provide']>[0];

export interface PageJourneyHost<TMachine extends AnyStateMachine, Props> {
  /**
   * A hook of the provider: reads what the effects need (the visit's journeys, the router, the
   * query client) and returns how to build the effects (none for a journey without effects).
   * They are built once, on the first render: an effect that needs a later render's value reads
   * it through a ref.
   */
  useEffects?: (props: Props) => () => JourneyEffects<TMachine>;
  /** The journey's input, from the provider's first render. */
  input?: (props: Props) => InputFrom<TMachine>;
  /**
   * Watched by the live inspection (default). Off for a sheet started anew at each press: the
   * explorer keeps every actor it has seen, so each closed sheet would stay listed as running.
   */
  inspected?: boolean;
}

/**
 * A journey that lives as long as a page, a sheet or a dialog (not the visit: those are actors of
 * the visit system, src/app/visit-system.ts). `pageJourney(machine).hosted({ useEffects })` gives
 * its actor context, for the views to read the state and send events, and the provider that
 * starts it with its effects, watched by the live inspection (src/app/inspect.ts) like the
 * visit's journeys. A new actor starts when the provider mounts again (give it a `key` to start
 * over on another list). Two calls, so that the machine's type is known before the effects are
 * typed against it.
 */
export function pageJourney<TMachine extends AnyStateMachine>(machine: TMachine) {
  return {
    hosted<Props extends object = object>(host: PageJourneyHost<TMachine, Props> = {}) {
      const Actor = createActorContext(machine);
      function Provider(props: Props & { children: ReactNode }) {
        const buildEffects = host.useEffects?.(props);
        const logic = useOnce(() =>
          buildEffects ? (machine.provide(buildEffects()) as TMachine) : machine,
        );
        const input = useOnce(() => host.input?.(props));
        return (
          <Actor.Provider
            logic={logic}
            options={{ input, inspect: host.inspected === false ? undefined : appInspector() }}
          >
            {props.children}
          </Actor.Provider>
        );
      }
      Provider.displayName = `${machine.id}Journey`;
      return { Actor, Provider };
    },
  };
}
