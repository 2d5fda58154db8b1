import { Plural, Trans } from '@lingui/react/macro';
import {
  added as addedOf,
  hasFailed,
  hasResult,
  orderNumber as orderNumberOf,
  skipped as skippedOf,
} from '@machines/reorder/reorder.selectors';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ReorderActor } from '@/app/actors/page/reorder';
import { useJourneyRef } from '@/app/visit';
import { Button } from '@/ui/Button';
import styles from '@/ui/ConfirmDialog.module.css';

/**
 * What "Add to cart" on a past order did (lazy chunk): how many products went into the cart and
 * which the chosen service does not offer, or that nothing could be added (with a retry). While the lines
 * load, the button's press shows nothing more: the answer is quick, and the dialog says it.
 */
export default function ReorderResult() {
  const actor = ReorderActor.useActorRef();
  const cart = useJourneyRef('cart');
  const shown = ReorderActor.useSelector(hasResult);
  const failed = ReorderActor.useSelector(hasFailed);
  const added = ReorderActor.useSelector(addedOf);
  const skipped = ReorderActor.useSelector(skippedOf);
  const number = ReorderActor.useSelector(orderNumberOf);
  const dismiss = () => actor.send({ type: 'reorder.dismiss' });
  return (
    <ModalOverlay
      isOpen={shown}
      isDismissable
      onOpenChange={(open) => !open && dismiss()}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog
          role={failed || skipped.length ? 'alertdialog' : 'dialog'}
          className={styles.dialog}
        >
          <Heading slot="title">
            {failed ? (
              <Trans>The products could not be added</Trans>
            ) : (
              <Trans>Added to your cart</Trans>
            )}
          </Heading>
          {failed ? (
            <p>
              <Trans>Check your connection and try again. Your cart is as it was.</Trans>
            </p>
          ) : (
            <p>
              <Plural
                value={added}
                _0={`No product of order ${number} could be added.`}
                one={`# product of order ${number} is in your cart.`}
                other={`# products of order ${number} are in your cart.`}
              />
            </p>
          )}
          {skipped.length > 0 && (
            <>
              <p>
                {/* What is offered is the service's (express offers fewer products). */}
                <Trans>The service you chose does not offer these products:</Trans>
              </p>
              <ul>
                {skipped.map((product) => (
                  <li key={product.sku}>{product.name}</li>
                ))}
              </ul>
            </>
          )}
          <div className={styles.actions}>
            {failed ? (
              <Button onPress={() => actor.send({ type: 'reorder.retry' })} autoFocus>
                <Trans>Try again</Trans>
              </Button>
            ) : (
              <Button
                onPress={() => {
                  dismiss();
                  cart.send({ type: 'cart.open' });
                }}
                isDisabled={added === 0}
              >
                <Trans>View cart</Trans>
              </Button>
            )}
            <Button variant="secondary" onPress={dismiss} autoFocus={!failed}>
              {failed ? <Trans>Close</Trans> : <Trans>OK</Trans>}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
