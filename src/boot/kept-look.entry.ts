import { holdEarlyPresses } from './early-presses';
import { keepEarlyTyping } from './early-typing';
import { loadHeldEntryAfterFirstPaint } from './held-entry';
import { run } from './kept-look';

// First, so that the page gets its script whatever the kept look meets.
loadHeldEntryAfterFirstPaint({
  document,
  PaintObserver: typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver,
  setTimeout: (load, ms) => window.setTimeout(load, ms),
});
run();
// Released by the shop once it has taken the page over (src/app/hydrated-app.tsx).
(window as { shopEarlyPresses?: ReturnType<typeof holdEarlyPresses> }).shopEarlyPresses =
  holdEarlyPresses(document);
(window as { shopEarlyTyping?: ReturnType<typeof keepEarlyTyping> }).shopEarlyTyping =
  keepEarlyTyping(document);
