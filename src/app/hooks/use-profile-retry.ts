import { isBusy, isProfileFailed } from '@machines/session/session.selectors';
import { useState } from 'react';
import { useJourney, useJourneyRef } from '@/app/visit';

/**
 * For the views that tell a customer their profile did not load (`GET /v3/users/me` failed, not
 * a 401: the session stays): `shown` from the failure until the profile loads, `retrying` while
 * "Try again" is under way (the message stays, so the button keeps the focus), `retry` asks
 * the session journey to fetch it again.
 */
export function useProfileRetry() {
  const failed = useJourney('session', isProfileFailed);
  // After a failure the only call the session can be busy with is the profile's (a visitor's
  // login ends `shown` first).
  const loading = useJourney('session', isBusy);
  const session = useJourneyRef('session');
  const [shown, setShown] = useState(false);
  if (failed && !shown) setShown(true);
  if (!failed && !loading && shown) setShown(false);
  return {
    shown,
    retrying: shown && loading,
    retry: () => session.send({ type: 'profile.retry' }),
  };
}
