import { describe, expect, it } from 'vitest';
import { hasValidVatCheckDigit, validateVatNumber } from '@/lib/vat-number';

describe('Greek VAT number (ΑΦΜ)', () => {
  it.each([
    '094014201', // a public company's ΑΦΜ
    '090000045',
    '094019245',
    '123456783',
  ])('%s has a valid check digit', (afm) => {
    expect(hasValidVatCheckDigit(afm)).toBe(true);
    expect(validateVatNumber(afm)).toBeNull();
  });

  it('a changed digit breaks the check', () => {
    expect(hasValidVatCheckDigit('094014202')).toBe(false);
    expect(hasValidVatCheckDigit('094014210')).toBe(false);
    expect(validateVatNumber('123456789')).toEqual({ code: 'vatNumberCheck' });
  });

  it('a sum whose remainder is 10 takes 0 as its check digit', () => {
    // Only the eighth digit counts: 5 · 2 = 10, 10 mod 11 = 10, 10 mod 10 = 0.
    expect(hasValidVatCheckDigit('000000050')).toBe(true);
    expect(hasValidVatCheckDigit('000000051')).toBe(false);
  });

  it('all zeros passes the sum but is refused', () => {
    expect(hasValidVatCheckDigit('000000000')).toBe(false);
    expect(validateVatNumber('000000000')).toEqual({ code: 'vatNumberCheck' });
  });

  it('empty is required; anything but nine digits is refused as such', () => {
    expect(validateVatNumber('  ')).toEqual({ code: 'required' });
    expect(validateVatNumber('12345678')).toEqual({ code: 'vatNumberDigits' });
    expect(validateVatNumber('1234567890')).toEqual({ code: 'vatNumberDigits' });
    expect(validateVatNumber('EL094014201')).toEqual({ code: 'vatNumberDigits' });
    expect(validateVatNumber('09401420Α')).toEqual({ code: 'vatNumberDigits' });
  });

  it('spaces are left out', () => {
    expect(validateVatNumber(' 094 014 201 ')).toBeNull();
  });
});
