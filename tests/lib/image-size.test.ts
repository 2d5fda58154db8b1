import { describe, expect, it } from 'vitest';
import { readPixelSize } from '@/lib/image-size';

const bytes = (...values: (number | string | number[])[]) =>
  Uint8Array.from(
    values.flatMap((v) =>
      typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : Array.isArray(v) ? v : [v],
    ),
  );
const u32be = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u16be = (n: number) => [n >> 8, n & 0xff];
const u16le = (n: number) => [n & 0xff, n >> 8];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];
const fromBase64 = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'));

const png = (width: number, height: number) =>
  bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, u32be(13), 'IHDR', u32be(width), u32be(height), 8, 2);

/**
 * Chromium's own output for a 37 x 21 canvas (`toDataURL`), cut after the part the reader needs:
 * a JPEG up to its start of frame (an APP0, an ICC profile in APP2, two quantization tables), and
 * the first 40 bytes of a WebP (Chromium writes the extended VP8X form).
 */
const chromiumJpeg = fromBase64(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAVACUDASIAAhEBAxEB',
);
const chromiumWebp = fromBase64('UklGRm4CAABXRUJQVlA4WAoAAAAwAAAAJAAAFAAASUNDUMgBAAAAAA==');

/** A JPEG whose frame comes after 100 KB of EXIF-like segments (progressive, SOF2). */
const jpegAfterMetadata = (width: number, height: number) =>
  bytes(
    0xff,
    0xd8,
    ...Array.from({ length: 2 }, () => [
      0xff,
      0xe1,
      ...u16be(50_000),
      ...new Array(49_998).fill(0),
    ]),
    [0xff, 0xff], // fill bytes before a marker are allowed
    [0xff, 0xc2, ...u16be(17), 8, ...u16be(height), ...u16be(width), 3],
    new Array(9).fill(0),
  );

const gif = (screen: [number, number], frame: [number, number, number, number]) =>
  bytes(
    'GIF89a',
    u16le(screen[0]),
    u16le(screen[1]),
    0x80, // a global color table of 2 entries
    0,
    0,
    [0, 0, 0, 255, 255, 255],
    [0x21, 0xf9, 4, 0, 0, 0, 0, 0], // graphic control extension
    [0x21, 0xfe, 3, ...bytes('hi!'), 0], // a comment
    0x2c,
    frame.flatMap(u16le),
    0,
  );

const riff = (chunk: string, data: number[]) =>
  bytes(
    'RIFF',
    0,
    0,
    0,
    0,
    'WEBP',
    chunk,
    u32be(data.length).reverse(),
    data,
    new Array(10).fill(0),
  );

describe('the pixel size is read from the header, before decoding', () => {
  it.each([
    ['a PNG', 'image/png', png(640, 480), [640, 480]],
    ['a 390 KB PNG bomb', 'image/png', png(20_000, 20_000), [20_000, 20_000]],
    ['a Chromium JPEG with an ICC profile', 'image/jpeg', chromiumJpeg, [37, 21]],
    [
      'a progressive JPEG after 100 KB of metadata',
      'image/jpeg',
      jpegAfterMetadata(8000, 6000),
      [8000, 6000],
    ],
    ['a GIF', 'image/gif', gif([120, 80], [0, 0, 120, 80]), [120, 80]],
    [
      'a GIF whose first frame reaches past its screen',
      'image/gif',
      gif([10, 10], [5, 5, 9000, 9000]),
      [9005, 9005],
    ],
    ['a Chromium WebP (VP8X)', 'image/webp', chromiumWebp, [37, 21]],
    [
      'an extended WebP canvas',
      'image/webp',
      riff('VP8X', [0, 0, 0, 0, ...u24le(16383), ...u24le(9999)]),
      [16384, 10000],
    ],
    [
      'a lossy WebP (VP8)',
      'image/webp',
      riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(300), ...u16le(200)]),
      [300, 200],
    ],
    [
      'a lossless WebP (VP8L)',
      'image/webp',
      riff('VP8L', [0x2f, ...u32be((299 | (199 << 14)) >>> 0).reverse()]),
      [300, 200],
    ],
  ] as const)('%s', (_, type, header, [width, height]) => {
    expect(readPixelSize(type, header)).toEqual({ width, height });
  });

  it.each([
    ['a PNG cut before its IHDR', 'image/png', png(640, 480).slice(0, 16)],
    [
      'a PNG whose first chunk is not IHDR',
      'image/png',
      bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, u32be(13), 'tEXt', u32be(1), u32be(1)),
    ],
    ['a PNG of zero pixels', 'image/png', png(0, 480)],
    [
      'a JPEG cut inside its metadata',
      'image/jpeg',
      jpegAfterMetadata(8000, 6000).slice(0, 60_000),
    ],
    [
      'a JPEG whose scan starts before any frame',
      'image/jpeg',
      bytes(0xff, 0xd8, 0xff, 0xda, 0, 8, 0, 0, 0, 0, 0, 0),
    ],
    ['a JPEG with junk between segments', 'image/jpeg', bytes(0xff, 0xd8, 0x12, 0x34, 0xff, 0xc0)],
    ['a GIF cut before its first frame', 'image/gif', gif([120, 80], [0, 0, 120, 80]).slice(0, 30)],
    ['a WebP with an unknown first chunk', 'image/webp', riff('ABCD', new Array(20).fill(1))],
    ['a lossy WebP without its start code', 'image/webp', riff('VP8 ', new Array(10).fill(0))],
  ] as const)('cannot read %s', (_, type, header) => {
    expect(readPixelSize(type, header)).toBeUndefined();
  });
});
