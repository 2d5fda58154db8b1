import { passwordChangeMachine } from '@machines/password-change/password-change.machine';
import { fromPromise } from 'xstate';
import { changePasswordEndpoint } from '@/api/contract/auth';
import { api } from '../../api';
import { pageJourney } from './page-journey';

/** The change-password journey of /user/credentials (lives as long as the page). */
export const { Actor: PasswordChangeActor, Provider: PasswordChangeProvider } = pageJourney(
  passwordChangeMachine,
).hosted({
  useEffects: () => () => ({
    actors: {
      changePassword: fromPromise(async ({ input }) => {
        await api.call(changePasswordEndpoint, {
          body: { currentPassword: input.current, newPassword: input.next },
        });
      }),
    },
  }),
});
