import { useCallback, useState } from 'react';
import { dismissedMessageParser } from '@/lib/header-message';
import { readStored, writeStored } from '@/lib/storage';

const storage = () => globalThis.localStorage;

/**
 * The id of the header message the shopper closed (`headerMessage` in storage), and `dismiss`,
 * which remembers a closed message's id. A message published under another id shows again.
 */
export function useDismissedMessage(): [string | null, (id: string) => void] {
  const [dismissedId, setDismissedId] = useState(() =>
    readStored(storage(), 'headerMessage', dismissedMessageParser),
  );
  const dismiss = useCallback((id: string) => {
    writeStored(storage(), 'headerMessage', id);
    setDismissedId(id);
  }, []);
  return [dismissedId, dismiss];
}
