/**
 * User Timing marks for a prerendered page's take-over (src/main.tsx, src/app/hydrated-app.tsx):
 * they show in DevTools' Performance panel and in `performance.getEntriesByType('mark')`, so a
 * developer (and the take-over benchmark) sees where the time between the HTML and a page that
 * answers presses goes.
 */
export type TakeOverStep =
  /** The entry's modules are evaluated and the page's data block is read. */
  | 'entry-evaluated'
  /** The route's code and words are in: hydration starts. */
  | 'hydration-started'
  /** The first hydration is committed (the initial journeys). */
  | 'hydrated'
  /** The lazy parts in the HTML have their code and are hydrated. */
  | 'parts-settled'
  /** The kept journeys are restored (the selection checked with the platform). */
  | 'kept-restored'
  /** The page is rendered with the kept journeys: `data-hydrated`. */
  | 'taken-over';

export function markTakeOver(step: TakeOverStep): void {
  globalThis.performance?.mark?.(`shop:${step}`);
}
