/**
 * User Timing marks for a prerendered page's take-over (src/main.tsx, src/app/hydrated-app.tsx):
 * they show in DevTools' Performance panel and in `performance.getEntriesByType('mark')`, so a
 * developer sees where the time between the HTML and a page that
 * answers presses goes.
 */
export type TakeOverStep =
  /** The entry's modules are evaluated and the page's data block is read. */
  | 'entry-evaluated'
  /** The route's code and words are in: hydration starts. */
  | 'hydration-started'
  /** The hydration is committed (the journeys waiting for what the browser keeps). */
  | 'hydrated'
  /** The lazy parts in the HTML have their code and are hydrated. */
  | 'parts-settled'
  /** What the browser keeps is in the journeys (`kept.restore`): `data-hydrated`. */
  | 'kept-restored';

export function markTakeOver(step: TakeOverStep): void {
  globalThis.performance?.mark?.(`shop:${step}`);
}
