import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/features/shell/ComingSoon';

/** /cart: owned by the cart issue; registered now so links and the locale prefix work. */
export const Route = createFileRoute('/cart')({
  component: CartPage,
});

function CartPage() {
  const { t } = useLingui();
  return <ComingSoon title={t`Your cart`} />;
}
