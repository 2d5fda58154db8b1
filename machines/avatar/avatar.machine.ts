import { assign, fromPromise, setup } from 'xstate';
import { checkSourceFile, isSendableAvatar } from '@/lib/image-file';
import type { AvatarContext, AvatarEvent, PickedFileInfo } from './avatar.types';

const notProvided = (name: string) => () => {
  throw new Error(`avatar: effect "${name}" not provided`);
};
const outputOf = <T>(event: unknown) => (event as { output: T }).output;

export const avatarMachine = setup({
  types: {
    context: {} as AvatarContext,
    events: {} as AvatarEvent,
  },
  actors: {
    /** The signed-in customer's avatar URL (null for none). */
    loadAvatar: fromPromise<string | null>(notProvided('loadAvatar')),
    /** The first bytes (the type and the pixel size are read from them) and the file's size. */
    readFile: fromPromise<PickedFileInfo, { file: Blob }>(notProvided('readFile')),
    /** Decodes the file and re-encodes it to at most 200 px; resolves a data URL. */
    encodeImage: fromPromise<string, { file: Blob }>(notProvided('encodeImage')),
    /** POST /v3/users/me/avatar with `encodedImage`; resolves the new avatar URL. */
    uploadAvatar: fromPromise<string, { encodedImage: string }>(notProvided('uploadAvatar')),
    /** DELETE /v3/users/me/avatar (204). */
    deleteAvatar: fromPromise<void>(notProvided('deleteAvatar')),
  },
  actions: {
    /** Tells the rest of the app (profile menu, cached profile) the avatar changed. */
    notifyChanged: (_: unknown, _params: { avatarURL: string | null }) => {
      throw new Error('avatar: effect "notifyChanged" not provided');
    },
    startPick: assign({
      file: ({ event }) => (event.type === 'avatar.select' ? event.file : null),
      encodedImage: null,
      problem: null,
      toast: null,
    }),
    /** Too large (bytes or pixels), not an accepted image by its content, or no readable size. */
    refuseFile: assign({
      problem: ({ event }) => checkSourceFile(outputOf<PickedFileInfo>(event)),
      file: null,
    }),
    refuse: assign((_, params: { problem: 'notAnImage' | 'tooLarge' | 'unreadable' }) => ({
      problem: params.problem,
      file: null,
      encodedImage: null,
    })),
  },
  guards: {
    isAcceptedFile: ({ event }) => checkSourceFile(outputOf<PickedFileInfo>(event)) === null,
    isSendable: ({ event }) => isSendableAvatar(outputOf<string>(event)),
    hasAvatar: ({ context }) => context.avatarURL !== null,
    hasToast: ({ context }) => context.toast !== null,
  },
}).createMachine({
  id: 'avatar',
  description:
    'The avatar on /user/credentials: pick an image (checked by content), re-encode it to 200 px and 1 MB, upload; or delete it.',
  context: {
    avatarURL: null,
    file: null,
    encodedImage: null,
    problem: null,
    toast: null,
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Fetching the current avatar of the signed-in customer.',
      tags: ['busy'],
      invoke: {
        src: 'loadAvatar',
        id: 'loadAvatar',
        onDone: {
          target: 'idle',
          actions: assign({ avatarURL: ({ event }) => event.output }),
        },
        onError: { target: 'idle', actions: assign({ toast: 'loadFailed' }) },
      },
    },
    idle: {
      description:
        'Shows the avatar (or the initials), the last problem or toast, and the actions.',
      on: {
        'avatar.select': { target: 'reading', actions: 'startPick' },
        'avatar.delete': {
          guard: 'hasAvatar',
          target: 'deleting',
          actions: assign({ problem: null, toast: null }),
        },
        'avatar.dismiss': {
          // Only a toast has a Dismiss button.
          guard: 'hasToast',
          actions: assign({ problem: null, toast: null }),
        },
      },
    },
    reading: {
      description:
        'Reading the first bytes: the type is decided by content, not by the name, and the pixel size by the header, before anything is decoded.',
      tags: ['busy'],
      invoke: {
        src: 'readFile',
        id: 'readFile',
        input: ({ context }) => ({ file: context.file! }),
        onDone: [
          { guard: 'isAcceptedFile', target: 'encoding' },
          { target: 'idle', actions: 'refuseFile' },
        ],
        onError: { target: 'idle', actions: { type: 'refuse', params: { problem: 'unreadable' } } },
      },
    },
    encoding: {
      description: 'Decoding and re-encoding on the client; a forged image fails to decode here.',
      tags: ['busy'],
      invoke: {
        src: 'encodeImage',
        id: 'encodeImage',
        input: ({ context }) => ({ file: context.file! }),
        onDone: [
          {
            guard: 'isSendable',
            target: 'uploading',
            actions: assign({ encodedImage: ({ event }) => event.output }),
          },
          { target: 'idle', actions: { type: 'refuse', params: { problem: 'tooLarge' } } },
        ],
        onError: { target: 'idle', actions: { type: 'refuse', params: { problem: 'unreadable' } } },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        src: 'uploadAvatar',
        id: 'uploadAvatar',
        input: ({ context }) => ({ encodedImage: context.encodedImage! }),
        onDone: {
          target: 'idle',
          actions: [
            assign({
              avatarURL: ({ event }) => event.output,
              toast: 'uploaded',
              file: null,
              encodedImage: null,
            }),
            {
              type: 'notifyChanged',
              params: ({ event }) => ({ avatarURL: event.output }),
            },
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({ toast: 'uploadFailed', file: null, encodedImage: null }),
        },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        src: 'deleteAvatar',
        id: 'deleteAvatar',
        onDone: {
          target: 'idle',
          actions: [
            assign({ avatarURL: null, toast: 'deleted' }),
            { type: 'notifyChanged', params: { avatarURL: null } },
          ],
        },
        onError: { target: 'idle', actions: assign({ toast: 'deleteFailed' }) },
      },
    },
  },
});
