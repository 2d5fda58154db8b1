import { describe, expect, it } from 'vitest';
import { categoryPath } from '@/lib/catalog-paths';

describe('categoryPath', () => {
  it('names the category by its encoded slug, and the page of results when given', () => {
    expect(categoryPath('deli-cheese')).toBe('/categories?category=deli-cheese');
    expect(categoryPath('τυριά & αλλαντικά', 2)).toBe(
      '/categories?category=%CF%84%CF%85%CF%81%CE%B9%CE%AC%20%26%20%CE%B1%CE%BB%CE%BB%CE%B1%CE%BD%CF%84%CE%B9%CE%BA%CE%AC&pageNumber=2',
    );
  });
});
