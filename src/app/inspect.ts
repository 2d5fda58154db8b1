import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';

let observer: Observer<InspectionEvent> | undefined;

/** The inspection observer every app actor is started with (undefined unless dev-enabled). */
export const appInspector = () => observer;

/** Dev and demo builds (no real VITE_API_URL): statically false in a production build. */
const demoBuild = !import.meta.env.VITE_API_URL || import.meta.env.VITE_API_URL === '/api';

/**
 * Live inspection of every actor, chosen by VITE_XSTATE_INSPECT:
 * unset: in dev and demo builds, snapshots go to the journey explorer (`/__journeys`) over a
 * BroadcastChannel (lazy chunk, not awaited); `off`: nothing;
 * dev only: `stately` opens the hosted Stately inspector (needs internet), `console` logs.
 * A production build with a real VITE_API_URL contains none of it (tests/explorer checks).
 * Awaited before the first render so actors start with it attached.
 */
export async function initInspector(): Promise<void> {
  const mode = import.meta.env.VITE_XSTATE_INSPECT as string | undefined;
  if (demoBuild && !mode) {
    // Events before the broadcaster chunk arrives are buffered, so the first paint never waits.
    const buffered: InspectionEvent[] = [];
    let target: Observer<InspectionEvent> | undefined;
    observer = { next: (event) => (target ? target.next?.(event) : buffered.push(event)) };
    void import('./inspect-broadcast').then(({ createBroadcaster }) => {
      target = createBroadcaster();
      for (const event of buffered.splice(0)) target.next?.(event);
    });
    return;
  }
  if (!import.meta.env.DEV) return;
  if (mode === 'stately') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    observer = createBrowserInspector().inspect;
  } else if (mode === 'console') {
    observer = {
      next: (event) => {
        if (event.type === '@xstate.snapshot') {
          const id = (event.actorRef as AnyActorRef).id;
          console.info('[xstate]', id, (event.snapshot as { value?: unknown }).value);
        }
      },
    };
  }
}
