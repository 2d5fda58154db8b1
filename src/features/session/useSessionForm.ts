import { useLingui } from '@lingui/react';
import { failure, formErrors, isBusy } from '@machines/session/session.selectors';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { sessionActor, setSessionNavigator, useSession } from '@/app/actors/session';
import { failureMessage, fieldMessages } from './session-messages';

/** What the login and register forms share: errors, the failure, busy, and the way back. */
export function useSessionForm() {
  const { i18n } = useLingui();
  const router = useRouter();
  const errors = useSession(formErrors);
  const lastFailure = useSession(failure);
  const busy = useSession(isBusy);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    setSessionNavigator((href) => {
      void router.navigate({ href, replace: true });
    });
    sessionActor().send({ type: 'form.clear' });
  }, [router]);

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
    send: (event: Parameters<ReturnType<typeof sessionActor>['send']>[0]) =>
      sessionActor().send(event),
  };
}
