import type { Page } from '@playwright/test';

interface GateWindow {
  __geolocationGate: { release: () => void; answer: 'granted' | 'refused' | null };
}

/**
 * Holds the page's `navigator.geolocation.getCurrentPosition` calls until `release()`, then
 * asks the browser for real (its answer follows the context's permission and position), so a
 * test decides when the location arrives relative to other calls. `answer()` tells whether the
 * browser has answered, and how. Call before the page loads.
 */
export async function holdGeolocation(page: Page) {
  await page.addInitScript(() => {
    const geolocation = navigator.geolocation;
    const ask = geolocation.getCurrentPosition.bind(geolocation);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const gate: GateWindow['__geolocationGate'] = { release: () => release(), answer: null };
    (window as unknown as GateWindow).__geolocationGate = gate;
    geolocation.getCurrentPosition = (success, error, options) => {
      void released.then(() =>
        ask(
          (position) => {
            gate.answer = 'granted';
            success(position);
          },
          (reason) => {
            gate.answer = 'refused';
            error?.(reason);
          },
          options,
        ),
      );
    };
  });
  return {
    release: () =>
      page.evaluate(() => (window as unknown as GateWindow).__geolocationGate.release()),
    answer: () => page.evaluate(() => (window as unknown as GateWindow).__geolocationGate.answer),
  };
}
