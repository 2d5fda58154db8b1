import { Trans, useLingui } from '@lingui/react/macro';
import {
  hasLoadFailed,
  isLoading,
  lineName,
  marked as markedOf,
  offeredProducts,
} from '@machines/substitution/substitution.selectors';
import type { SubstitutionChoice } from '@machines/substitution/substitution.types';
import { useRef } from 'react';
import {
  Dialog,
  Heading,
  Modal,
  ModalOverlay,
  Radio,
  RadioGroup,
  Text,
} from 'react-aria-components';
import { SubstitutionActor } from '@/app/actors/page/substitution';
import { useLocale } from '@/i18n/use-locale';
import { formatCents } from '@/lib/money';
import { Button } from '@/ui/Button';
import styles from './Cart.module.css';

/** A choice as one radio value: "similar", "none" or "product:<sku>". */
const radioValue = (choice: SubstitutionChoice) =>
  choice.mode === 'product' ? `product:${choice.sku}` : choice.mode;

/**
 * A cart line's substitution sheet (lazy chunk): a similar product, do not substitute, or one of
 * the products the platform suggests. Save keeps the choice; closing leaves it as it was.
 */
export default function SubstitutionSheet() {
  const { t } = useLingui();
  const locale = useLocale();
  const actor = SubstitutionActor.useActorRef();
  const name = SubstitutionActor.useSelector(lineName);
  const marked = SubstitutionActor.useSelector(markedOf);
  const products = SubstitutionActor.useSelector(offeredProducts);
  const loading = SubstitutionActor.useSelector(isLoading);
  const failed = SubstitutionActor.useSelector(hasLoadFailed);
  const dialog = useRef<HTMLElement>(null);
  const close = () => actor.send({ type: 'sheet.close' });
  const mark = (value: string) => {
    if (value === 'similar' || value === 'none') {
      actor.send({ type: 'choice.mark', choice: { mode: value } });
      return;
    }
    const product = products.find((p) => `product:${p.sku}` === value);
    if (product)
      actor.send({
        type: 'choice.mark',
        choice: { mode: 'product', sku: product.sku, name: product.name },
      });
  };
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && close()}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} ref={dialog}>
          <Heading slot="title" className={styles.title}>
            <Trans>If {name} is out of stock</Trans>
          </Heading>
          <RadioGroup
            className={styles.choices}
            value={radioValue(marked)}
            onChange={mark}
            aria-label={t`What we do if ${name} is out of stock`}
          >
            <Radio value="similar" className={styles.choice}>
              <span className={styles.choiceLabel}>
                <Trans>Substitute with a similar product</Trans>
              </span>
              <Text slot="description" className={styles.muted}>
                <Trans>The picker chooses one like it, at no more than its price.</Trans>
              </Text>
            </Radio>
            <Radio value="none" className={styles.choice}>
              <span className={styles.choiceLabel}>
                <Trans>Do not substitute</Trans>
              </span>
              <Text slot="description" className={styles.muted}>
                <Trans>It is left out of the order and not charged.</Trans>
              </Text>
            </Radio>
            {products.length > 0 && (
              <p className={styles.choicesHead}>
                <Trans>Or substitute with this product:</Trans>
              </p>
            )}
            {products.map((product) => (
              <Radio key={product.sku} value={`product:${product.sku}`} className={styles.choice}>
                <span className={styles.choiceLabel}>{product.name}</span>
                {product.price !== undefined && (
                  <Text slot="description" className={styles.muted}>
                    {formatCents(product.price, locale)}
                  </Text>
                )}
              </Radio>
            ))}
          </RadioGroup>
          {/* Mounted throughout, so the change is announced. */}
          <p role="status" className={styles.muted}>
            {loading && <Trans>Finding similar products…</Trans>}
          </p>
          {failed && (
            <div role="alert" className={styles.substitutesFailed}>
              <p className={styles.warning}>
                <Trans>
                  The suggested products could not be loaded. A similar product or none can still be
                  chosen.
                </Trans>
              </p>
              <Button
                size="sm"
                variant="secondary"
                onPress={() => {
                  actor.send({ type: 'substitutes.retry' });
                  // The button goes with the message: the keyboard goes on from the choice.
                  dialog.current
                    ?.querySelector<HTMLElement>('input[type="radio"]:checked')
                    ?.focus();
                }}
              >
                <Trans>Try again</Trans>
              </Button>
            </div>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onPress={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onPress={() => actor.send({ type: 'choice.save' })}>
              <Trans>Save</Trans>
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
