import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels the shop must meet (DESIGN.md §8): 2.0, 2.1 and 2.2, A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it is now; lists each violation with its targets. First, every id an
 * `aria-labelledby` or `aria-describedby` names must exist: react-aria drops the ids of a field's
 * missing parts after their first commit, and axe accepts a list
 * in which only some ids exist.
 */
export async function expectNoViolations(page: Page) {
  await expect.poll(() => danglingAriaReferences(page)).toEqual([]);
  // Target size is geometry: the contents of a part the browser skips (content-visibility: auto,
  // off screen) have no laid-out boxes (a product link 0 x 0 px), which axe read as crowded by the
  // footer's icons. Every other rule runs on the whole page; target size on what is laid out.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility !== 'auto') continue;
      const inside = element.firstElementChild;
      if (inside && !inside.checkVisibility({ contentVisibilityAuto: true })) {
        element.setAttribute('data-axe-skipped', '');
      }
    }
  });
  const whole = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .disableRules(['target-size'])
    .analyze();
  const laidOut = await new AxeBuilder({ page })
    .withRules(['target-size'])
    .exclude('[data-axe-skipped]')
    .analyze();
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('[data-axe-skipped]')) {
      element.removeAttribute('data-axe-skipped');
    }
  });
  const violations = [...whole.violations, ...laidOut.violations];
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** `tag[attribute=id]` for each id named by an aria-labelledby or aria-describedby that is missing. */
function danglingAriaReferences(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-labelledby], [aria-describedby]')].flatMap((element) =>
      ['aria-labelledby', 'aria-describedby'].flatMap((attribute) =>
        (element.getAttribute(attribute) ?? '')
          .split(/\s+/)
          .filter((id) => id && !document.getElementById(id))
          .map((id) => `${element.tagName.toLowerCase()}[${attribute}=${id}]`),
      ),
    ),
  );
}
