import { Trans, useLingui } from '@lingui/react/macro';
import {
  isClosed,
  isLoginModalOpen,
  isSheetOpen,
} from '@machines/list-addition/list-addition.selectors';
import { hasSession } from '@machines/session/session.selectors';
import { useRouter } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import type { Product } from '@/api/contract/catalog';
import { ListAdditionActor, ListAdditionProvider } from '@/app/actors/page/list-addition';
import { useJourney } from '@/app/visit';
import { lazyPart } from '@/lib/lazy-part';
import { Button } from '@/ui/Button';

const ListAdditionSheet = lazyPart(() => import('./ListAdditionSheet'));
const ListsLoginModal = lazyPart(() => import('./ListsLoginModal'));

function Overlays({ onClosed }: { onClosed: () => void }) {
  const loginModal = ListAdditionActor.useSelector(isLoginModalOpen);
  const sheet = ListAdditionActor.useSelector(isSheetOpen);
  const closed = ListAdditionActor.useSelector(isClosed);
  useEffect(() => {
    if (closed) onClosed();
  }, [closed, onClosed]);
  return (
    <Suspense fallback={null}>
      {loginModal && <ListsLoginModal />}
      {sheet && <ListAdditionSheet />}
    </Suspense>
  );
}

export interface AddToListButtonProps {
  product: Pick<Product, 'sku' | 'displayName'>;
  /** Default "sm" (cards and rows). */
  size?: 'sm' | 'md';
}

/** "Save to list" for one product: each press starts a fresh list-addition journey. */
export default function AddToListButton({ product, size = 'sm' }: AddToListButtonProps) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(0);
  const [openedSignedIn, setOpenedSignedIn] = useState(false);
  const router = useRouter();
  const signedIn = useJourney('session', hasSession);
  const name = product.displayName;
  // A sheet opened for a customer has nothing left to show once the session ends (a 401): it
  // closes, so the shell's notice of the ended session can be read and used.
  if (opened > 0 && openedSignedIn && !signedIn) setOpened(0);
  return (
    <>
      <Button
        size={size}
        variant="secondary"
        aria-label={t`Save ${name} to a list`}
        onPress={() => {
          setOpenedSignedIn(signedIn);
          setOpened((n) => n + 1);
        }}
      >
        <Trans>Save to list</Trans>
      </Button>
      {opened > 0 && (
        <ListAdditionProvider
          key={opened}
          input={{
            signedIn,
            product: { sku: product.sku, name },
            // The page of the press (locale-free path and search): a login returns there.
            from: router.state.location.href,
          }}
        >
          <Overlays onClosed={() => setOpened(0)} />
        </ListAdditionProvider>
      )}
    </>
  );
}
