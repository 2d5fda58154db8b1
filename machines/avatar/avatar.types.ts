/** Why a picked file was refused (shown beside the picker). */
export type AvatarProblem = 'notAnImage' | 'tooLarge' | 'unreadable';

/** The toast after an upload, a delete or the first load. */
export type AvatarToast = 'uploaded' | 'uploadFailed' | 'deleted' | 'deleteFailed' | 'loadFailed';

/** The first bytes and the size of the picked file, read by the `readFile` effect. */
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
