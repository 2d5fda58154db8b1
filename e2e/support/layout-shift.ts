import type { Page } from '@playwright/test';

/** The sum of the layout shifts the page has reported so far (CLS without session windows). */
export const layoutShiftSum = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as unknown as { value: number }[];
          resolve(entries.reduce((sum, e) => sum + e.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
