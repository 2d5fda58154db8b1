import { isSideCartOpen } from '@machines/cart/cart.selectors';
import { Modal, ModalOverlay } from 'react-aria-components';
import { useJourney, useJourneyRef } from '@/app/visit';
import styles from './Cart.module.css';
import { CartNotices } from './CartNotices';
import { PriceChangesModal } from './PriceChangesModal';
import { SideCart } from './SideCart';

/** The side cart sheet, the price-changes modal and the cart snackbars (lazy chunk). */
export default function CartOverlays() {
  const cart = useJourneyRef('cart');
  const open = useJourney('cart', isSideCartOpen);
  return (
    <>
      <ModalOverlay
        isOpen={open}
        isDismissable
        onOpenChange={(next) => !next && cart.send({ type: 'cart.close' })}
        className={styles.sideOverlay}
      >
        <Modal className={styles.sheet}>
          <SideCart />
        </Modal>
      </ModalOverlay>
      <PriceChangesModal />
      <CartNotices />
    </>
  );
}
