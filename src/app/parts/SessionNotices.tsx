import { ProfileFailedNotice } from '@/features/session/ProfileFailedNotice';
import { SessionEndedNotice } from '@/features/session/SessionEndedNotice';

/**
 * The notices of a session ended by a 401 and of a profile that did not load, in the toast
 * region wherever the shopper is. The shell loads them the first time one has something to say.
 */
export default function SessionNotices() {
  return (
    <>
      <SessionEndedNotice />
      <ProfileFailedNotice />
    </>
  );
}
