import { Toast } from '@/ui/Toast';

/** What was just added: each add is a new notice, even of the same product. */
export interface AddedNotice {
  text: string;
  id: number;
}

/** How long the "added to your cart" toast stays. */
const ADDED_MS = 3000;

/** The toast that confirms an added product; it closes by itself and never follows the shopper. */
export function AddedStatus({
  added,
  onDismiss,
}: {
  added: AddedNotice | undefined;
  onDismiss: () => void;
}) {
  if (!added) return null;
  return (
    <Toast key={added.id} onDismiss={onDismiss} duration={ADDED_MS}>
      <p>{added.text}</p>
    </Toast>
  );
}
