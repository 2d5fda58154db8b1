import { Trans, useLingui } from '@lingui/react/macro';
import { isBusy, removingSku } from '@machines/list-detail/list-detail.selectors';
import { Suspense } from 'react';
import type { Product } from '@/api/contract/catalog';
import type { ProductList } from '@/api/contract/lists';
import { ListDetailActor } from '@/app/actors/page/lists';
import { ContentProductImage } from '@/app/parts/product-image-fallback';
import { useLocale } from '@/i18n/use-locale';
import { lazyPart } from '@/lib/lazy-part';
import { formatCents } from '@/lib/money';
import { productPath } from '@/lib/product-line';
import { Button } from '@/ui/Button';
import { Link } from '@/ui/Link';
import styles from './Lists.module.css';

// The button carries the list-addition sheet: its own chunk, as on the product page.
const AddToListButton = lazyPart(() => import('./AddToListButton'));

/** One product of a list: price, likelihood (suggested lists), remove, save to other lists. */
export function ListProductRow({ product, list }: { product: Product; list: ProductList }) {
  const { t } = useLingui();
  const locale = useLocale();
  const actor = ListDetailActor.useActorRef();
  const busy = ListDetailActor.useSelector(isBusy);
  const removing = ListDetailActor.useSelector(removingSku) === product.sku;
  const name = product.displayName;
  const probability = list.products.find((ref) => ref.sku === product.sku)?.probability ?? null;
  const percent = probability === null ? null : Math.round(probability * 100);
  return (
    <li className={styles.row} aria-label={name}>
      <ContentProductImage src={product.image} alt="" width={64} height={64} />
      <div>
        <h2>
          <Link href={productPath(product)} variant="plain">
            {name}
          </Link>
        </h2>
        <p>{formatCents(product.price, locale)}</p>
        {percent !== null && (
          <p className={styles.muted}>
            <Trans>You buy this {percent}% of the time</Trans>
          </p>
        )}
        {!product.isAvailable && (
          <p className={styles.muted}>
            <Trans>Not available right now</Trans>
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Suspense fallback={null}>
          <AddToListButton product={product} />
        </Suspense>
        {list.type !== 'suggested' && (
          <Button
            size="sm"
            variant="ghost"
            isDisabled={busy}
            aria-label={t`Remove ${name} from the list`}
            onPress={() => actor.send({ type: 'product.remove', sku: product.sku })}
          >
            {removing ? <Trans>Removing…</Trans> : <Trans>Remove</Trans>}
          </Button>
        )}
      </div>
    </li>
  );
}
