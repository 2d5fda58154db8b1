import { consentMachine } from '@machines/consent/consent.machine';
import { consentChoicesSchema } from '@machines/consent/consent.types';
import { clearCategories, readStored, writeStored } from '@/lib/storage';
import type { VisitDeps } from './visit-deps';

const storage = () => globalThis.localStorage;

/** The cookie consent journey with the browser's storage and the router. */
export const consentLogic = ({ navigate }: VisitDeps) =>
  consentMachine.provide({
    actions: {
      persistChoices: (_, { choices }) => {
        writeStored(storage(), 'privacyConsent', choices);
      },
      clearOptionalData: (_, { categories }) => {
        clearCategories(storage(), categories);
      },
      navigateToSettings: () => navigate({ to: '/cookies' }),
    },
  });

/** The stored decision, if any. */
export const consentStart = () => ({
  stored: readStored(storage(), 'privacyConsent', consentChoicesSchema),
});
