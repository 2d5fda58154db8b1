import { avatarMachine } from '@machines/avatar/avatar.machine';
import { createActorContext } from '@xstate/react';
import { type ReactNode, useRef } from 'react';
import { fromPromise } from 'xstate';
import { deleteAvatarEndpoint, getMeEndpoint, uploadAvatarEndpoint } from '@/api/contract/user';
import { useOnce } from '@/lib/use-once';
import { api } from '../api';
import { appInspector } from '../inspect';
import { encodeAvatar, readFileHeader } from './avatar-encode';

/** The avatar editor of /user/credentials (page-scoped). */
export const AvatarActor = createActorContext(avatarMachine);

export function AvatarProvider({
  children,
  onAvatarChange,
}: {
  children: ReactNode;
  /** Called with the new avatar URL (null after a delete), e.g. to refresh a cached profile. */
  onAvatarChange?: ((avatarURL: string | null) => void) | undefined;
}) {
  const changeRef = useRef(onAvatarChange);
  changeRef.current = onAvatarChange;
  const logic = useOnce(() =>
    avatarMachine.provide({
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
    }),
  );
  return (
    <AvatarActor.Provider logic={logic} options={{ inspect: appInspector() }}>
      {children}
    </AvatarActor.Provider>
  );
}
