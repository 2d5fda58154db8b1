import type { LoadedJourneyId, Systems } from '@machines/shop/shop.types';
import { useEffect } from 'react';
import { useShop, useSpawnedJourney } from '@/app/shop';

/**
 * A journey of the visit whose code loads on demand (machines/shop `journey.needed`): asked for
 * when the view mounts and when the journey ends while it is shown (a logout ends the chat); a
 * failed load is asked for again the next time the view mounts. Undefined until it runs:
 * `useSelector(actor, …)` gives its selector `undefined` meanwhile, so a view renders its
 * journey's first state.
 */
export function useLoadedJourney<K extends LoadedJourneyId>(id: K): Systems[K] | undefined {
  const shop = useShop();
  const actor = useSpawnedJourney(id);
  useEffect(() => {
    if (!actor) shop.send({ type: 'journey.needed', id });
  }, [shop, actor, id]);
  return actor;
}
