import type { KeptInvoice } from '@machines/checkout/checkout.invoice';
import { checkoutMachine, PLACE_TIMEOUT_MS } from '@machines/checkout/checkout.machine';
import {
  checkoutModel,
  draftVariants,
  openAttemptSample,
  placedSample,
  readyDraft,
} from '@machines/checkout/checkout.model';
import { isInvoiceRefused, visibleContactErrors } from '@machines/checkout/checkout.selectors';
import type {
  CheckoutContext,
  CheckoutInput,
  OpenAttempt,
  PlacedOrderRef,
  PlaceOrderInput,
} from '@machines/checkout/checkout.types';
import { generateJourneyPaths, type JourneyStep } from '@machines/testing/journey-paths';
import { definedStates, definedTransitions } from '@machines/testing/transitions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, fromPromise } from 'xstate';
import { replayPath } from './replay';

const paths = generateJourneyPaths(checkoutMachine, checkoutModel);

/** Fake effects: each order call waits for the path to say how it ends. */
function fakeEffects() {
  const effects = {
    calls: [] as PlaceOrderInput[],
    /** The keys the platform was asked about. */
    lookups: [] as string[],
    completed: [] as PlacedOrderRef[],
    /** Every attempt the journey kept for a reload (null: forgotten). */
    kept: [] as (OpenAttempt | null)[],
    /** Every invoice choice kept for a reload (null: forgotten once ordered). */
    invoices: [] as (KeptInvoice | null)[],
    settle: undefined as
      | { resolve: (v: PlacedOrderRef) => void; reject: (e: unknown) => void }
      | undefined,
    answer: undefined as
      | { resolve: (v: PlacedOrderRef | null) => void; reject: (e: unknown) => void }
      | undefined,
  };
  const machine = checkoutMachine.provide({
    actors: {
      placeOrder: fromPromise<PlacedOrderRef, PlaceOrderInput>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            effects.calls.push(input);
            effects.settle = { resolve, reject };
          }),
      ),
      findOrder: fromPromise<PlacedOrderRef | null, { idempotencyKey: string }>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            effects.lookups.push(input.idempotencyKey);
            effects.answer = { resolve, reject };
          }),
      ),
    },
    actions: {
      completeOrder: (_, { order }) => {
        effects.completed.push(order);
      },
      keepAttempt: (_, { attempt }) => {
        effects.kept.push(attempt);
      },
      keepInvoice: (_, { kept }) => {
        effects.invoices.push(kept);
      },
    },
  });
  return { machine, effects };
}
type Effects = ReturnType<typeof fakeEffects>['effects'];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function perform(actor: AnyActorRef, step: JourneyStep, effects: Effects) {
  const event = step.event as { type: string; output?: unknown; error?: unknown };
  if (event.type === 'xstate.done.actor.placeOrder') {
    effects.settle!.resolve(event.output as PlacedOrderRef);
  } else if (event.type === 'xstate.error.actor.placeOrder') {
    effects.settle!.reject(event.error);
  } else if (event.type === 'xstate.done.actor.findOrder') {
    effects.answer!.resolve(event.output as PlacedOrderRef | null);
  } else if (event.type === 'xstate.error.actor.findOrder') {
    effects.answer!.reject(event.error);
  } else if (event.type === 'xstate.after.PLACE_TIMEOUT.checkout.placing') {
    await vi.advanceTimersByTimeAsync(PLACE_TIMEOUT_MS);
    return;
  } else {
    actor.send(step.event);
  }
  await vi.advanceTimersByTimeAsync(0);
}

const refusals = [
  'noShop',
  'noAddress',
  'emptyCart',
  'noSlot',
  'contact',
  'invoice',
  'payment',
] as const;

function invariant(effects: Effects) {
  return (actor: AnyActorRef) => {
    const s = actor.getSnapshot();
    const c = s.context as CheckoutContext;
    // One key per attempt (an attempt kept from before the reload keeps its key), never two in
    // flight: the keys sent are the kept one and k-1 … k-<attempt>.
    const kept0 = (actor as unknown as { options?: { input?: CheckoutInput } }).options?.input
      ?.openAttempt?.idempotencyKey;
    const fresh = new Set(
      effects.calls.map((call) => call.idempotencyKey).filter((k) => k !== kept0),
    );
    expect([...fresh].sort()).toEqual(Array.from({ length: c.attempt }, (_, i) => `k-${i + 1}`));
    // What a reload would find is the attempt whose outcome is open, or nothing.
    const kept = effects.kept.length ? effects.kept.at(-1) : c.idempotencyKey && 'from input';
    if (s.matches('placed')) {
      expect(c.order).toEqual(placedSample);
      expect(effects.completed).toEqual([placedSample]);
      expect(c.idempotencyKey).toBeNull();
      expect(effects.kept.at(-1)).toBeNull();
      // The order took the invoice: nothing typed is kept for a reload any more.
      expect(effects.invoices.at(-1) ?? null).toBeNull();
      return;
    }
    // What a reload would find is what the shopper chose and typed last.
    if (effects.invoices.length)
      expect(effects.invoices.at(-1)).toEqual({ billing: c.billing, invoice: c.invoice });
    expect(effects.completed).toEqual([]);
    if (c.idempotencyKey === null) expect(kept ?? null).toBeNull();
    else if (effects.kept.length)
      expect(kept).toEqual({ idempotencyKey: c.idempotencyKey, fingerprint: c.fingerprint });
    if (s.matches({ editing: 'ready' })) {
      expect(c.problem).toBeNull();
      // After "no such order" the key stays for the same order; otherwise no attempt is open.
      if (c.failure === 'notPlaced') expect(c.idempotencyKey).not.toBeNull();
      else expect(c.idempotencyKey).toBeNull();
    } else if (refusals.some((r) => s.matches({ editing: r }))) {
      const [refusal] = Object.values(s.value as Record<string, string>);
      expect(c.problem).toBe(refusal);
      expect(Object.keys(visibleContactErrors(s as never)).length > 0).toBe(refusal === 'contact');
      expect(isInvoiceRefused(s as never)).toBe(refusal === 'invoice');
      if (refusal === 'invoice') expect(c.billing).toBe('invoice');
    } else if (s.matches('placing')) {
      expect(s.hasTag('busy')).toBe(true);
      expect(effects.calls.at(-1)?.idempotencyKey).toBe(c.idempotencyKey);
      expect(effects.calls.at(-1)?.contact).toBe(c.guest ? c.contact : null);
      expect(effects.calls.at(-1)?.invoice).toBe(c.billing === 'invoice' ? c.invoice : null);
    } else if (s.matches('checking')) {
      // The platform is asked about the open attempt's key before anything else is offered.
      expect(s.hasTag('busy')).toBe(true);
      expect(effects.lookups.at(-1)).toBe(c.idempotencyKey);
    } else if (s.matches('unanswered')) {
      expect(c.idempotencyKey).not.toBeNull();
      expect(s.hasTag('retry')).toBe(true);
    } else {
      throw new Error(`No invariant for ${JSON.stringify(s.value)}`);
    }
  };
}

describe('checkout journey: generated paths', () => {
  it('generates a bounded set of paths', () => {
    expect(paths.length).toBeGreaterThan(8);
    expect(paths.length).toBeLessThan(120);
  });

  for (const path of paths) {
    it(path.name, async () => {
      const { machine, effects } = fakeEffects();
      await replayPath(path, {
        machine,
        invariant: invariant(effects),
        perform: (actor, step) => perform(actor, step, effects),
        afterStep: (actor, step) => {
          const c = actor.getSnapshot().context as CheckoutContext;
          if (step.event.type === 'order.retry') {
            // A retry resends the unanswered attempt's key: never a second order.
            const keys = effects.calls.map((call) => call.idempotencyKey);
            expect(keys.at(-1)).toBe(keys.at(-2));
          }
          if (step.event.type === 'xstate.error.actor.placeOrder' && c.failure === 'PRICE_CHANGED')
            expect(actor.getSnapshot().matches({ editing: 'ready' })).toBe(true);
        },
      });
    });
  }
});

/** A customer who chose card payment and pressed "Place order" with the ready draft. */
async function customerPlacing() {
  const { machine, effects } = fakeEffects();
  const { createActor } = await import('xstate');
  const actor = createActor(machine, { input: checkoutModel.inputs[1]!.input }).start();
  actor.send({ type: 'payment.select', method: 'CARD' });
  actor.send({ type: 'order.place', draft: readyDraft });
  await vi.advanceTimersByTimeAsync(0);
  return { actor, effects };
}

describe('checkout journey: rules beyond the paths', () => {
  it('a double press while placing sends one order', async () => {
    const { machine, effects } = fakeEffects();
    const { createActor } = await import('xstate');
    const actor = createActor(machine, {
      input: checkoutModel.inputs[1]!.input,
    }).start();
    const draft = {
      ...(checkoutModel.eventVariants!['order.place']![0] as never as { draft: never }),
    }.draft;
    actor.send({ type: 'payment.select', method: 'CARD' });
    actor.send({ type: 'order.place', draft });
    actor.send({ type: 'order.place', draft });
    await vi.advanceTimersByTimeAsync(0);
    expect(effects.calls).toHaveLength(1);
    effects.settle!.reject({ kind: 'rejected', code: 'RESERVATION_EXPIRED' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'order.place', draft });
    await vi.advanceTimersByTimeAsync(0);
    // A refused attempt is over: the next press is a new attempt with a new key.
    expect(effects.calls.map((call) => call.idempotencyKey)).toEqual(['k-1', 'k-2']);
    actor.stop();
  });

  it('without a reserved slot: refused when the service pre-books, sent when it does not', async () => {
    const { machine, effects } = fakeEffects();
    const { createActor } = await import('xstate');
    const actor = createActor(machine, { input: checkoutModel.inputs[1]!.input }).start();
    actor.send({ type: 'payment.select', method: 'CARD' });
    actor.send({ type: 'order.place', draft: draftVariants['no slot']! });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ editing: 'noSlot' })).toBe(true);
    expect(effects.calls).toHaveLength(0);
    actor.send({ type: 'order.place', draft: draftVariants['no pre-book']! });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('placing')).toBe(true);
    expect(effects.calls).toHaveLength(1);
    actor.stop();
  });

  it('a gift order says so in the order call; a plain one does not', async () => {
    const { machine, effects } = fakeEffects();
    const { createActor } = await import('xstate');
    const actor = createActor(machine, { input: checkoutModel.inputs[1]!.input }).start();
    const draft = {
      ...(checkoutModel.eventVariants!['order.place']![0] as never as { draft: never }),
    }.draft;
    actor.send({ type: 'payment.select', method: 'CASH_ON_DELIVERY' });
    actor.send({ type: 'gift.change', value: true });
    actor.send({ type: 'order.place', draft });
    await vi.advanceTimersByTimeAsync(0);
    expect(effects.calls.at(-1)?.gift).toBe(true);
    effects.settle!.reject({ kind: 'rejected', code: 'PRICE_CHANGED' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'gift.change', value: false });
    actor.send({ type: 'order.place', draft });
    await vi.advanceTimersByTimeAsync(0);
    expect(effects.calls.at(-1)?.gift).toBe(false);
    actor.stop();
  });

  it('a server error after sending: the platform is asked by key and its order is shown', async () => {
    const { actor, effects } = await customerPlacing();
    expect(effects.kept).toEqual([{ idempotencyKey: 'k-1', fingerprint: readyDraft.fingerprint }]);
    effects.settle!.reject({ kind: 'unconfirmed' });
    await vi.advanceTimersByTimeAsync(0);
    expect(effects.lookups).toEqual(['k-1']);
    effects.answer!.resolve(placedSample);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('placed')).toBe(true);
    expect(effects.completed).toEqual([placedSample]);
    expect(effects.calls).toHaveLength(1);
    expect(effects.kept.at(-1)).toBeNull();
    actor.stop();
  });

  it('no such order: the same order keeps its key, a changed order gets a new one', async () => {
    const { actor, effects } = await customerPlacing();
    effects.settle!.reject({ kind: 'unreachable' });
    await vi.advanceTimersByTimeAsync(0);
    effects.answer!.resolve(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.failure).toBe('notPlaced');
    // A new slot is the same order: the platform would answer a late first order by its key.
    actor.send({ type: 'order.place', draft: { ...readyDraft, reservationRequestId: 'res-2' } });
    await vi.advanceTimersByTimeAsync(0);
    effects.settle!.reject({ kind: 'unconfirmed' });
    await vi.advanceTimersByTimeAsync(0);
    effects.answer!.resolve(null);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'order.place', draft: { ...readyDraft, fingerprint: 'one more tomato' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(effects.calls.map((call) => call.idempotencyKey)).toEqual(['k-1', 'k-1', 'k-2']);
    expect(effects.kept.at(-1)).toEqual({ idempotencyKey: 'k-2', fingerprint: 'one more tomato' });
    actor.stop();
  });

  it('an attempt kept from before a reload is checked before the form is offered', async () => {
    const { machine, effects } = fakeEffects();
    const { createActor } = await import('xstate');
    const actor = createActor(machine, { input: checkoutModel.inputs[2]!.input }).start();
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    expect(effects.lookups).toEqual([openAttemptSample.idempotencyKey]);
    effects.answer!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('unanswered')).toBe(true);
    actor.send({ type: 'order.retry' });
    expect(effects.lookups).toHaveLength(2);
    expect(effects.calls).toEqual([]);
    actor.stop();
  });

  it('comments are cut at 500 characters', async () => {
    const { machine } = fakeEffects();
    const { createActor } = await import('xstate');
    const actor = createActor(machine, { input: checkoutModel.inputs[0]!.input }).start();
    actor.send({ type: 'notes.change', value: 'x'.repeat(600) });
    expect(actor.getSnapshot().context.notes).toHaveLength(500);
    actor.stop();
  });
});

describe('checkout journey: coverage of the generated paths', () => {
  it('every transition and state of the machine is on some generated path', async () => {
    const seen = new Set<string>();
    for (const path of paths) {
      const { machine, effects } = fakeEffects();
      const taken = await replayPath(path, {
        machine,
        invariant: () => {},
        perform: (actor, step) => perform(actor, step, effects),
      });
      for (const key of taken) seen.add(key);
    }
    expect(
      definedTransitions(checkoutMachine)
        .map((t) => t.key)
        .filter((k) => !seen.has(k)),
    ).toEqual([]);
    const visited = new Set(
      [...seen].flatMap((k) => k.split(/ --.*--> /).flatMap((p) => p.split(','))),
    );
    expect(definedStates(checkoutMachine).filter((s) => !visited.has(s))).toEqual([]);
  });
});
