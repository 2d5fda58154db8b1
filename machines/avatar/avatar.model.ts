import type { EventObject } from 'xstate';
import { AVATAR_MAX_SOURCE_BYTES } from '@/lib/image-file';
import type { JourneyModel } from '../testing/journey-paths';
import type { avatarMachine } from './avatar.machine';

const u32 = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
/** The first bytes of a PNG of the given pixel size (signature and IHDR). */
export const pngHeaderOf = (width: number, height: number) =>
  Uint8Array.from([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
    ...[0x49, 0x48, 0x44, 0x52, ...u32(width), ...u32(height), 8, 2, 0, 0, 0],
  ]);
/** A 640 x 480 PNG: its type and pixel size are read from these bytes. */
export const pngHeader = pngHeaderOf(640, 480);
/** A text file renamed to .png. */
export const textHeader = Uint8Array.from([...'hello, world'].map((c) => c.charCodeAt(0)));
/** A small re-encoded avatar (1x1 webp-looking data) and one over 1 MB. */
export const smallAvatar = 'data:image/webp;base64,UklGRhIAAABXRUJQVlA4TAYAAAAvAAAAAAfQ//73vw==';
const hugeAvatar = () => `data:image/webp;base64,${'A'.repeat(1_500_000)}`;
export const sampleAvatarURL = '/api/media/avatars/avatar-1';

const readings = {
  image: { header: pngHeader, size: 2_000 },
  text: { header: textHeader, size: 12 },
  huge: { header: pngHeader, size: AVATAR_MAX_SOURCE_BYTES + 1 },
};

const labels: Record<string, string> = {
  'avatar.delete': 'delete the avatar',
  'avatar.dismiss': 'dismiss the message',
  'xstate.done.actor.uploadAvatar': 'upload succeeds',
  'xstate.error.actor.uploadAvatar': 'upload fails',
  'xstate.done.actor.deleteAvatar': 'delete succeeds (204)',
  'xstate.error.actor.deleteAvatar': 'delete fails',
  'xstate.error.actor.loadAvatar': 'profile fails to load',
  'xstate.error.actor.readFile': 'file cannot be read',
  'xstate.error.actor.encodeImage': 'image cannot be decoded',
};

const ev = (variants: Record<string, object[]>) => variants as Record<string, EventObject[]>;

export const avatarModel: JourneyModel<typeof avatarMachine> = {
  inputs: [{ name: 'signed in', input: undefined as never }],
  eventVariants: ev({
    'avatar.select': [{ type: 'avatar.select', file: { size: 2_000, name: 'me.png' } }],
    'xstate.done.actor.loadAvatar': [
      { type: 'xstate.done.actor.loadAvatar', output: null },
      { type: 'xstate.done.actor.loadAvatar', output: sampleAvatarURL },
    ],
    'xstate.done.actor.readFile': Object.values(readings).map((output) => ({
      type: 'xstate.done.actor.readFile',
      output,
    })),
    'xstate.done.actor.encodeImage': [
      { type: 'xstate.done.actor.encodeImage', output: smallAvatar },
      {
        type: 'xstate.done.actor.encodeImage',
        get output() {
          return hugeAvatar();
        },
      },
    ],
    'xstate.done.actor.uploadAvatar': [
      { type: 'xstate.done.actor.uploadAvatar', output: sampleAvatarURL },
    ],
  }),
  describeEvent: (event: EventObject) => {
    const e = event as EventObject & { output?: unknown };
    if (e.type === 'avatar.select') return 'pick a file';
    if (e.type === 'xstate.done.actor.loadAvatar')
      return e.output ? 'profile has an avatar' : 'profile has no avatar';
    if (e.type === 'xstate.done.actor.readFile') {
      const out = e.output as { header: Uint8Array; size: number };
      if (out.size > AVATAR_MAX_SOURCE_BYTES) return 'file is too large';
      return out.header === textHeader ? 'file is text renamed .png' : 'file is a PNG';
    }
    if (e.type === 'xstate.done.actor.encodeImage')
      return (e.output as string).length > 1_000_000 ? 'encoded over 1 MB' : 'encoded to 200 px';
    return labels[e.type] ?? e.type;
  },
};
