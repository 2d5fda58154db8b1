import type { LoadedJourneyId, Systems } from '@machines/visit/visit.types';
import { useEffect } from 'react';
import { useSpawnedJourney, useVisit } from '@/app/visit';

/**
 * A journey of the visit whose code loads on demand (machines/visit `journey.needed`): asked for
 * when the view mounts and when the journey ends while it is shown (a logout ends the chat); a
 * failed load is asked for again the next time the view mounts. Undefined until it runs:
 * `useSelector(actor, …)` gives its selector `undefined` meanwhile, so a view renders its
 * journey's first state.
 */
export function useLoadedJourney<K extends LoadedJourneyId>(id: K): Systems[K] | undefined {
  const visit = useVisit();
  const actor = useSpawnedJourney(id);
  useEffect(() => {
    if (!actor) visit.send({ type: 'journey.needed', id });
  }, [visit, actor, id]);
  return actor;
}
