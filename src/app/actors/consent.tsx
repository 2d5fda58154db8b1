import { consentMachine } from '@machines/consent/consent.machine';
import { consentChoicesSchema } from '@machines/consent/consent.types';
import { useNavigate } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { type ReactNode, useRef } from 'react';
import type { InspectionEvent, Observer } from 'xstate';
import { clearCategories, readStored, writeStored } from '@/lib/storage';
import { useOnce } from '@/lib/use-once';

/** The cookie consent actor, shared by the banner and the /cookies page. */
export const ConsentActor = createActorContext(consentMachine);

const storage = () => globalThis.localStorage;

/** Starts the consent journey with the stored decision and the browser effects. */
export function ConsentProvider({
  children,
  inspect,
}: {
  children: ReactNode;
  inspect?: Observer<InspectionEvent> | undefined;
}) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const logic = useOnce(() =>
    consentMachine.provide({
      actions: {
        persistChoices: (_, { choices }) => {
          writeStored(storage(), 'privacyConsent', choices);
        },
        clearOptionalData: (_, { categories }) => {
          clearCategories(storage(), categories);
        },
        navigateToSettings: () => {
          void navigateRef.current({ to: '/cookies' });
        },
      },
    }),
  );
  const stored = readStored(storage(), 'privacyConsent', consentChoicesSchema);
  return (
    <ConsentActor.Provider logic={logic} options={{ input: { stored }, inspect }}>
      {children}
    </ConsentActor.Provider>
  );
}
