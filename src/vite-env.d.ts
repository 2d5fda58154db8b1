/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the platform API; default `/api` (the built-in demo platform). */
  readonly VITE_API_URL?: string;
  /** Sent as the `appId` header on every call. */
  readonly VITE_APP_ID?: string;
  /** Where the shop is published (canonical, hreflang and sitemap addresses); default http://localhost:4173. */
  readonly VITE_SITE_URL?: string;
  /**
   * The address map's basemap, a tile URL template (`https://tiles.example.gr/{z}/{x}/{y}.png`);
   * default the demo platform's offline basemap of central Athens (no map with a real API).
   */
  readonly VITE_MAP_TILES_URL?: string;
  /** The basemap's attribution (HTML-free text), shown on the map. */
  readonly VITE_MAP_ATTRIBUTION?: string;
  /** Dev only: `stately` or `console` live inspection of the journeys' actors. */
  readonly VITE_XSTATE_INSPECT?: 'stately' | 'console';
}
