import { describe, expect, it } from 'vitest';
import { addressProblem } from '@/mocks/logic/address-rules';
import { configurationFor } from '@/mocks/logic/configuration';
import { DEMO_CONFIGURATION } from '@/mocks/seed/config';

const address = {
  type: 0 as const,
  street: 'Ermou',
  streetNo: '12Α',
  postalCode: '11527',
  city: 'Athens',
  floor: '',
  nameAtBell: '',
  contactPhone: '6912345678',
  latitude: null,
  longitude: null,
};

describe("the demo platform checks an address with the session's configured formats", () => {
  it('refuses what the form refuses under address-formats, and takes it otherwise', () => {
    const strict = configurationFor(DEMO_CONFIGURATION, new Set(['address-formats']));
    expect(addressProblem(address, strict.fields.address)).toBe('streetNo: numericOnly');
    expect(addressProblem({ ...address, streetNo: '12' }, strict.fields.address)).toBeUndefined();
    const plain = configurationFor(DEMO_CONFIGURATION, new Set());
    expect(addressProblem(address, plain.fields.address)).toBeUndefined();
  });
});
