import { prebookMachine } from '@machines/prebook/prebook.machine';
import type { PrebookInput } from '@machines/prebook/prebook.types';
import { useQueryClient } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { assign, fromPromise, type InspectionEvent, type Observer } from 'xstate';
import { type Parser, readStored, writeStored } from '@/lib/storage';
import { useOnce } from '@/lib/use-once';

/** The pre-book reservation, app-wide: the header's time-slot button, the sheet, checkout. */
export const PrebookActor = createActorContext(prebookMachine);

const storage = () => globalThis.localStorage;
const effects = () => import('./prebook-effects');

type Stored = NonNullable<PrebookInput['stored']>;
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
/** Hand-written (no zod before the first paint); an unreadable value counts as none. */
const storedReservation: Parser<Stored> = {
  safeParse(value) {
    const v = value as Partial<Stored> | null;
    const t = v?.target;
    const ok =
      isText(v?.requestId) &&
      isText(v?.startsAt) &&
      isText(v?.endsAt) &&
      isText(v?.expiresAt) &&
      !Number.isNaN(Date.parse(v.expiresAt)) &&
      isText(t?.shopId) &&
      (t?.service === 'easy' || t?.service === 'express' || t?.service === 'takeAway');
    return ok ? { success: true, data: v as Stored } : { success: false };
  },
};

export function PrebookProvider({
  children,
  inspect,
}: {
  children: ReactNode;
  inspect?: Observer<InspectionEvent> | undefined;
}) {
  const queryClient = useQueryClient();
  const logic = useOnce(() =>
    prebookMachine.provide({
      actors: {
        fetchDeliveryDays: fromPromise(async ({ input }) =>
          (await effects()).fetchDeliveryDays(queryClient, input),
        ),
        reserveSlot: fromPromise(async ({ input }) => (await effects()).reserveSlot(input)),
      },
      actions: {
        syncNow: assign({ now: () => Date.now() }),
        persistReservation: (_, { reservation }) => {
          if (reservation) writeStored(storage(), 'reservation', reservation);
          else storage().removeItem('reservation');
        },
      },
    }),
  );
  const input: PrebookInput = {
    stored: readStored(storage(), 'reservation', storedReservation),
    strategy: 'DEFAULT',
    now: Date.now(),
  };
  return (
    <PrebookActor.Provider logic={logic} options={{ input, inspect }}>
      <WakeOnVisible />
      <FollowOtherTabs />
      {children}
    </PrebookActor.Provider>
  );
}

/** A tab coming back reads the clock again: the countdown is computed, never counted. */
function WakeOnVisible() {
  const prebook = PrebookActor.useActorRef();
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') prebook.send({ type: 'visibility.wake' });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [prebook]);
  return null;
}

/**
 * Another tab of the browser reserved a slot or ended its reservation (the `storage` event of
 * the `reservation` key, or of a cleared storage): the journey is told what is kept now and
 * decides (reserved, idle, expired). Only other tabs get the event, so nothing echoes back.
 */
function FollowOtherTabs() {
  const prebook = PrebookActor.useActorRef();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== 'reservation' && event.key !== null) return;
      if (event.storageArea !== storage()) return;
      const reservation = readStored(storage(), 'reservation', storedReservation);
      prebook.send({ type: 'reservation.synced', reservation });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [prebook]);
  return null;
}
