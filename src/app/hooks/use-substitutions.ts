import { useSyncExternalStore } from 'react';
import { currentChoices, serverChoices, subscribeChoices } from '../substitutions';

/** The substitution choices, kept in step with storage and the other tabs. */
export const useSubstitutions = () =>
  useSyncExternalStore(subscribeChoices, currentChoices, serverChoices);
