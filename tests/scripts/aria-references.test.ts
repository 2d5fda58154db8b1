import { describe, expect, it } from 'vitest';
import { withoutDanglingReferences } from '../../prerender/aria-references';

describe("a prerendered page's ARIA references", () => {
  it('keeps the ids the page holds and drops those it does not', () => {
    const html =
      '<label id="l1">Email</label><input aria-labelledby="l1" aria-describedby="d1 e1">' +
      '<p id="d1">We write once a week</p>';
    expect(withoutDanglingReferences(html)).toBe(
      '<label id="l1">Email</label><input aria-labelledby="l1" aria-describedby="d1">' +
        '<p id="d1">We write once a week</p>',
    );
  });

  it('removes a reference that names nothing the page holds', () => {
    expect(withoutDanglingReferences('<input aria-describedby="gone other" id="x">')).toBe(
      '<input id="x">',
    );
  });
});
