import { validGuestAddress } from '@machines/guest-address/guest-address.model';
import {
  defaultGuestRules,
  validateGuestAddress,
} from '@machines/guest-address/guest-address.types';
import { sampleShop } from '@machines/postal-check/postal-check.model';
import { orderPlaceOf } from '@machines/service-selection/service-selection.selectors';
import { storedSelectionParser } from '@machines/service-selection/service-selection.types';
import { describe, expect, it } from 'vitest';

describe('the guest address city', () => {
  it('is required, within the configured lengths, with a letter', () => {
    expect(validateGuestAddress(validGuestAddress, defaultGuestRules)).toEqual({});
    expect(validateGuestAddress({ ...validGuestAddress, city: ' ' }, defaultGuestRules)).toEqual({
      city: { code: 'required' },
    });
    const rules = { ...defaultGuestRules, city: { minLength: 3, maxLength: 6 } };
    expect(validateGuestAddress({ ...validGuestAddress, city: 'Ρο' }, rules)).toEqual({
      city: { code: 'tooShort', min: 3 },
    });
    expect(validateGuestAddress({ ...validGuestAddress, city: 'Θεσσαλονίκη' }, rules)).toEqual({
      city: { code: 'tooLong', max: 6 },
    });
    expect(validateGuestAddress({ ...validGuestAddress, city: '123' }, rules)).toEqual({
      city: { code: 'needsLetter' },
    });
  });

  it('a guest address kept without a city (before the form asked) is asked again', () => {
    const { city: _city, ...cityless } = validGuestAddress;
    const stored = {
      service: 'easy',
      shopId: 'shop-kolonaki',
      postalCode: '11527',
      guestAddress: cityless,
      addressId: null,
    };
    expect(storedSelectionParser.safeParse(stored)).toEqual({
      success: true,
      data: { ...stored, guestAddress: null },
    });
    expect(storedSelectionParser.safeParse({ ...stored, guestAddress: validGuestAddress })).toEqual(
      { success: true, data: { ...stored, guestAddress: validGuestAddress } },
    );
    expect(
      storedSelectionParser.safeParse({ ...stored, guestAddress: { ...cityless, city: 5 } }),
    ).toEqual({ success: false });
  });
});

describe('the address an order without a saved one goes with', () => {
  it("is the guest's delivery address, or for a take-away order the shop's own", () => {
    expect(orderPlaceOf(sampleShop as never, validGuestAddress as never)).toEqual(
      validGuestAddress,
    );
    expect(orderPlaceOf(sampleShop as never, null)).toEqual({
      street: sampleShop.address.street,
      // The sample shop's address has no number and no postal code of its own.
      streetNo: '-',
      postalCode: sampleShop.postalCode,
      city: sampleShop.address.city,
      contactPhone: '',
    });
    expect(orderPlaceOf(null, null)).toBeNull();
  });
});
