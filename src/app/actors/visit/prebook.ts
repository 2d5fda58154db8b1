import { prebookMachine } from '@machines/prebook/prebook.machine';
import type { PrebookInput } from '@machines/prebook/prebook.types';
import { assign, fromPromise } from 'xstate';
import { type Parser, readStored, removeStored, writeStored } from '@/lib/storage';
import type { VisitDeps } from './visit-deps';

/** The pre-book reservation: the header's time-slot button, the sheet, checkout. */
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

/** The kept reservation (another tab may have just changed it). */
export const storedReservationNow = () => readStored(storage(), 'reservation', storedReservation);

export const prebookLogic = ({ queryClient }: VisitDeps) =>
  prebookMachine.provide({
    actors: {
      fetchDeliveryDays: fromPromise(async ({ input }) =>
        (await effects()).fetchDeliveryDays(queryClient, input),
      ),
      reserveSlot: fromPromise(async ({ input }) => (await effects()).reserveSlot(input)),
      extendReservation: fromPromise(async ({ input }) =>
        (await effects()).extendReservation(input),
      ),
    },
    actions: {
      syncNow: assign({ now: () => Date.now() }),
      persistReservation: (_, { reservation }) => {
        if (reservation) writeStored(storage(), 'reservation', reservation);
        else removeStored(storage(), 'reservation');
      },
    },
  });

export const prebookStart = (): PrebookInput => ({
  stored: storedReservationNow(),
  strategy: 'DEFAULT',
  now: Date.now(),
});
