import { useCallback } from 'react';
import { useKept } from '@/app/shop';
import { dismissedMessageParser } from '@/lib/header-message';
import { readStored, writeStored } from '@/lib/storage';

const storage = () => globalThis.localStorage;

/**
 * The id of the header message the shopper closed (`headerMessage` in storage), and `dismiss`,
 * which remembers a closed message's id. A message published under another id shows again.
 */
export function useDismissedMessage(): [string | null, (id: string) => void] {
  // Read once the kept state is restored: prerendered HTML shows the message (hydration matches).
  const [dismissedId, setDismissedId] = useKept<string | null>(
    () => readStored(storage(), 'headerMessage', dismissedMessageParser),
    null,
  );
  const dismiss = useCallback(
    (id: string) => {
      writeStored(storage(), 'headerMessage', id);
      setDismissedId(id);
    },
    [setDismissedId],
  );
  return [dismissedId, dismiss];
}
