import { describe, expect, it } from 'vitest';
import { optionalPage, optionalText } from '@/lib/search-params';

describe('route search params', () => {
  it('keeps trimmed text and drops empty or non-text values', () => {
    expect(optionalText('  feta ')).toBe('feta');
    expect(optionalText('   ')).toBeUndefined();
    expect(optionalText({ evil: true })).toBeUndefined();
    expect(optionalText(42)).toBe('42');
    expect(optionalText('x'.repeat(500))).toHaveLength(200);
  });

  it('accepts only whole non-negative page numbers', () => {
    expect(optionalPage('3')).toBe(3);
    expect(optionalPage(0)).toBe(0);
    expect(optionalPage('-1')).toBeUndefined();
    expect(optionalPage('2.5')).toBeUndefined();
    expect(optionalPage('abc')).toBeUndefined();
  });
});
