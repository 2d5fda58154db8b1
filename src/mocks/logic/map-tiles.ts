import { ATHENS_STREETS } from '../seed/athens-streets';
import { escapeXml } from '../seed/images';

/** The demo's offline basemap covers central Athens at these zoom levels (else a plain tile). */
export const MAP_ZOOMS = { min: 12, max: 18 } as const;
const SIZE = 256;

/** Web Mercator: the pixel of a coordinate at a zoom (256-pixel tiles). */
export function project(latitude: number, longitude: number, zoom: number) {
  const scale = SIZE * 2 ** zoom;
  const sin = Math.sin((latitude * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/**
 * One 256-pixel tile of the demo's schematic basemap: a paper background, a street grid, and
 * each street of the offline gazetteer as a point with its name (from zoom 15). No internet,
 * no data beyond the gazetteer: enough to see where the pin is among the streets one knows.
 */
export function renderMapTile(z: number, x: number, y: number): string | null {
  if (!Number.isInteger(z) || !Number.isInteger(x) || !Number.isInteger(y)) return null;
  if (z < 0 || z > MAP_ZOOMS.max || x < 0 || y < 0 || x >= 2 ** z || y >= 2 ** z) return null;
  const left = x * SIZE;
  const top = y * SIZE;
  const grid = z >= 14 ? 2 ** (z - 12) * 8 : 0;
  const lines: string[] = [];
  for (let i = 1; grid > 0 && i * grid < SIZE; i++) {
    const at = i * grid;
    lines.push(`<path d="M${at} 0V${SIZE}M0 ${at}H${SIZE}" stroke="#fff" stroke-width="3"/>`);
  }
  const marks = ATHENS_STREETS.flatMap((street) => {
    const p = project(street.latitude, street.longitude, z);
    const px = p.x - left;
    const py = p.y - top;
    if (px < -120 || px > SIZE + 8 || py < -8 || py > SIZE + 16) return [];
    const label =
      z >= 15
        ? `<text x="${(px + 7).toFixed(1)}" y="${(py + 4).toFixed(1)}" font-family="sans-serif" font-size="12" fill="#3d4a42">${escapeXml(street.street)}</text>`
        : '';
    return [`<circle cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" r="4" fill="#8a9a8f"/>${label}`];
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="#eef1ea"/>${lines.join('')}${marks.join('')}</svg>`;
}
