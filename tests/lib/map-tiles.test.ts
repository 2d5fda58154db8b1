import { describe, expect, it } from 'vitest';
import { mapTilesFrom } from '@/lib/map-tiles';
import { project, renderMapTile } from '@/mocks/logic/map-tiles';

describe("the address map's basemap", () => {
  it('is the configured tile template, with its attribution', () => {
    expect(
      mapTilesFrom({
        VITE_MAP_TILES_URL: ' https://tiles.example.gr/{z}/{x}/{y}.png ',
        VITE_MAP_ATTRIBUTION: '© Example',
        VITE_API_URL: 'https://api.example.gr',
      }),
    ).toEqual({ url: 'https://tiles.example.gr/{z}/{x}/{y}.png', attribution: '© Example' });
  });

  it("is the demo platform's offline basemap without one, and none with a real platform", () => {
    expect(mapTilesFrom({})?.url).toBe('/api/media/map/{z}/{x}/{y}.svg');
    expect(mapTilesFrom({ VITE_API_URL: '/api' })?.url).toBe('/api/media/map/{z}/{x}/{y}.svg');
    expect(mapTilesFrom({ VITE_API_URL: 'https://api.example.gr' })).toBeNull();
  });
});

describe("the demo's offline basemap of central Athens", () => {
  const tileOf = (latitude: number, longitude: number, zoom: number) => {
    const { x, y } = project(latitude, longitude, zoom);
    return [zoom, Math.floor(x / 256), Math.floor(y / 256)] as const;
  };

  it("names the streets of the gazetteer on the tile they are on (Ερμού, Syntagma's tile)", () => {
    const svg = renderMapTile(...tileOf(37.97614, 23.7289, 17))!;
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('>Ερμού</text>');
  });

  it('a tile far from Athens is plain paper; a tile that does not exist is none', () => {
    const far = renderMapTile(...tileOf(40.6401, 22.9444, 16))!;
    expect(far).not.toContain('<circle');
    expect(renderMapTile(17, 2 ** 17, 0)).toBeNull();
    expect(renderMapTile(19, 0, 0)).toBeNull();
    expect(renderMapTile(1.5, 0, 0)).toBeNull();
  });
});
