// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { renderSeeded } from './render-seeded';

/**
 * The images of a content page (the seeded page with every kind of block, in English): each with
 * its size set; the first block's loads at once, a gallery's below the fold lazily.
 */
it('images have width and height; below the fold they load lazily', () => {
  const { container } = renderSeeded('corporate-page-components', 'en', 'page');
  const images = [...container.querySelectorAll('img')];
  expect(images.length).toBeGreaterThan(10);
  for (const image of images) {
    expect(image.getAttribute('width')).toMatch(/^\d+$/);
    expect(image.getAttribute('height')).toMatch(/^\d+$/);
  }
  expect(container.querySelector('[data-block="image_gallery"] img')?.getAttribute('loading')).toBe(
    'lazy',
  );
  expect(container.querySelector('[data-block] img')?.getAttribute('loading')).toBe('eager');
});
