import { isSideCartOpen } from '@machines/cart/cart.selectors';
import { Modal, ModalOverlay } from 'react-aria-components';
import { useCheckoutNavigation } from '@/app/actors/checkout-press';
import { closeSideCart, useCart } from '@/app/cart-lines';
import styles from './Cart.module.css';
import { CartNotices } from './CartNotices';
import { PriceChangesModal } from './PriceChangesModal';
import { SideCart } from './SideCart';

/** The side cart sheet, the price-changes modal and the cart snackbars (lazy chunk). */
export default function CartOverlays() {
  useCheckoutNavigation();
  const open = useCart(isSideCartOpen);
  return (
    <>
      <ModalOverlay
        isOpen={open}
        isDismissable
        onOpenChange={(next) => !next && closeSideCart()}
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
