import { Trans, useLingui } from '@lingui/react/macro';
import type { CartRestoreLoss } from '@machines/cart/cart.machine';
import { useLocale } from '@/i18n/use-locale';
import { pluralCategory } from '@/lib/numbers';
import { Button } from '@/ui/Button';
import { Toast } from '@/ui/Toast';
import styles from './Cart.module.css';

/** Kept long enough to read; it also goes when the shopper moves to another page. */
const NOTICE_MS = 10_000;

/** Told once after a reload: some (or all) of the kept cart's lines could not be read. */
export default function CartRestoreNotice({
  loss,
  onDismiss,
}: {
  loss: CartRestoreLoss;
  onDismiss: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const message =
    loss === 'all'
      ? t`Your saved cart could not be restored.`
      : pluralCategory(loss, locale) === 'one'
        ? t`One item in your cart could not be restored. The rest of your cart is as you left it.`
        : t`${loss} items in your cart could not be restored. The rest of your cart is as you left it.`;
  return (
    <Toast onDismiss={onDismiss} duration={NOTICE_MS}>
      {message}
      <Button variant="ghost" size="sm" className={styles.onDark} onPress={onDismiss}>
        <Trans>Dismiss</Trans>
      </Button>
    </Toast>
  );
}
