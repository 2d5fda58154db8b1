/**
 * Why a picked file was refused (shown beside the picker): not an accepted image by content, over
 * 15 MB, over 40 megapixels by its header, or a header or image that cannot be read.
 */
export type AvatarProblem = 'notAnImage' | 'tooLarge' | 'tooManyPixels' | 'unreadable';

/** The toast after an upload, a delete or the first load. */
export type AvatarToast = 'uploaded' | 'uploadFailed' | 'deleted' | 'deleteFailed' | 'loadFailed';

/** The first bytes (type and pixel size) and the size of the picked file, read by `readFile`. */
export interface PickedFileInfo {
  header: Uint8Array;
  size: number;
}

export interface AvatarContext {
  /** The avatar shown now, or null for none. */
  avatarURL: string | null;
  /** The picked file while it is checked and re-encoded. */
  file: Blob | null;
  /** The re-encoded image (data URL) being sent. */
  encodedImage: string | null;
  problem: AvatarProblem | null;
  toast: AvatarToast | null;
}

export type AvatarEvent =
  | { type: 'avatar.select'; file: Blob }
  | { type: 'avatar.delete' }
  | { type: 'avatar.dismiss' };
