import type { Locale } from '@/api/contract/common';
import type { ImageAsset } from '@/api/contract/content-blocks';
import { type Bi, type Bilingual, bi } from './bilingual';
import { docId, editors } from './document';
import { mediaRows } from './media-rows';

/** Image sizes by use (banners 2480x640, cards 936x600, gallery 768x768, grid cards 1240x1024). */
export const mediaSizes = {
  banner: { width: 2480, height: 640 },
  'banner-mobile': { width: 1080, height: 720 },
  card: { width: 936, height: 600 },
  gallery: { width: 768, height: 768 },
  grid: { width: 1240, height: 1024 },
  highlight: { width: 240, height: 240 },
  illustration: { width: 480, height: 360 },
  logo: { width: 320, height: 120 },
  payment: { width: 120, height: 80 },
  'app-icon': { width: 192, height: 192 },
  side: { width: 600, height: 1200 },
} as const;

export type MediaKind = keyof typeof mediaSizes;

export type ContentMediaName = (typeof mediaRows)[number][0];

export interface ContentMediaTile {
  name: ContentMediaName;
  kind: MediaKind;
  width: number;
  height: number;
  /** Background colour of the generated tile. */
  colour: string;
  /** Text on the tile and alt text of the image. */
  label: Bi;
}

/** Every image name the content references, for the media handler to render as an SVG tile. */
export const contentMedia: readonly ContentMediaTile[] = mediaRows.map(
  ([name, kind, colour, el, en]) => ({
    name,
    kind,
    colour,
    label: bi(el, en),
    ...mediaSizes[kind],
  }),
);

const byName = new Map<string, ContentMediaTile>(contentMedia.map((tile) => [tile.name, tile]));

export const contentMediaTile = (name: string): ContentMediaTile | undefined => byName.get(name);

/**
 * URL of a content image in one locale (served by the demo platform's media handler): each
 * locale has its own asset, so the words drawn in an English page's images are English.
 */
export const contentMediaUrlIn = (name: ContentMediaName, locale: Locale): string =>
  `/api/media/content/${locale}/${name}.svg`;

/** The URLs of a content image, one per locale. */
export const contentMediaUrl = (name: ContentMediaName): Bi =>
  bi(contentMediaUrlIn(name, 'el'), contentMediaUrlIn(name, 'en'));

/** The content service's asset record of an image. */
export const imageAsset = (name: ContentMediaName): Bilingual<ImageAsset> => {
  const tile = byName.get(name)!;
  const id = docId(`media:${name}`);
  const url = contentMediaUrl(name);
  const created = new Date(
    Date.UTC(2024, 0, 2) + (Number.parseInt(id.slice(0, 5), 16) % 200) * 864e5,
  );
  return {
    id,
    originalName: `${name}.svg`,
    filename: `${id.slice(0, 8)}-${name}.svg`,
    path: bi(`/content/el/${name}.svg`, `/content/en/${name}.svg`),
    mime: 'image/svg+xml',
    url,
    image: bi(`${url.el}?w=${tile.width}`, `${url.en}?w=${tile.width}`),
    title: tile.label,
    description: tile.label,
    size: 2048 + (Number.parseInt(id.slice(8, 12), 16) % 4096),
    width: tile.width,
    height: tile.height,
    credits: null,
    checksum: docId(`checksum:${name}`),
    copyright: null,
    tags: [tile.kind],
    uploaderId: editors.content,
    updatedAt: created.toISOString(),
    createdAt: created.toISOString(),
  };
};
