/** Largest avatar accepted (spec: 1 MB). */
export const MAX_AVATAR_BYTES = 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type by its first bytes (magic numbers), or `undefined` when not an accepted image. */
export const sniffImage = (bytes: Uint8Array): string | undefined => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
};

/** Decodes a `data:image/...;base64,` URL; `undefined` when it is not base64 data. */
export const decodeDataUrl = (dataUrl: string): Uint8Array | undefined => {
  const comma = dataUrl.indexOf(',');
  if (comma < 0) return undefined;
  try {
    return Uint8Array.from(atob(dataUrl.slice(comma + 1)), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
};
