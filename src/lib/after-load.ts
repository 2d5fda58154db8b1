/**
 * Runs `run` some time after the page has loaded: work the shopper does not wait for (the
 * service worker's install, code fetched ahead) stays out of the page's own start.
 */
export function afterLoad(run: () => void, delayMs: number): void {
  const later = () => setTimeout(run, delayMs);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
