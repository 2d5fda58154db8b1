import type { Page } from '@playwright/test';

/**
 * The layout shifts the page has reported so far: their sum (CLS without session windows) and
 * what moved, for the message of a check that fails ("main > p.note 412x20 → 412x24").
 */
export const layoutShifts = (page: Page): Promise<{ sum: number; moved: string[] }> =>
  page.evaluate(
    () =>
      new Promise<{ sum: number; moved: string[] }>((resolve) => {
        type Shift = {
          value: number;
          sources?: { node?: Node | null; previousRect: DOMRect; currentRect: DOMRect }[];
        };
        const describe = (node: Node | null | undefined) => {
          const element = node instanceof Element ? node : node?.parentElement;
          if (!element) return '?';
          const parent = element.parentElement?.tagName.toLowerCase() ?? '';
          const classes = [...element.classList].slice(0, 2).join('.');
          return `${parent} > ${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
        };
        const rect = (r: DOMRect) =>
          `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as unknown as Shift[];
          const sum = entries.reduce((total, e) => total + e.value, 0);
          // The description never hides the sum.
          let moved: string[] = [];
          try {
            moved = entries.flatMap((e) =>
              (e.sources ?? []).map(
                (s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
              ),
            );
          } catch (error) {
            moved = [`(not described: ${String(error)})`];
          }
          resolve({ sum, moved });
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ sum: 0, moved: [] }), 500);
      }),
  );

/** The sum of the layout shifts the page has reported so far (CLS without session windows). */
export const layoutShiftSum = async (page: Page): Promise<number> => (await layoutShifts(page)).sum;
