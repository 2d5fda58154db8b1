import { useLingui } from '@lingui/react/macro';
import { substitutionDefault } from '@machines/cart/cart.selectors';
import type { CartItem } from '@machines/cart/cart.types';
import { lineKey } from '@machines/cart/cart.types';
import { isClosed } from '@machines/substitution/substitution.selectors';
import { Suspense, useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { SubstitutionActor, SubstitutionProvider } from '@/app/actors/page/substitution';
import { useJourney } from '@/app/visit';
import { lazyPart } from '@/lib/lazy-part';
import { lineTitle } from '@/lib/product-line';
import { choiceLabel } from '@/lib/substitution-labels';
import styles from './Cart.module.css';

const SubstitutionSheet = lazyPart(() => import('./SubstitutionSheet'));

function Sheet({ onClosed }: { onClosed: () => void }) {
  const closed = SubstitutionActor.useSelector(isClosed);
  useEffect(() => {
    if (closed) onClosed();
  }, [closed, onClosed]);
  return closed ? null : (
    <Suspense fallback={null}>
      <SubstitutionSheet />
    </Suspense>
  );
}

/**
 * "If out of stock: …" under a cart line: the line's own choice, or the order's default; the
 * press opens the line's substitution sheet (a fresh journey each time).
 */
export function SubstituteButton({ item }: { item: CartItem }) {
  const { i18n, t } = useLingui();
  const orderDefault = useJourney('cart', substitutionDefault);
  const [opened, setOpened] = useState(0);
  const key = lineKey(item);
  const own = item.substitution ?? null;
  const label = choiceLabel(i18n, own ?? { mode: orderDefault });
  const name = lineTitle(item);
  return (
    <>
      <p className={styles.substitution}>
        <span className={styles.muted}>{t`If out of stock:`}</span> <span>{label}</span>{' '}
        <Button
          className={styles.linkButton}
          aria-label={t`If ${name} is out of stock: ${label}. Change`}
          onPress={() => setOpened((n) => n + 1)}
        >
          {t`Change`}
        </Button>
      </p>
      {opened > 0 && (
        <SubstitutionProvider
          key={opened}
          input={{ line: { key, sku: item.sku, name }, current: own, orderDefault }}
        >
          <Sheet onClosed={() => setOpened(0)} />
        </SubstitutionProvider>
      )}
    </>
  );
}
