import { readPixelSize } from './image-size';

/**
 * Avatar file rules (shopping-app.md §5, §9): only jpeg, png, gif or webp, recognised by the
 * file's first bytes (magic numbers), never by its name or the type the browser guesses; at most
 * 40 megapixels by the size its header declares, read before decoding; the image sent is
 * re-encoded to at most 200 px and 1 MB.
 */
export type AvatarImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

/** Longest side of the re-encoded avatar. */
export const AVATAR_MAX_PX = 200;
/** Largest re-encoded avatar (bytes of the image, not of its base64 text). */
export const AVATAR_MAX_BYTES = 1024 * 1024;
/** Largest file the shopper may pick: bigger ones are refused before decoding. */
export const AVATAR_MAX_SOURCE_BYTES = 15 * 1024 * 1024;
/**
 * Most pixels a picked image may declare: decoding one takes 4 bytes a pixel (160 MB here), so a
 * 390 KB PNG of 20000 x 20000 pixels would ask the browser for 1.6 GB.
 */
export const AVATAR_MAX_SOURCE_PIXELS = 40_000_000;
/**
 * How many leading bytes are read for the type and the pixel size: a JPEG's size comes after its
 * metadata segments (EXIF, ICC profile, thumbnails), which a phone photo keeps well within this.
 */
export const IMAGE_HEADER_BYTES = 512 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/** The image type by its first bytes, or `undefined` when the content is not an accepted image. */
export function sniffImageType(header: Uint8Array): AvatarImageType | undefined {
  if (startsWith(header, JPEG)) return 'image/jpeg';
  if (startsWith(header, PNG)) return 'image/png';
  if (startsWith(header, GIF87) || startsWith(header, GIF89)) return 'image/gif';
  if (startsWith(header, RIFF) && startsWith(header, WEBP, 8)) return 'image/webp';
  return undefined;
}

/**
 * Why a picked file is refused before decoding, or null when it may be decoded: `unreadable` is a
 * header whose pixel size cannot be read, `tooManyPixels` one that declares over 40 megapixels.
 */
export type SourceFileProblem = 'notAnImage' | 'tooLarge' | 'tooManyPixels' | 'unreadable' | null;

/**
 * The checks made on the picked file: its size in bytes, its content type by magic bytes, then
 * the pixel size its header declares.
 */
export function checkSourceFile(file: { header: Uint8Array; size: number }): SourceFileProblem {
  if (file.size > AVATAR_MAX_SOURCE_BYTES) return 'tooLarge';
  const type = file.size === 0 ? undefined : sniffImageType(file.header);
  if (!type) return 'notAnImage';
  const pixels = readPixelSize(type, file.header);
  if (!pixels) return 'unreadable';
  return pixels.width * pixels.height > AVATAR_MAX_SOURCE_PIXELS ? 'tooManyPixels' : null;
}

/** Bytes of the image a base64 data URL carries (without decoding it). */
export function dataUrlByteLength(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  const base64 = comma < 0 ? '' : dataUrl.slice(comma + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding);
}

/** Whether a re-encoded avatar may be sent: an accepted type and at most 1 MB. */
export function isSendableAvatar(dataUrl: string): boolean {
  return (
    /^data:image\/(jpeg|png|gif|webp);base64,[A-Za-z0-9+/=]+$/.test(dataUrl) &&
    dataUrlByteLength(dataUrl) <= AVATAR_MAX_BYTES
  );
}

/** The size an image is drawn at so its longest side is at most `max` (never enlarged). */
export function fitWithin(
  width: number,
  height: number,
  max = AVATAR_MAX_PX,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
