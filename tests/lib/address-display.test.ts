import { sampleAddresses } from '@machines/saved-addresses/saved-addresses.model';
import { describe, expect, it } from 'vitest';
import { addressCardLines } from '@/lib/address-display';

const home = sampleAddresses[0]!;

describe('address card lines', () => {
  it('shows street then number with STREET_FIRST', () => {
    expect(addressCardLines(home, 'STREET_FIRST')).toEqual({
      title: 'Σκουφά 24',
      subtitle: 'Αθήνα 10673',
      floor: '3',
      doorbell: 'Παπαδάκη',
      phone: '6944123456',
    });
  });

  it('shows number then street with NUMBER_FIRST', () => {
    expect(addressCardLines(home, 'NUMBER_FIRST').title).toBe('24 Σκουφά');
    expect(addressCardLines(home, 'NUMBER_FIRST').subtitle).toBe('Αθήνα 10673');
  });

  it('leaves out floor, doorbell and phone when they are blank', () => {
    const bare = { ...home, floor: ' ', nameAtBell: '', contactPhone: '' };
    const lines = addressCardLines(bare, 'STREET_FIRST');
    expect([lines.floor, lines.doorbell, lines.phone]).toEqual([null, null, null]);
  });
});
