// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StoreFinderProvider } from '@/app/actors/page/store-finder';
import { StoreFinder } from '@/features/location/StoreFinder';
import { activateLocale } from '@/i18n/i18n';
import { createDemoServer } from '@/mocks/node-server';
import { renderView } from '../content/render';

/**
 * The store finder of /corporate/stores on the demo platform (msw/node). The location a browser
 * shares is given here as the Geolocation API would give it; the browser's own permission, the
 * Greek distances and axe are e2e/location-stores.spec.ts's.
 */
// Until the Greek catalog is translated the Greek page shows the English source text.
const STORES = /^(Stores|Καταστήματα)$/;
const SYNTAGMA = { latitude: 37.9755, longitude: 23.7348 };

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  Reflect.deleteProperty(navigator, 'geolocation');
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** The browser's answer to the finder's location request (jsdom has no Geolocation API). */
const answerLocation = (answer: (found: PositionCallback, failed: PositionErrorCallback) => void) =>
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: answer },
  });
const shareLocation = (coords: typeof SYNTAGMA) =>
  answerLocation((found) => found({ coords, timestamp: Date.now() } as GeolocationPosition));
/** The shopper refuses to share the location. */
const refuseLocation = () =>
  answerLocation((_, failed) =>
    failed({
      code: 1,
      message: 'User denied Geolocation',
      PERMISSION_DENIED: 1,
    } as GeolocationPositionError),
  );

async function renderFinder() {
  renderView(
    <StoreFinderProvider>
      <StoreFinder />
    </StoreFinderProvider>,
  );
  const list = await screen.findByRole('list', { name: STORES });
  return {
    titles: () => within(list).queryAllByRole('heading'),
    search: (text: string) =>
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } }),
    list: within(list),
  };
}

describe('the store finder', () => {
  it('in English the unit is km; search by accent-free name and by city', async () => {
    await activateLocale('en');
    shareLocation(SYNTAGMA);
    const finder = await renderFinder();
    await vi.waitFor(() => expect(finder.titles()[0]?.textContent).toMatch(/\(\d+\.\d km\)$/));
    finder.search('piraeus');
    await vi.waitFor(() => expect(finder.titles()).toHaveLength(1));
    expect(finder.titles()[0]?.textContent).toMatch(/Agora Piraeus/);
  });

  it('the location refused: platform order, no distance; working hours per day', async () => {
    await activateLocale('el');
    // The finder says why it orders by the platform (the app's log, not the shopper's).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    refuseLocation();
    const finder = await renderFinder();
    await vi.waitFor(() => expect(finder.titles()).toHaveLength(8));
    expect(finder.titles()[0]?.textContent).toBe('Agora Κολωνάκι');
    expect(finder.titles()[1]?.textContent).toBe('Agora Κηφισιά');
    finder.search('κολωνακι');
    await vi.waitFor(() => expect(finder.titles()).toHaveLength(1));
    expect(finder.list.getByText(/Κυριακή/)).toBeDefined();
    expect(warn).toHaveBeenCalledWith(
      'Store finder: no location',
      expect.objectContaining({ code: 1 }),
    );
  });
});
