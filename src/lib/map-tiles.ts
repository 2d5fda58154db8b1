/** Where the address map (spec §9) is centred with no address: central Athens. */
export const DEFAULT_MAP_CENTRE = { latitude: 37.98381, longitude: 23.727539 } as const;

export interface MapTiles {
  url: string;
  attribution: string;
}

/**
 * The address map's basemap: `VITE_MAP_TILES_URL` (a `{z}/{x}/{y}` template), or with the demo
 * platform (no real `VITE_API_URL`) its offline basemap of central Athens; null (no map, the
 * address stays text) for a real platform without a basemap.
 */
export function mapTilesFrom(env: {
  VITE_MAP_TILES_URL?: string;
  VITE_MAP_ATTRIBUTION?: string;
  VITE_API_URL?: string;
}): MapTiles | null {
  const url = env.VITE_MAP_TILES_URL?.trim();
  if (url) return { url, attribution: env.VITE_MAP_ATTRIBUTION?.trim() ?? '' };
  const api = env.VITE_API_URL?.trim() || '/api';
  if (api !== '/api') return null;
  return { url: '/api/media/map/{z}/{x}/{y}.svg', attribution: 'Demo basemap' };
}
