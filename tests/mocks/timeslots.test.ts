import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@/api/api-error';
import {
  extendReservationEndpoint,
  getDeliveryDaysEndpoint,
  reserveTimeSlotEndpoint,
} from '@/api/contract/timeslots';
import { createDemoApi } from '@/mocks/demo-api';
import { createDemoServer } from '@/mocks/node-server';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
// Monday 2 June 2025, 09:00 in Athens.
const NOW = new Date('2025-06-02T06:00:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  server.resetSessions();
});

const { client } = createDemoApi();
const days = (service: 'easy' | 'express' | 'takeAway', shopId = 'shop-kolonaki') =>
  client.call(getDeliveryDaysEndpoint, { params: { shopId }, query: { service } });

const reserve = (slot: { startsAt: string; endsAt: string }, key: string) =>
  client.call(reserveTimeSlotEndpoint, {
    body: { shop: 'shop-kolonaki', deliveryService: 'easy', ...slot, idempotencyKey: key },
  });

describe('demo platform: time slots', () => {
  it('offers regular 2-hour slots 08-20 for 7 days, relative to now', async () => {
    const easy = await days('easy');
    expect(easy.map((d) => d.date)).toEqual([
      '2025-06-02',
      '2025-06-03',
      '2025-06-04',
      '2025-06-05',
      '2025-06-06',
      '2025-06-07',
      '2025-06-08',
    ]);
    const [first] = easy;
    expect(first?.timeslots).toHaveLength(6);
    // 08:00 Athens (summer time) is 05:00Z; it already started, so it is unavailable.
    expect(first?.timeslots[0]).toMatchObject({
      startsAt: '2025-06-02T05:00:00.000Z',
      endsAt: '2025-06-02T07:00:00.000Z',
      startsAtDate: '2025-06-02',
      isAvailable: false,
    });
  });

  it('offers express 1-hour slots today and take-away pick-ups within opening hours', async () => {
    const express = await days('express');
    expect(express.map((d) => d.date)).toEqual(['2025-06-02']);
    expect(express[0]?.timeslots).toHaveLength(12);
    const takeAway = await days('takeAway', 'shop-kifisia');
    expect(takeAway[0]?.timeslots.length).toBe(12);
  });

  it('fills a slot up to its capacity, then frees it when the reservations expire', async () => {
    const tomorrow = (await days('easy'))[1]!;
    const slot = tomorrow.timeslots.find((s) => s.isAvailable)!;
    const taken: string[] = [];
    let refused: ApiError | undefined;
    for (let n = 0; n < 10 && !refused; n += 1) {
      try {
        const reservation = await reserve(slot, `key-capacity-${n}`);
        taken.push(reservation.requestId);
        expect(Date.parse(reservation.expiresAt) - NOW.getTime()).toBe(15 * 60 * 1000);
      } catch (error) {
        refused = error as ApiError;
      }
    }
    expect(taken.length).toBeGreaterThan(0);
    expect(taken.length).toBeLessThanOrEqual(4);
    expect(refused?.status).toBe(409);
    expect(refused?.code).toBe('SLOT_UNAVAILABLE');
    const full = (await days('easy'))[1]!.timeslots.find((s) => s.startsAt === slot.startsAt);
    expect(full?.isAvailable).toBe(false);

    vi.setSystemTime(NOW.getTime() + 15 * 60 * 1000 + 1);
    const freed = (await days('easy'))[1]!.timeslots.find((s) => s.startsAt === slot.startsAt);
    expect(freed?.isAvailable).toBe(true);
  });

  it('answers a repeated idempotency key with the first reservation', async () => {
    const slot = (await days('easy'))[2]!.timeslots.find((s) => s.isAvailable)!;
    const first = await reserve(slot, 'key-repeat-0001');
    const again = await reserve(slot, 'key-repeat-0001');
    expect(again).toEqual(first);
  });

  it('refuses a slot that does not exist', async () => {
    await expect(
      reserve(
        { startsAt: '2025-06-03T05:30:00.000Z', endsAt: '2025-06-03T07:30:00.000Z' },
        'key-odd-1',
      ),
    ).rejects.toMatchObject({ status: 409, code: 'SLOT_UNAVAILABLE' });
  });
});

describe('demo platform: keeping a reserved slot longer', () => {
  const MINUTE = 60 * 1000;
  const at = (minutes: number) => vi.setSystemTime(NOW.getTime() + minutes * MINUTE);
  const extend = (requestId: string, key: string) =>
    client.call(extendReservationEndpoint, {
      params: { requestId },
      body: { idempotencyKey: key },
    });
  // Express's 10:00 slot (Athens) takes orders until 09:30: its lead time is 30 minutes.
  const expressAtTen = async () => {
    const slot = (await days('express'))[0]!.timeslots.find(
      (s) => s.startsAt === '2025-06-02T07:00:00.000Z',
    )!;
    return client.call(reserveTimeSlotEndpoint, {
      body: {
        shop: 'shop-kolonaki',
        deliveryService: 'express',
        ...slot,
        idempotencyKey: `express-${Date.now()}`,
      },
    });
  };

  it('holds it 15 minutes from the press, twice; a repeated key answers the same extension', async () => {
    const slot = (await days('easy'))[1]!.timeslots.find((s) => s.isAvailable)!;
    const { requestId } = await reserve(slot, 'key-extend-0001');
    at(12);
    const first = await extend(requestId, 'extend-key-0001');
    expect(first.requestId).toBe(requestId);
    expect(first.expiresAt).toBe(new Date(NOW.getTime() + 27 * MINUTE).toISOString());
    expect(await extend(requestId, 'extend-key-0001')).toEqual(first);
    at(25);
    const second = await extend(requestId, 'extend-key-0002');
    expect(second.expiresAt).toBe(new Date(NOW.getTime() + 40 * MINUTE).toISOString());
    await expect(extend(requestId, 'extend-key-0003')).rejects.toMatchObject({
      status: 409,
      code: 'EXTENSION_LIMIT',
    });
  });

  it('refuses a reservation that ran out or is unknown', async () => {
    const slot = (await days('easy'))[1]!.timeslots.find((s) => s.isAvailable)!;
    const { requestId } = await reserve(slot, 'key-extend-0002');
    at(15);
    await expect(extend(requestId, 'extend-key-0004')).rejects.toMatchObject({
      status: 409,
      code: 'RESERVATION_EXPIRED',
    });
    await expect(extend('rsv-unknown', 'extend-key-0005')).rejects.toMatchObject({
      code: 'RESERVATION_EXPIRED',
    });
  });

  it('never holds a slot past the moment it stops taking orders', async () => {
    const early = await expressAtTen();
    at(14);
    const kept = await extend(early.requestId, 'extend-key-0006');
    expect(kept.expiresAt).toBe(new Date(NOW.getTime() + 29 * MINUTE).toISOString());
    // At 09:18 the slot takes orders for 12 more minutes: held until 09:30, not 09:33.
    server.resetSessions();
    at(10);
    const capped = await expressAtTen();
    at(18);
    const last = await extend(capped.requestId, 'extend-key-0008');
    expect(last.expiresAt).toBe(new Date(NOW.getTime() + 30 * MINUTE).toISOString());
    server.resetSessions();
    at(16);
    // Reserved at 09:16, it is held until the slot's 09:30 (not 09:31).
    const late = await expressAtTen();
    expect(late.expiresAt).toBe(new Date(NOW.getTime() + 30 * MINUTE).toISOString());
    // At 09:22 only 8 minutes are left: too little to keep.
    at(22);
    await expect(extend(late.requestId, 'extend-key-0007')).rejects.toMatchObject({
      status: 409,
      code: 'SLOT_UNAVAILABLE',
    });
  });
});
