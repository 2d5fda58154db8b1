import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';

let observer: Observer<InspectionEvent> | undefined;

/** The inspection observer every app actor is started with (undefined unless dev-enabled). */
export const appInspector = () => observer;

/**
 * Dev-only live inspection of every actor, chosen by VITE_XSTATE_INSPECT:
 * `stately` opens the hosted Stately inspector (needs internet), `console` logs snapshots.
 * `import.meta.env.DEV` is false in a production build, so none of this reaches the bundle.
 * Awaited before the first render so actors start with it attached.
 */
export async function initInspector(): Promise<void> {
  if (!import.meta.env.DEV) return;
  const mode = import.meta.env.VITE_XSTATE_INSPECT;
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
