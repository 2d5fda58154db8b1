import { describe, expect, it } from 'vitest';
import { formatCents } from '@/lib/money';

describe('formatCents', () => {
  it('shows cents divided by 100 in the Greek euro format', () => {
    expect(formatCents(249, 'el').replace(/\s/g, ' ')).toBe('2,49 €');
    expect(formatCents(123456, 'el').replace(/\s/g, ' ')).toBe('1.234,56 €');
  });

  it('shows cents divided by 100 in the British euro format', () => {
    expect(formatCents(249, 'en')).toBe('€2.49');
    expect(formatCents(5, 'en')).toBe('€0.05');
  });
});
