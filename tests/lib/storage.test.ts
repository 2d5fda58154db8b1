import { consentChoicesSchema } from '@machines/consent/consent.types';
import { describe, expect, it } from 'vitest';
import { clearCategories, type KeyValueStore, readStored, writeStored } from '@/lib/storage';
import { memoryStorage as memory } from './memory-storage';

describe('browser storage', () => {
  it('reads back what it wrote, validated', () => {
    const store = memory();
    const choices = { necessary: true, performance: false, ad: true, ux: false } as const;
    expect(writeStored(store, 'privacyConsent', choices)).toBe(true);
    expect(readStored(store, 'privacyConsent', consentChoicesSchema)).toEqual(choices);
  });

  it.each([
    ['not JSON', '{"necessary":tru'],
    ['the wrong shape', '{"necessary":false,"performance":true,"ad":true,"ux":true}'],
    ['a string', '"yes"'],
  ])('falls back to null when the stored value is %s', (_, raw) => {
    const store = memory({ privacyConsent: raw });
    expect(readStored(store, 'privacyConsent', consentChoicesSchema)).toBeNull();
  });

  it('treats a storage that throws as empty and a failed write as false', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(readStored(broken, 'privacyConsent', consentChoicesSchema)).toBeNull();
    expect(writeStored(broken, 'privacyConsent', { necessary: true })).toBe(false);
  });

  it('clears only the keys of the given consent categories', () => {
    const store = memory({
      privacyConsent: '{}',
      cart: '[]',
      recentSearches: '["feta"]',
      viewedProducts: '[]',
      promotionImpressions: '[]',
    });
    clearCategories(store, ['performance', 'ad', 'ux']);
    expect([...store.map.keys()].sort()).toEqual(['cart', 'privacyConsent']);
  });
});
