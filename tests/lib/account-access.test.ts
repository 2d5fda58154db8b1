import { safeReturnPath } from '@machines/session/session.types';
import { describe, expect, it } from 'vitest';
import { allowedAccountPages, canOpenAccountPage } from '@/lib/account-access';

const allOn = {
  loyalty: { enabled: true },
  giftOrder: { enabled: true },
  services: { newsletter: { enabled: true } },
};
const allOff = {
  loyalty: { enabled: false },
  giftOrder: { enabled: false },
  services: { newsletter: { enabled: false } },
};
const withCard = { loyaltyCards: [{}] };
const noCard = { loyaltyCards: [] };

describe('account pages a customer may open', () => {
  it('everything when the configuration allows it and the customer has a loyalty card', () => {
    expect(allowedAccountPages(allOn, withCard)).toEqual([
      'credentials',
      'addresses',
      'cards',
      'loyalty',
      'history',
      'lists',
      'gifts',
      'notifications',
    ]);
  });

  it('no loyalty, gifts or notifications when the configuration turns them off', () => {
    expect(allowedAccountPages(allOff, withCard)).toEqual([
      'credentials',
      'addresses',
      'cards',
      'history',
      'lists',
    ]);
  });

  it('loyalty needs both the configuration and a card', () => {
    expect(canOpenAccountPage('loyalty', allOn, noCard)).toBe(false);
    expect(canOpenAccountPage('loyalty', allOff, withCard)).toBe(false);
    expect(canOpenAccountPage('loyalty', allOn, withCard)).toBe(true);
  });
});

describe('where the shopper returns after login', () => {
  it('accepts a path of this shop, with its query', () => {
    expect(safeReturnPath('/offers')).toBe('/offers');
    expect(safeReturnPath('/search?product=feta')).toBe('/search?product=feta');
  });

  it('refuses other origins, odd paths and the login pages themselves', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'offers',
      '/login',
      '/register?redirect=/x',
      null,
      42,
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
});
