import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_SOURCE_BYTES,
  AVATAR_MAX_SOURCE_PIXELS,
  checkSourceFile,
  dataUrlByteLength,
  fitWithin,
  isSendableAvatar,
  sniffImageType,
} from '@/lib/image-file';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );

describe('avatar files are recognised by their first bytes', () => {
  it.each([
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF')],
    ['image/png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)],
    ['image/gif', bytes('GIF89a', 1, 0, 1, 0)],
    ['image/gif', bytes('GIF87a', 1, 0, 1, 0)],
    ['image/webp', bytes('RIFF', 0x24, 0, 0, 0, 'WEBP')],
  ])('%s', (type, header) => {
    expect(sniffImageType(header)).toBe(type);
  });

  it.each([
    ['a text file renamed .png', bytes('hello, world')],
    ['a BMP', bytes('BM', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)],
    ['an SVG', bytes('<svg xmlns=')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVE')],
    ['a truncated PNG signature', bytes(0x89, 'PNG')],
    ['nothing', bytes()],
  ])('refuses %s', (_, header) => {
    expect(sniffImageType(header)).toBeUndefined();
  });
});

const u32 = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const pngOf = (width: number, height: number) =>
  bytes(
    0x89,
    'PNG',
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    13,
    'IHDR',
    ...u32(width),
    ...u32(height),
    8,
    2,
  );

describe('the picked file is checked before decoding', () => {
  const png = pngOf(640, 480);
  it('accepts an image of any size up to the source limit', () => {
    expect(checkSourceFile({ header: png, size: AVATAR_MAX_SOURCE_BYTES })).toBeNull();
  });
  it('refuses a file over the source limit even with a PNG signature', () => {
    expect(checkSourceFile({ header: png, size: AVATAR_MAX_SOURCE_BYTES + 1 })).toBe('tooLarge');
  });
  it('refuses content that is not an accepted image, whatever its name', () => {
    expect(checkSourceFile({ header: bytes('hello, world'), size: 12 })).toBe('notAnImage');
  });
  it('refuses a small file whose header declares too many pixels (a decompression bomb)', () => {
    expect(checkSourceFile({ header: pngOf(20_000, 20_000), size: 390_000 })).toBe('tooManyPixels');
    expect(checkSourceFile({ header: pngOf(8_000, 5_000), size: 2_000 })).toBeNull();
    expect(AVATAR_MAX_SOURCE_PIXELS).toBe(40_000_000);
    expect(checkSourceFile({ header: pngOf(8_000, 5_001), size: 2_000 })).toBe('tooManyPixels');
  });
  it('refuses an image whose pixel size cannot be read from its header', () => {
    expect(checkSourceFile({ header: png.slice(0, 12), size: 2_000 })).toBe('unreadable');
    expect(
      checkSourceFile({ header: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'), size: 2_000 }),
    ).toBe('unreadable');
  });
  it('refuses an empty file', () => {
    expect(checkSourceFile({ header: png.slice(0, 0), size: 0 })).toBe('notAnImage');
  });
});

describe('the re-encoded avatar is at most 1 MB and 200 px', () => {
  const dataUrl = (byteCount: number) =>
    `data:image/webp;base64,${Buffer.alloc(byteCount, 7).toString('base64')}`;
  it('counts the bytes a base64 data URL carries', () => {
    for (const n of [0, 1, 2, 3, 1000, 1001]) expect(dataUrlByteLength(dataUrl(n))).toBe(n);
  });
  it('sends up to exactly 1 MB, not a byte more', () => {
    expect(isSendableAvatar(dataUrl(AVATAR_MAX_BYTES))).toBe(true);
    expect(isSendableAvatar(dataUrl(AVATAR_MAX_BYTES + 1))).toBe(false);
  });
  it('sends only the accepted types as base64 data URLs', () => {
    expect(isSendableAvatar('data:image/bmp;base64,AAAA')).toBe(false);
    expect(isSendableAvatar('data:image/png,not-base64')).toBe(false);
    expect(isSendableAvatar('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
  });
  it('scales the longest side down to 200 px and never up', () => {
    expect(fitWithin(1600, 1200)).toEqual({ width: 200, height: 150 });
    expect(fitWithin(300, 900)).toEqual({ width: 67, height: 200 });
    expect(fitWithin(120, 80)).toEqual({ width: 120, height: 80 });
  });
});
