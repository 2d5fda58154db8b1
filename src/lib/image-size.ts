/**
 * The pixel size an image declares in its header, read from its first bytes without decoding it
 * (OWASP ASVS V5: a decompression bomb is a small file with a huge pixel count, so the limit is
 * on pixels, not only on bytes). PNG, JPEG, GIF and WebP; `undefined` when the header is not
 * there or makes no sense (truncated, zero-sized, an unknown WebP chunk).
 */
export interface PixelSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + u16be(b, i + 2);
const text = (b: Uint8Array, i: number, length: number) =>
  String.fromCharCode(...b.subarray(i, i + length));

const sized = (width: number, height: number): PixelSize | undefined =>
  width > 0 && height > 0 ? { width, height } : undefined;

/** PNG: the IHDR chunk comes first, width and height as 32-bit big-endian at 16 and 20. */
function pngSize(b: Uint8Array): PixelSize | undefined {
  if (b.length < 24 || text(b, 12, 4) !== 'IHDR') return undefined;
  return sized(u32be(b, 16), u32be(b, 20));
}

/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic), not DHT/JPG/DAC. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walks the marker segments up to the first start of frame (before the scan data). */
function jpegSize(b: Uint8Array): PixelSize | undefined {
  let i = 2;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    i += 2;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length
    if (marker === 0xd9 || marker === 0xda || i + 2 > b.length) return undefined;
    const length = u16be(b, i);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (i + 7 > b.length) return undefined;
      return sized(u16be(b, i + 5), u16be(b, i + 3));
    }
    i += length;
  }
  return undefined;
}

/**
 * GIF: the logical screen, and the first frame's rectangle (a frame may reach past the screen and
 * browsers then decode the larger size). Extensions before the first frame are skipped.
 */
function gifSize(b: Uint8Array): PixelSize | undefined {
  if (b.length < 13) return undefined;
  const screen = { width: u16le(b, 6), height: u16le(b, 8) };
  const flags = b[10]!;
  let i = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  while (i < b.length) {
    const block = b[i]!;
    if (block === 0x2c) {
      if (i + 9 > b.length) return undefined;
      const right = u16le(b, i + 1) + u16le(b, i + 5);
      const bottom = u16le(b, i + 3) + u16le(b, i + 7);
      return sized(Math.max(screen.width, right), Math.max(screen.height, bottom));
    }
    if (block !== 0x21) return undefined; // a trailer or junk before any frame
    i += 2; // introducer and label, then data sub-blocks up to a zero length
    while (i < b.length && b[i] !== 0) i += b[i]! + 1;
    i += 1;
  }
  return undefined;
}

/** WebP: the first chunk is lossy (VP8), lossless (VP8L) or extended (VP8X, the canvas size). */
function webpSize(b: Uint8Array): PixelSize | undefined {
  if (b.length < 30) return undefined;
  const chunk = text(b, 12, 4);
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return undefined;
    return sized(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return undefined;
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return sized(u24le(b, 24) + 1, u24le(b, 27) + 1);
  return undefined;
}

const readers = {
  'image/png': pngSize,
  'image/jpeg': jpegSize,
  'image/gif': gifSize,
  'image/webp': webpSize,
} as const;

/** The declared pixel size of an image of the given (sniffed) type, from its first bytes. */
export function readPixelSize(
  type: keyof typeof readers,
  header: Uint8Array,
): PixelSize | undefined {
  return readers[type](header);
}
