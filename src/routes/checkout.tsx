import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PrebookActor } from '@/app/actors/prebook';
import { ComingSoon } from '@/features/shell/ComingSoon';

/** /checkout: the page itself is owned by the cart issue; the slot expiry check lives here. */
export const Route = createFileRoute('/checkout')({
  component: CheckoutPage,
});

function CheckoutPage() {
  const { t } = useLingui();
  const prebook = PrebookActor.useActorRef();
  // A reservation that ran out shows the expiry modal when the shopper reaches checkout.
  useEffect(() => prebook.send({ type: 'checkout.verify' }), [prebook]);
  return <ComingSoon title={t`Checkout`} />;
}
