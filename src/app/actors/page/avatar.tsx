import { avatarMachine } from '@machines/avatar/avatar.machine';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { deleteAvatarEndpoint, getMeEndpoint, uploadAvatarEndpoint } from '@/api/contract/user';
import { api } from '../../api';
import { encodeAvatar, readFileHeader } from './avatar-encode';
import { pageJourney } from './page-journey';

/** The avatar editor of /user/credentials (page-scoped). */
export const { Actor: AvatarActor, Provider: AvatarProvider } = pageJourney(avatarMachine).hosted({
  useEffects: ({
    onAvatarChange,
  }: {
    /** Called with the new avatar URL (null after a delete), e.g. to refresh a cached profile. */
    onAvatarChange?: ((avatarURL: string | null) => void) | undefined;
  }) => {
    const changeRef = useRef(onAvatarChange);
    changeRef.current = onAvatarChange;
    return () => ({
      actors: {
        loadAvatar: fromPromise(async ({ signal }) => {
          const user = await api.call(getMeEndpoint, { signal });
          return user.avatarURL;
        }),
        readFile: fromPromise(({ input }) => readFileHeader(input.file)),
        encodeImage: fromPromise(({ input }) => encodeAvatar(input.file)),
        uploadAvatar: fromPromise(async ({ input }) => {
          const reply = await api.call(uploadAvatarEndpoint, {
            body: { encodedImage: input.encodedImage },
          });
          return reply.avatarURL;
        }),
        deleteAvatar: fromPromise(async () => {
          await api.call(deleteAvatarEndpoint);
        }),
      },
      actions: {
        notifyChanged: (_, { avatarURL }) => {
          changeRef.current?.(avatarURL);
        },
      },
    });
  },
});
