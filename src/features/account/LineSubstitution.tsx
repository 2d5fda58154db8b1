import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderLine } from '@/api/contract/orders';
import { choiceLabel } from '@/lib/substitution-labels';
import styles from './Account.module.css';

/**
 * Under an order line: what was substituted for it (out of stock at picking), or what the
 * shopper asked for should it be. An order from before substitutions says nothing.
 */
export function LineSubstitution({ line }: { line: OrderLine }) {
  const { i18n } = useLingui();
  if (line.outOfStock) {
    const substitute = line.outOfStock.substitute?.name;
    return (
      <p className={styles.lineNote}>
        {substitute ? (
          <Trans>Out of stock: substituted with {substitute}</Trans>
        ) : (
          <Trans>Out of stock: not substituted and not charged</Trans>
        )}
      </p>
    );
  }
  if (!line.substitution) return null;
  const label = choiceLabel(i18n, line.substitution);
  return (
    <p className={styles.lineNote}>
      <Trans>If out of stock: {label}</Trans>
    </p>
  );
}
