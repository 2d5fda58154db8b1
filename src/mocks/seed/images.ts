import { GLYPHS, type GlyphName, isGlyphName } from './glyphs';

/**
 * Generated SVG images of the demo platform: a tinted tile with a glyph and a short label.
 * Everything the picture needs is in its URL, so the media handler needs no store lookup:
 *   {base}/media/tile/{glyph}/{colour hex without #}/{label}.svg?w=&h=&variant=selected|icon
 */
export interface TileSpec {
  glyph: GlyphName;
  /** `#rrggbb` */
  colour: string;
  /** One to three characters drawn under the glyph (an initial); may be empty. */
  label: string;
  width?: number;
  height?: number;
  /** `icon`: glyph only on a transparent ground; `selected`: white glyph on a filled circle. */
  variant?: 'tile' | 'icon' | 'selected';
}

const clampSize = (value: number | undefined, fallback: number): number =>
  value !== undefined && Number.isFinite(value)
    ? Math.min(4000, Math.max(16, Math.round(value)))
    : fallback;

export const tileUrl = (base: string, spec: TileSpec): string => {
  const params = new URLSearchParams();
  if (spec.width) params.set('w', String(spec.width));
  if (spec.height) params.set('h', String(spec.height));
  if (spec.variant && spec.variant !== 'tile') params.set('variant', spec.variant);
  const query = params.toString();
  const label = encodeURIComponent(spec.label || '-');
  return `${base}/media/tile/${spec.glyph}/${spec.colour.replace('#', '')}/${label}.svg${query ? `?${query}` : ''}`;
};

/** Parses the URL parts back; `undefined` when they do not describe a tile. */
export const parseTile = (
  glyph: string,
  colour: string,
  file: string,
  search: URLSearchParams,
): TileSpec | undefined => {
  if (!isGlyphName(glyph) || !/^[0-9a-f]{6}$/i.test(colour) || !file.endsWith('.svg'))
    return undefined;
  const label = decodeURIComponent(file.slice(0, -4));
  const variant = search.get('variant');
  return {
    glyph,
    colour: `#${colour}`,
    label: label === '-' ? '' : label.slice(0, 3),
    width: clampSize(Number(search.get('w') ?? Number.NaN), 240),
    height: clampSize(Number(search.get('h') ?? Number.NaN), 240),
    variant: variant === 'icon' || variant === 'selected' ? variant : 'tile',
  };
};

/** Mixes a `#rrggbb` colour with white; amount 0 keeps it, 1 gives white. */
export const tint = (colour: string, amount: number): string => {
  const value = Number.parseInt(colour.slice(1), 16);
  const mix = (channel: number) => Math.round(channel + (255 - channel) * amount);
  const r = mix((value >> 16) & 255);
  const g = mix((value >> 8) & 255);
  const b = mix(value & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
};

export const escapeXml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const renderTile = (spec: TileSpec): string => {
  const width = spec.width ?? 240;
  const height = spec.height ?? 240;
  const glyph = GLYPHS[spec.glyph];
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
  if (spec.variant === 'icon' || spec.variant === 'selected') {
    const scale = Math.min(width, height) / 48;
    const ground =
      spec.variant === 'selected'
        ? `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 2}" fill="${spec.colour}"/>`
        : '';
    const fill = spec.variant === 'selected' ? '#ffffff' : spec.colour;
    const inner = `translate(${width / 2} ${height / 2}) scale(${scale * 0.6}) translate(-24 -24)`;
    return `${open}${ground}<g fill="${fill}" transform="${inner}">${glyph}</g></svg>`;
  }
  const side = Math.min(width, height);
  const glyphScale = (side * 0.5) / 48;
  const labelSize = Math.round(side * 0.16);
  const glyphY = spec.label ? height / 2 - side * 0.08 : height / 2;
  const label = spec.label
    ? `<text x="${width / 2}" y="${height / 2 + side * 0.36}" font-family="system-ui,sans-serif" font-size="${labelSize}" font-weight="700" text-anchor="middle" fill="${spec.colour}">${escapeXml(spec.label)}</text>`
    : '';
  return [
    open,
    `<rect width="${width}" height="${height}" fill="${tint(spec.colour, 0.82)}"/>`,
    `<g fill="${spec.colour}" transform="translate(${width / 2} ${glyphY}) scale(${glyphScale}) translate(-24 -24)">${glyph}</g>`,
    label,
    '</svg>',
  ].join('');
};

/** Bold system-ui glyphs average under this many ems (Greek and Latin, capitals included). */
const CAPTION_EM = 0.68;
const CAPTION_LINE = 1.2;

/** Greedy word wrap at `maxChars` characters a line (a longer word keeps a line of its own). */
export const wrapWords = (text: string, maxChars: number): string[] => {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxChars) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
};

/**
 * How a caption is set in a `width` x `height` picture: wrapped into lines and sized so the block
 * stays inside the middle 80 % of the width and half the height, the part a card that crops its
 * image (object-fit: cover) still shows.
 */
export const captionLayout = (
  caption: string,
  width: number,
  height: number,
): { lines: string[]; fontSize: number } => {
  const maxWidth = width * 0.8;
  const maxHeight = height * 0.5;
  const fits = (lines: string[], size: number) =>
    lines.length * size * CAPTION_LINE <= maxHeight &&
    lines.every((line) => line.length * size * CAPTION_EM <= maxWidth);
  let fontSize = Math.max(10, Math.round(Math.min(height * 0.14, width * 0.09)));
  let lines = wrapWords(caption, Math.floor(maxWidth / (fontSize * CAPTION_EM)));
  while (fontSize > 10 && !fits(lines, fontSize)) {
    fontSize = Math.max(10, Math.floor(fontSize * 0.9));
    lines = wrapWords(caption, Math.floor(maxWidth / (fontSize * CAPTION_EM)));
  }
  return { lines, fontSize };
};

/**
 * A picture for editor content: the tile colour as ground, a faint glyph and the caption in white,
 * wrapped and sized to stay inside the picture (`captionLayout`).
 */
export const renderCaptionTile = (spec: {
  colour: string;
  caption: string;
  width: number;
  height: number;
  glyph?: GlyphName;
}): string => {
  const { width, height } = spec;
  const side = Math.min(width, height);
  const { lines, fontSize } = captionLayout(spec.caption, width, height);
  const lineHeight = fontSize * CAPTION_LINE;
  const firstY = height / 2 - ((lines.length - 1) * lineHeight) / 2;
  const glyph = GLYPHS[spec.glyph ?? 'basket'];
  const scale = (side * 0.7) / 48;
  const tspans = lines
    .map(
      (line, index) =>
        `<tspan x="${width / 2}" y="${Math.round(firstY + index * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${spec.colour}"/>`,
    `<g fill="#ffffff" fill-opacity="0.18" transform="translate(${width - side * 0.45} ${height / 2}) scale(${scale}) translate(-24 -24)">${glyph}</g>`,
    `<text dominant-baseline="middle" font-family="system-ui,sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" fill="#ffffff">${tspans}</text>`,
    '</svg>',
  ].join('');
};
