import { describe, expect, it } from 'vitest';
import { browserTitle } from '@/lib/page-title';

describe('browserTitle', () => {
  it('ends with the shop name once', () => {
    expect(browserTitle('Σχετικά με εμάς')).toBe('Σχετικά με εμάς | Agora Market');
    expect(browserTitle('Ποιοι είμαστε | Agora Market')).toBe('Ποιοι είμαστε | Agora Market');
    expect(browserTitle(' Who we are | Agora Market ')).toBe('Who we are | Agora Market');
  });
});
