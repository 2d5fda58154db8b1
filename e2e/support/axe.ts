import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { AXE_RUN } from './slowest-files';

/** The WCAG levels the shop must meet (DESIGN.md §8): 2.0, 2.1 and 2.2, A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it is now; lists each violation with its targets. First, every id an
 * `aria-labelledby` or `aria-describedby` names must exist: react-aria drops the ids of a field's
 * missing parts after their first commit, and axe accepts a list
 * in which only some ids exist.
 */
export async function expectNoViolations(page: Page) {
  const started = performance.now();
  try {
    await checkPage(page);
  } finally {
    // Read by the slowest-files reporter: how much of the browser suite's time axe takes.
    test.info().annotations.push({
      type: AXE_RUN,
      description: String(Math.round(performance.now() - started)),
    });
  }
}

async function checkPage(page: Page) {
  await expect.poll(() => danglingAriaReferences(page)).toEqual([]);
  // Target size is geometry: the contents of a part the browser skips (content-visibility: auto,
  // off screen) have no laid-out boxes (a product link 0 x 0 px), which axe read as crowded by the
  // footer's icons. One axe run; its target-size findings inside such a part are dropped.
  // Legacy mode runs axe in the page itself: the shop has no frames, and the default mode opens a
  // second page for each run to merge frames' results (catalog + a11y specs: 97 s -> 86 s).
  // Only violations are reported in full: axe then keeps one node of each passed or inapplicable
  // rule instead of all of them (on /: 1,060 ms instead of 1,517 ms, a result of 52 KB instead of
  // 631 KB; /cart 601 ms instead of 938 ms; medians of 4). `options` replaces all options, so it
  // comes before `withTags`, which adds the rules to run.
  const { violations: found } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .setLegacyMode()
    .analyze();
  const skipped = await page.evaluate(
    (targets) =>
      targets.map((target) => {
        const element = document.querySelector(target);
        for (let part = element?.parentElement; part; part = part.parentElement) {
          if (getComputedStyle(part).contentVisibility !== 'auto') continue;
          const inside = part.firstElementChild;
          if (inside && !inside.checkVisibility({ contentVisibilityAuto: true })) return true;
        }
        return false;
      }),
    found
      .filter((v) => v.id === 'target-size')
      .flatMap((v) => v.nodes.map((n) => String(n.target[0]))),
  );
  let next = 0;
  const violations = found
    .map((v) =>
      v.id !== 'target-size' ? v : { ...v, nodes: v.nodes.filter(() => !skipped[next++]) },
    )
    .filter((v) => v.nodes.length > 0);
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
