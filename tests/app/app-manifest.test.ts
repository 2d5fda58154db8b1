import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The web app manifests of public/ (issue 45: installable, a start address per language). */
const manifest = (locale: 'el' | 'en') =>
  JSON.parse(readFileSync(`public/manifest.${locale}.webmanifest`, 'utf8')) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    scope: string;
    id: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  };

const pngSize = (path: string) => {
  const png = readFileSync(path);
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
};

describe('web app manifests', () => {
  it('open the shop at the home page of their language, as one app', () => {
    expect(manifest('el')).toMatchObject({ lang: 'el-GR', start_url: '/', scope: '/', id: '/' });
    expect(manifest('en')).toMatchObject({ lang: 'en-GB', start_url: '/en/', scope: '/', id: '/' });
  });

  it("carry the shop's name, colours and a standalone window", () => {
    for (const locale of ['el', 'en'] as const) {
      const m = manifest(locale);
      expect(m.name).toBe('Agora Market');
      expect(m.short_name.length).toBeLessThanOrEqual(12);
      expect(m.display).toBe('standalone');
      // The theme colour is the page's (index.html) and the brand's.
      expect(readFileSync('index.html', 'utf8')).toContain(`content="${m.theme_color}"`);
      expect(m.background_color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('list icons that exist at the sizes they say, a maskable one included', () => {
    const { icons } = manifest('el');
    expect(manifest('en').icons).toEqual(icons);
    for (const icon of icons) {
      const file = `public${icon.src}`;
      expect(existsSync(file), file).toBe(true);
      if (icon.type === 'image/png') {
        const [width, height] = pngSize(file);
        expect(`${width}x${height}`).toBe(icon.sizes);
      }
    }
    const sizes = icons.filter((i) => i.type === 'image/png').map((i) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
  });
});
