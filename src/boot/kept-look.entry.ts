import { holdEarlyPresses } from './early-presses';
import { loadHeldEntryAfterFirstPaint } from './held-entry';
import { run } from './kept-look';

// First, so that the page gets its script whatever the kept look meets.
loadHeldEntryAfterFirstPaint({
  document,
  PaintObserver: typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver,
  setTimeout: (load, ms) => window.setTimeout(load, ms),
});
run();
// Released by the shop once what the browser keeps is restored (src/app/hydrated-app.tsx).
(window as { shopEarlyPresses?: ReturnType<typeof holdEarlyPresses> }).shopEarlyPresses =
  holdEarlyPresses(document);
