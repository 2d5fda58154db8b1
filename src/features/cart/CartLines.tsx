import { Trans, useLingui } from '@lingui/react/macro';
import { type CartItem, lineKey, MAX_LINE_QUANTITY } from '@machines/cart/cart.types';
import { memo, useState } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';
import type { PricedProduct } from '@/api/contract/cart';
import { removeLine, setComment, setQuantity } from '@/app/cart-commands';
import { useJourneyRef } from '@/app/visit';
import { useLocale } from '@/i18n/use-locale';
import { formatCents } from '@/lib/money';
import { lineTitle } from '@/lib/product-line';
import { QuantityStepper } from '@/ui/QuantityStepper';
import styles from './Cart.module.css';
import { packagingFee } from './cart-display';
import { SubstituteButton } from './SubstituteButton';

interface LinesProps {
  items: CartItem[];
  /** Priced products by line key (the newest pricing), when there is one. */
  priced: Map<string, PricedProduct>;
  commentMaxLength: number;
  packagingEnabled: boolean;
}

/** The cart lines with quantity steppers, remove and the picker's comment. */
export function CartLines({ items, priced, commentMaxLength, packagingEnabled }: LinesProps) {
  return (
    <ul className={styles.lines}>
      {items.map((item) => (
        <CartLineRow
          key={lineKey(item)}
          item={item}
          priced={priced.get(lineKey(item))}
          commentMaxLength={commentMaxLength}
          packagingEnabled={packagingEnabled}
        />
      ))}
    </ul>
  );
}

interface RowProps {
  item: CartItem;
  priced: PricedProduct | undefined;
  commentMaxLength: number;
  packagingEnabled: boolean;
}

/** One line; memoised so a change of one line re-renders only that line. */
const CartLineRow = memo(function CartLineRow({
  item,
  priced,
  commentMaxLength,
  packagingEnabled,
}: RowProps) {
  const { t } = useLingui();
  const cart = useJourneyRef('cart');
  const locale = useLocale();
  const money = (cents: number) => formatCents(cents, locale);
  const label = priced?.labelType ?? item.labelType;
  const unit = priced?.unitPrice ?? item.unitPrice;
  const packaging = packagingFee(packagingEnabled, item);
  // The name with the line's options: the buttons of two lines of one product differ.
  const name = lineTitle(item);
  return (
    <li className={styles.line} data-testid="cart-line">
      <div className={styles.lineHead}>
        {item.image && <img src={item.image} alt="" width={48} height={48} />}
        <div>
          <p className={styles.lineName}>{item.name}</p>
          {item.optionNames?.length ? (
            <p className={styles.lineOptions}>{item.optionNames.join(' · ')}</p>
          ) : null}
          <p className={styles.muted}>
            <Trans>{money(unit)} each</Trans>
            {label === 'priceChanged' && priced?.previousUnitPrice != null && (
              <>
                {' '}
                <s>
                  <span className="visually-hidden">{t`was`} </span>
                  {money(priced.previousUnitPrice)}
                </s>
              </>
            )}
          </p>
          {label === 'unavailable' && (
            <p className={styles.warning}>
              <Trans>No longer available</Trans>
            </p>
          )}
          {label === 'priceChanged' && (
            <p className={styles.warning}>
              <Trans>Price changed</Trans>
            </p>
          )}
        </div>
        <p className={styles.lineTotal}>{money(priced?.totalPrice ?? unit * item.quantity)}</p>
      </div>
      <div className={styles.lineTools}>
        <QuantityStepper
          name={name}
          quantity={item.quantity}
          max={MAX_LINE_QUANTITY}
          onChange={(quantity) => setQuantity(cart, item, quantity)}
        />
        <Button className={styles.linkButton} onPress={() => removeLine(cart, item)}>
          <Trans>Remove</Trans>
          <span className="visually-hidden"> {name}</span>
        </Button>
      </div>
      {packaging !== null && (
        <p className={styles.muted}>
          <Trans>
            Packaging ({item.packagingProductName ?? ''}): {money(packaging)}
          </Trans>
        </p>
      )}
      <SubstituteButton item={item} />
      <CommentField item={item} name={name} maxLength={commentMaxLength} />
    </li>
  );
});

/** The picker's comment: stored when the field is left, cut to the configured maximum. */
function CommentField({
  item,
  name,
  maxLength,
}: {
  item: CartItem;
  /** The line's title: two lines of one product have fields of different names. */
  name: string;
  maxLength: number;
}) {
  const cart = useJourneyRef('cart');
  const [draft, setDraft] = useState(item.comments);
  return (
    <TextField
      className={styles.comment}
      value={draft}
      maxLength={maxLength}
      onChange={setDraft}
      onBlur={() => draft !== item.comments && setComment(cart, item, draft, maxLength)}
    >
      <Label className={styles.muted}>
        <Trans>Comment for the picker</Trans>
        <span className="visually-hidden"> {name}</span>
      </Label>
      <Input />
      <span className={styles.muted} aria-hidden="true">
        {draft.length}/{maxLength}
      </span>
    </TextField>
  );
}
