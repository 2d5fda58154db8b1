import { describe, expect, it } from 'vitest';
import { addressInputSchema, guestAddressSchema } from '@/api/contract/addresses';
import { registerRequestSchema } from '@/api/contract/auth';
import { guestContactSchema } from '@/api/contract/orders';
import {
  validatePersonName,
  validatePhone,
  validatePlaceName,
  validateStreetNo,
} from '@/lib/field-rules';
import { contactErrors } from '../../machines/checkout/checkout.types';
import {
  defaultGuestRules,
  validateGuestAddress,
} from '../../machines/guest-address/guest-address.types';
import {
  defaultAddressRules,
  emptyDraft,
  validateAddress,
} from '../../machines/saved-addresses/saved-addresses.types';
import { validateRegistration } from '../../machines/session/session.types';

const streetNo = { minLength: 1, maxLength: 10 };
const street = { minLength: 1, maxLength: 80 };

describe('street numbers', () => {
  it.each(['12', '7', '120', '12Α', '12α', '12A', '7 Β', '10-12', '10–12', '4/6', '12Α-14'])(
    'takes "%s"',
    (value) => expect(validateStreetNo(value, streetNo)).toBeNull(),
  );
  it.each([
    '😀',
    '12😀',
    '1\u0007',
    '12\n3',
    'abc',
    'Α12',
    '-12',
    '12--14',
    '12ΑΒΓ',
    '12!',
    '１２',
  ])('refuses "%s"', (value) =>
    expect(validateStreetNo(value, streetNo)).toEqual({ code: 'invalidStreetNo' }),
  );
  it('keeps the required and length messages', () => {
    expect(validateStreetNo('  ', streetNo)).toEqual({ code: 'required' });
    expect(validateStreetNo('12345-1234', { minLength: 1, maxLength: 5 })).toEqual({
      code: 'tooLong',
      max: 5,
    });
  });
});

describe('streets and cities', () => {
  it.each([
    'Ερμού',
    '28ης Οκτωβρίου',
    'Λεωφ. Κηφισίας',
    'Vas. Sofias',
    'Αγ. Κωνσταντίνου & Πειραιώς',
  ])('takes "%s"', (value) => expect(validatePlaceName(value, street)).toBeNull());
  it.each(['Ερμού😀', 'Ερμού\t1', 'Ερμού\u0000', '<b>Ερμού</b>', 'Ερμού ★'])(
    'refuses "%s"',
    (value) => expect(validatePlaceName(value, street)).toEqual({ code: 'invalidText' }),
  );
  it('needs a letter', () => {
    expect(validatePlaceName('123', street)).toEqual({ code: 'needsLetter' });
  });
});

describe('a configured format for streets, cities and street numbers', () => {
  const rule = { minLength: 1, maxLength: 60 };
  it("NUMERIC: digits only, instead of the field's own shape", () => {
    expect(validateStreetNo('12Α', rule)).toBeNull();
    expect(validateStreetNo('12Α', { ...rule, format: 'NUMERIC' })).toEqual({
      code: 'numericOnly',
    });
    expect(validateStreetNo(' 12 ', { ...rule, format: 'NUMERIC' })).toBeNull();
    expect(validatePlaceName('25', { ...rule, format: 'NUMERIC' })).toBeNull();
  });

  it('ALPHANUMERIC: letters and digits, words apart by one space', () => {
    const alnum = { ...rule, format: 'ALPHANUMERIC' } as const;
    expect(validatePlaceName('Agia Paraskevi', alnum)).toBeNull();
    expect(validatePlaceName('Αγία Παρασκευή 2', alnum)).toBeNull();
    expect(validatePlaceName('Agia-Paraskevi', alnum)).toEqual({ code: 'alphanumericOnly' });
    expect(validatePlaceName('Agia-Paraskevi', rule)).toBeNull();
    expect(validatePlaceName('Agia  Paraskevi', alnum)).toBeNull();
    expect(validateStreetNo('10-12', alnum)).toEqual({ code: 'alphanumericOnly' });
  });

  it('lengths still apply, and an empty field is still required', () => {
    expect(validateStreetNo('', { ...rule, format: 'NUMERIC' })).toEqual({ code: 'required' });
    expect(validateStreetNo('123', { minLength: 1, maxLength: 2, format: 'NUMERIC' })).toEqual({
      code: 'tooLong',
      max: 2,
    });
  });
});

describe('person names', () => {
  it.each(['Μαρία', 'Anne-Marie', "O'Neil", 'Παπαδόπουλος-Νικολάου', 'Zoë', 'Ευάγγελος Χ.'])(
    'takes "%s"',
    (value) => expect(validatePersonName(value, { max: 60 })).toBeNull(),
  );
  it.each(['😀', 'Μαρία😀', 'M4ria', 'Μαρία\u0000', '<script>', '-Μαρία'])(
    'refuses "%s"',
    (value) => expect(validatePersonName(value, { max: 60 })).toEqual({ code: 'invalidName' }),
  );
});

describe('phones', () => {
  it.each(['6912345678', '+30 691 234 5678', '(210) 123-4567', '210.123.4567'])(
    'takes "%s"',
    (value) => expect(validatePhone(value)).toBeNull(),
  );
  it.each(['69😀12345678', '69123456７8', '6912345678 ext', '+30+6912345678'])(
    'refuses "%s"',
    (value) => expect(validatePhone(value)).toEqual({ code: 'invalidPhone' }),
  );
});

describe('every form and the platform use these rules', () => {
  const address = {
    type: 0 as const,
    street: 'Ερμού',
    streetNo: '12Α',
    postalCode: '10563',
    city: 'Αθήνα',
    floor: '2ος',
    nameAtBell: 'Παπαδόπουλος',
    contactPhone: '6912345678',
  };

  it('the guest address form refuses an emoji street number and a control character', () => {
    const guest = {
      street: 'Ερμού',
      streetNo: '12😀',
      postalCode: '10563',
      city: 'Αθήνα',
      contactPhone: '6912345678',
    };
    expect(validateGuestAddress(guest, defaultGuestRules)).toEqual({
      streetNo: { code: 'invalidStreetNo' },
    });
    expect(
      validateGuestAddress(
        { ...guest, streetNo: '10-12', street: 'Ερ\u0007μού' },
        defaultGuestRules,
      ),
    ).toEqual({ street: { code: 'invalidText' } });
  });

  it('the saved-address sheet refuses the same, and takes "12Α"', () => {
    const draft = { ...emptyDraft, ...address };
    expect(validateAddress(draft, defaultAddressRules)).toEqual({});
    expect(
      validateAddress({ ...draft, streetNo: '😀', nameAtBell: 'Μαρία 🔔' }, defaultAddressRules),
    ).toEqual({ streetNo: { code: 'invalidStreetNo' }, nameAtBell: { code: 'invalidText' } });
  });

  it('the guest checkout contact checks names and the phone', () => {
    expect(
      contactErrors({
        firstName: 'Μαρία😀',
        lastName: 'Π',
        email: 'm@x.gr',
        phone: '69😀12345678',
      }),
    ).toEqual({ firstName: { code: 'invalidName' }, phone: { code: 'invalidPhone' } });
  });

  it('the contract refuses what the forms refuse', () => {
    expect(addressInputSchema.safeParse(address).success).toBe(true);
    expect(addressInputSchema.safeParse({ ...address, streetNo: '10-12' }).success).toBe(true);
    for (const bad of [
      { streetNo: '😀' },
      { streetNo: '1\u0000' },
      { street: 'Ερμού😀' },
      { city: 'Αθήνα\n' + '\u0007' },
      { floor: '2😀' },
      { contactPhone: '69😀12345678' },
      { postalCode: '105😀63' },
    ]) {
      expect(
        addressInputSchema.safeParse({ ...address, ...bad }).success,
        JSON.stringify(bad),
      ).toBe(false);
    }
    expect(guestAddressSchema.safeParse({ ...address, contactPhone: '' }).success).toBe(false);
    const guest = { firstName: 'Μαρία', lastName: 'Π', email: 'm@example.gr', address };
    expect(guestContactSchema.safeParse(guest).success).toBe(true);
    expect(guestContactSchema.safeParse({ ...guest, lastName: '😀' }).success).toBe(false);
  });

  it('the registration form takes and refuses the names the order form does', () => {
    const registration = {
      firstName: 'Μαρία',
      lastName: '',
      email: 'm@example.gr',
      password: 'long-enough-1',
      newsletter: false,
    };
    expect(validateRegistration(registration)).toEqual({});
    expect(validateRegistration({ ...registration, lastName: "O'Neil-Παπά" })).toEqual({});
    for (const name of ['😀', 'Μαρία😀', 'M4ria', 'Μαρία\u0000', '<script>', '-Μαρία']) {
      expect(validatePersonName(name, { max: 60 })).toEqual({ code: 'invalidName' });
      expect(validateRegistration({ ...registration, firstName: name, lastName: name })).toEqual({
        firstName: 'invalidName',
        lastName: 'invalidName',
      });
      expect(registerRequestSchema.safeParse({ ...registration, firstName: name }).success).toBe(
        false,
      );
      expect(registerRequestSchema.safeParse({ ...registration, lastName: name }).success).toBe(
        false,
      );
    }
    expect(validateRegistration({ ...registration, firstName: ' ' })).toEqual({
      firstName: 'required',
    });
    expect(validateRegistration({ ...registration, firstName: 'Α'.repeat(61) })).toEqual({
      firstName: 'tooLong',
    });
  });
});
