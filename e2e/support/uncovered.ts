import type { Locator } from '@playwright/test';

/** True when nothing (a notice, a banner) covers the middle of the element: a tap there reaches it. */
export const isUncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
