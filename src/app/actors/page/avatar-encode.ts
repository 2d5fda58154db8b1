import { AVATAR_MAX_BYTES, fitWithin, IMAGE_HEADER_BYTES } from '@/lib/image-file';

/**
 * The first bytes and the size of a picked file: its type and its pixel size are read from these
 * bytes, before anything is decoded.
 */
export async function readFileHeader(file: Blob): Promise<{ header: Uint8Array; size: number }> {
  const header = new Uint8Array(await file.slice(0, IMAGE_HEADER_BYTES).arrayBuffer());
  return { header, size: file.size };
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

const toDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/**
 * Decodes the image (a forged or broken file rejects here) and draws it again at most 200 px on
 * its longest side, as WebP (PNG where the browser cannot write WebP), lowering the quality until
 * it fits in 1 MB. Metadata (location, camera) does not survive the re-encoding.
 */
export async function encodeAvatar(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(bitmap, 0, 0, width, height);
    let last: Blob | null = null;
    for (const quality of [0.9, 0.75, 0.5]) {
      last = await toBlob(canvas, 'image/webp', quality);
      if (last && last.size <= AVATAR_MAX_BYTES) break;
    }
    if (!last) throw new Error('The image could not be encoded');
    return await toDataUrl(last);
  } finally {
    bitmap.close();
  }
}
