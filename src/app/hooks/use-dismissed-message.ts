import { useCallback, useState, useSyncExternalStore } from 'react';
import { dismissedMessageParser } from '@/lib/header-message';
import { readStored, writeStored } from '@/lib/storage';

const storage = () => globalThis.localStorage;
const readDismissed = () => readStored(storage(), 'headerMessage', dismissedMessageParser);
/** Another tab closed a message. */
const subscribe = (onChange: () => void) => {
  globalThis.addEventListener('storage', onChange);
  return () => globalThis.removeEventListener('storage', onChange);
};
/** Prerendered HTML shows the message: hydration renders it so, then reads storage. */
const onServer = () => null;

/**
 * The id of the header message the shopper closed (`headerMessage` in storage), and `dismiss`,
 * which remembers a closed message's id. A message published under another id shows again.
 */
export function useDismissedMessage(): [string | null, (id: string) => void] {
  const stored = useSyncExternalStore(subscribe, readDismissed, onServer);
  const [dismissedHere, setDismissedHere] = useState<string | null>(null);
  const dismiss = useCallback((id: string) => {
    writeStored(storage(), 'headerMessage', id);
    setDismissedHere(id);
  }, []);
  return [dismissedHere ?? stored, dismiss];
}
