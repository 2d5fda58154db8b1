import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_LINE_QUANTITY } from '@machines/cart/cart.types';
import { lineFromProduct } from '@machines/cart/cart-line';
import {
  canSave,
  editFailure,
  editLines,
  hasPricingFailed,
  isConfirmingDiscard,
  isEmpty,
  isPricing,
  isSaving,
  pricedEdit,
  problem,
} from '@machines/order-edit/order-edit.selectors';
import type { OrderDetails } from '@/api/contract/orders';
import { OrderEditActor } from '@/app/actors/page/order-edit';
import { EmptyState, EmptyStateImage } from '@/app/parts/EmptyState';
import type { Locale } from '@/i18n/locales';
import { formatCents } from '@/lib/money';
import { atLineOf } from '@/lib/priced-lines';
import { lineTitle } from '@/lib/product-line';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { QuantityStepper } from '@/ui/QuantityStepper';
import styles from './Account.module.css';
import { AddProductSearch } from './AddProductSearch';

/** The order being changed: its lines with quantities, products to add, the new total, Save. */
export function OrderEditor({ order }: { order: OrderDetails }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const actor = OrderEditActor.useActorRef();
  const lines = OrderEditActor.useSelector(editLines);
  const priced = OrderEditActor.useSelector(pricedEdit);
  const pricing = OrderEditActor.useSelector(isPricing);
  const pricingFailed = OrderEditActor.useSelector(hasPricingFailed);
  const empty = OrderEditActor.useSelector(isEmpty);
  const saving = OrderEditActor.useSelector(isSaving);
  const savable = OrderEditActor.useSelector(canSave);
  const blocked = OrderEditActor.useSelector(problem);
  const failure = OrderEditActor.useSelector(editFailure);
  const confirmingDiscard = OrderEditActor.useSelector(isConfirmingDiscard);
  const money = (cents: number) => formatCents(cents, locale);
  const orderNumber = order.orderNumber;
  const newTotal = priced ? money(priced.order.total) : '';
  const oldTotal = money(order.total);
  return (
    <section className={styles.editor} aria-label={t`Change order ${orderNumber}`}>
      <h3>
        <Trans>Change order {orderNumber}</Trans>
      </h3>
      {empty ? (
        <EmptyState kind="edit_order" title={t`Nothing left in this order`} compact level={3}>
          <p>
            <Trans>Add a product below, or cancel the whole order instead.</Trans>
          </p>
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label={t`Products of the order`}>
          {lines.map((line, index) => {
            const name = lineTitle(line);
            const product = priced ? atLineOf(priced.order.products, index, line.sku) : undefined;
            const unavailable = product?.labelType === 'unavailable';
            return (
              <li key={`${line.sku}:${(line.options ?? []).join()}`} className={styles.editLine}>
                <span className={styles.editName}>
                  {line.name}
                  {(line.optionNames ?? []).length > 0 && (
                    <span className={styles.muted}> · {(line.optionNames ?? []).join(', ')}</span>
                  )}
                  {unavailable && (
                    <span className={styles.warning}>
                      <Trans>No longer available</Trans>
                    </span>
                  )}
                </span>
                <QuantityStepper
                  name={name}
                  quantity={line.quantity}
                  max={MAX_LINE_QUANTITY}
                  onChange={(quantity) =>
                    actor.send(
                      quantity < 1
                        ? { type: 'line.remove', index }
                        : { type: 'line.setQuantity', index, quantity },
                    )
                  }
                />
                <span className={styles.editPrice}>
                  {product && !unavailable ? money(product.totalPrice) : ''}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  onPress={() => actor.send({ type: 'line.remove', index })}
                >
                  <Trans>Remove</Trans>
                  <span className="visually-hidden"> {name}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <AddProductSearch
        shopId={order.shop._id}
        onAdd={(product) => actor.send({ type: 'product.add', line: lineFromProduct(product) })}
      />
      <div className={styles.editTotals} aria-live="polite">
        {pricing && (
          <p>
            <Trans>Pricing your changes…</Trans>
          </p>
        )}
        {!pricing && priced && (
          <p>
            <strong>
              <Trans>New total: {newTotal}</Trans>
            </strong>{' '}
            <span className={styles.muted}>
              <Trans>(was {oldTotal})</Trans>
            </span>
          </p>
        )}
      </div>
      {pricingFailed && (
        <div role="alert" className={styles.formError}>
          <p>
            <Trans>Your changes could not be priced.</Trans>
          </p>
          <Button size="sm" onPress={() => actor.send({ type: 'pricing.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      <EditMessage failure={failure} blocked={blocked} />
      <div className={styles.actions}>
        <Button isDisabled={!savable || saving} onPress={() => actor.send({ type: 'edit.save' })}>
          {saving ? <Trans>Saving your changes…</Trans> : <Trans>Save changes</Trans>}
        </Button>
        <Button variant="secondary" onPress={() => actor.send({ type: 'edit.discard' })}>
          <Trans>Discard changes</Trans>
        </Button>
      </div>
      {confirmingDiscard && (
        <ConfirmDialog
          title={<Trans>Discard your changes?</Trans>}
          confirmLabel={<Trans>Discard changes</Trans>}
          cancelLabel={<Trans>Keep changing</Trans>}
          onConfirm={() => actor.send({ type: 'discard.confirm' })}
          onCancel={() => actor.send({ type: 'discard.keep' })}
        >
          <EmptyStateImage kind="cancel_edit" className={styles.orderChangeImage} />
          <p>
            <Trans>The order stays as it was placed.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** Why Save waits, or why the last save did not go through. */
function EditMessage({
  failure,
  blocked,
}: {
  failure: string | null;
  blocked: 'unavailable' | 'minimum' | null;
}) {
  if (failure === 'failed') {
    return (
      <p role="alert" className={styles.formError}>
        <Trans>Your changes could not be saved. Please try again.</Trans>
      </p>
    );
  }
  if (failure === 'changed') {
    return (
      <p role="alert" className={styles.formError}>
        <Trans>A price or an availability changed meanwhile: check the new total, then save.</Trans>
      </p>
    );
  }
  if (blocked === 'unavailable') {
    return (
      <p className={styles.formError}>
        <Trans>Remove what the shop no longer offers to save.</Trans>
      </p>
    );
  }
  if (blocked === 'minimum' || failure === 'minimum') {
    return (
      <p className={styles.formError}>
        <Trans>The new total is under the shop's minimum order. Add a product to save.</Trans>
      </p>
    );
  }
  return null;
}
