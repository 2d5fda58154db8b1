import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { placeOrderError } from '@/app/actors/page/checkout-effects';

const endpoint = 'POST /v3/orders';
const http = (status: number, code?: string) =>
  new ApiError({ kind: 'http', endpoint, status, code });

describe('what an order reply says about the order', () => {
  it.each([
    [
      'a 409 PRICE_CHANGED',
      http(409, 'PRICE_CHANGED'),
      { kind: 'rejected', code: 'PRICE_CHANGED' },
    ],
    [
      'a 422 with an unknown code',
      http(422, 'SERVICE_NOT_OFFERED'),
      { kind: 'rejected', code: 'rejected' },
    ],
    [
      'a 401 GUEST_NOT_ALLOWED',
      http(401, 'GUEST_NOT_ALLOWED'),
      { kind: 'rejected', code: 'GUEST_NOT_ALLOWED' },
    ],
    ['a 500 (the platform may have committed)', http(500, 'SERVER_ERROR'), { kind: 'unconfirmed' }],
    ['a 502', http(502), { kind: 'unconfirmed' }],
    ['a 504', http(504), { kind: 'unconfirmed' }],
    ['a 408', http(408), { kind: 'unconfirmed' }],
    [
      'a 2xx that cannot be read',
      new ApiError({ kind: 'invalid-response', endpoint }),
      { kind: 'unconfirmed' },
    ],
    ['no reply', new ApiError({ kind: 'network', endpoint }), { kind: 'unreachable' }],
    ['anything else thrown', new TypeError('x'), { kind: 'unreachable' }],
  ])('%s', (_, error, expected) => {
    expect(placeOrderError(error)).toEqual(expected);
  });
});
