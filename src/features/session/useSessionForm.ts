import { useLingui } from '@lingui/react';
import { failure, formErrors, isBusy } from '@machines/session/session.selectors';
import { useEffect, useMemo, useRef } from 'react';
import { useJourney, useJourneyRef } from '@/app/visit';
import { failureMessage, fieldMessages } from './session-messages';

/** What the login and register forms share: errors, the failure, busy, and the way back. */
export function useSessionForm() {
  const { i18n } = useLingui();
  const session = useJourneyRef('session');
  const errors = useJourney('session', formErrors);
  const lastFailure = useJourney('session', failure);
  const busy = useJourney('session', isBusy);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    session.send({ type: 'form.clear' });
  }, [session]);

  // After a refused submit, focus the first field that needs attention.
  useEffect(() => {
    if (Object.keys(errors).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [errors]);

  // A stable object: react-aria's Form re-validates when validationErrors changes identity.
  const validationErrors = useMemo(() => fieldMessages(i18n, errors), [i18n, errors]);
  return {
    formRef,
    busy,
    validationErrors,
    failureText: lastFailure ? failureMessage(i18n, lastFailure.code, lastFailure.message) : null,
    send: (event: Parameters<typeof session.send>[0]) => session.send(event),
  };
}
