import type { visitMachine } from '@machines/visit/visit.machine';
import type { JourneyId, LoadedJourneyId, Systems } from '@machines/visit/visit.types';
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { Actor, SnapshotFrom } from 'xstate';

/**
 * The one hook views read and send through: the visit's actor system (machines/visit), started
 * once by src/main.tsx (src/app/visit-system.ts) and handed to React here.
 */
export type VisitActor = Actor<typeof visitMachine>;

const VisitContext = createContext<VisitActor | null>(null);

export function VisitProvider({ visit, children }: { visit: VisitActor; children: ReactNode }) {
  return <VisitContext.Provider value={visit}>{children}</VisitContext.Provider>;
}

/** The visit's root actor (send it the shop's own events: `checkout.press`, `loginGate.open`…). */
export function useVisit(): VisitActor {
  const visit = useContext(VisitContext);
  if (!visit) throw new Error('useVisit: the visit system is not provided (src/main.tsx)');
  return visit;
}

/** The visit's root actor, or null outside the shop (a view rendered on its own, in tests). */
export const useOptionalVisit = (): VisitActor | null => useContext(VisitContext);

/** One value of the visit's own state (the open login gate). */
export const useVisitState = <T,>(
  selector: (snapshot: SnapshotFrom<typeof visitMachine>) => T,
): T => useSelector(useVisit(), selector);

/** A journey of the visit, by its `systemId`. */
export const journeyOf = <K extends JourneyId>(visit: VisitActor, id: K): Systems[K] =>
  visit.system.get(id) as Systems[K];

/** The actor of a journey of the visit (to send it events). */
export const useJourneyRef = <K extends JourneyId>(id: K): Systems[K] => journeyOf(useVisit(), id);

/**
 * A journey the visit spawns when a view first needs it (`checkoutPress`, `chatbot`,
 * `smartBanner`: their code loads then), once it runs; undefined before. A view that needs it
 * asks for it with `useLoadedJourney` (hooks/use-loaded-journey.ts).
 */
export const useSpawnedJourney = <K extends LoadedJourneyId>(id: K): Systems[K] | undefined =>
  useVisitState((s) => s.children[id] as Systems[K] | undefined);

/** One narrow value of a journey of the visit; re-renders when it changes. */
export function useJourney<K extends JourneyId, T>(
  id: K,
  selector: (snapshot: ReturnType<Systems[K]['getSnapshot']>) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(
    useJourneyRef(id) as Systems[K],
    selector as (snapshot: unknown) => T,
    compare,
  );
}
