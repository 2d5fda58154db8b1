import type { shopMachine } from '@machines/shop/shop.machine';
import type { JourneyId, LoadedJourneyId, Systems } from '@machines/shop/shop.types';
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { Actor, SnapshotFrom } from 'xstate';

/**
 * The one hook views read and send through: the visit's actor system (machines/shop), started
 * once by src/main.tsx (src/app/shop-system.ts) and handed to React here.
 */
export type ShopActor = Actor<typeof shopMachine>;

const ShopContext = createContext<ShopActor | null>(null);

export function ShopProvider({ shop, children }: { shop: ShopActor; children: ReactNode }) {
  return <ShopContext.Provider value={shop}>{children}</ShopContext.Provider>;
}

/** The visit's root actor (send it the shop's own events: `checkout.press`, `loginGate.open`…). */
export function useShop(): ShopActor {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('useShop: the shop system is not provided (src/main.tsx)');
  return shop;
}

/** The visit's root actor, or null outside the shop (a view rendered on its own, in tests). */
export const useOptionalShop = (): ShopActor | null => useContext(ShopContext);

/** One value of the visit's own state (the open login gate). */
export const useShopState = <T,>(selector: (snapshot: SnapshotFrom<typeof shopMachine>) => T): T =>
  useSelector(useShop(), selector);

/** A journey of the visit, by its `systemId`. */
export const journeyOf = <K extends JourneyId>(shop: ShopActor, id: K): Systems[K] =>
  shop.system.get(id) as Systems[K];

/** The actor of a journey of the visit (to send it events). */
export const useJourneyRef = <K extends JourneyId>(id: K): Systems[K] => journeyOf(useShop(), id);

/**
 * A journey the visit spawns when a view first needs it (`checkoutPress`, `chatbot`,
 * `smartBanner`: their code loads then), once it runs; undefined before. A view that needs it
 * asks for it with `useLoadedJourney` (hooks/use-loaded-journey.ts).
 */
export const useSpawnedJourney = <K extends LoadedJourneyId>(id: K): Systems[K] | undefined =>
  useShopState((s) => s.children[id] as Systems[K] | undefined);

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
