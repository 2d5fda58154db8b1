import { Trans, useLingui } from '@lingui/react/macro';
import { cartItems } from '@machines/cart/cart.selectors';
import { ownChoiceForSku } from '@machines/cart/cart.types';
import { choiceLabel } from '@/lib/substitution-labels';
import { useJourney } from '../visit';

/**
 * After a product's name in a list of cart changes (price changes, removed items): the
 * substitution the shopper chose for its line, when it has one of its own.
 */
export function SubstitutionNote({ sku, className }: { sku: string; className?: string }) {
  const { i18n } = useLingui();
  const own = ownChoiceForSku(useJourney('cart', cartItems), sku);
  if (!own) return null;
  const label = choiceLabel(i18n, own);
  return (
    <span className={className}>
      {' '}
      <Trans>(your choice if out of stock: {label})</Trans>
    </span>
  );
}
