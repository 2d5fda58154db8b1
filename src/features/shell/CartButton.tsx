import { Plural, Trans } from '@lingui/react/macro';
import { useCartCount } from '@/app/cart-lines';
import { CartIcon } from '@/ui/icons';
import { Link } from '@/ui/Link';
import styles from './Header.module.css';

/** Cart button with the number of items. The side cart journey arrives with the cart issue. */
export function CartButton() {
  const count = useCartCount();
  return (
    <Link href="/cart" variant="plain" className={styles.cart}>
      <CartIcon />
      <span className="visually-hidden">
        <Trans>Cart</Trans>, <Plural value={count} one="# item" other="# items" />
      </span>
      <span className={styles.badge} aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
