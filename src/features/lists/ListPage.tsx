import { Trans, useLingui } from '@lingui/react/macro';
import {
  canAddToCart,
  hasLoadFailed,
  isBusy,
  isLoading,
  isSearching,
  list as listOf,
  notice as noticeOf,
  productCount,
  query as queryOf,
  visibleProducts,
} from '@machines/list-detail/list-detail.selectors';
import { Input, Label, SearchField } from 'react-aria-components';
import type { ListType } from '@/api/contract/lists';
import { ListDetailActor } from '@/app/actors/page/lists';
import { EmptyState } from '@/app/parts/EmptyState';
import { LIST_SEARCH_MIN } from '@/lib/list-rules';
import { Button } from '@/ui/Button';
import { Link } from '@/ui/Link';
import { PageTitle } from '@/ui/PageTitle';
import { ListDetailNotice } from './ListDetailNotice';
import { ListProductRow } from './ListProductRow';
import styles from './Lists.module.css';

/** The editor's illustration of an empty list, by its kind. */
const emptyListImage = {
  favorites: 'favorite_products',
  suggested: 'smart_lists',
  custom: 'lists',
} as const satisfies Record<ListType, 'favorite_products' | 'smart_lists' | 'lists'>;

/** The filtered products are a new array each time: re-render only when an item changes. */
const sameItems = <T,>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** /user/lists/list: one list's products, local search from 3 characters, add all to cart. */
export function ListPage() {
  const { t } = useLingui();
  const actor = ListDetailActor.useActorRef();
  const list = ListDetailActor.useSelector(listOf);
  const loading = ListDetailActor.useSelector(isLoading);
  const loadFailed = ListDetailActor.useSelector(hasLoadFailed);
  const busy = ListDetailActor.useSelector(isBusy);
  const query = ListDetailActor.useSelector(queryOf);
  const searching = ListDetailActor.useSelector(isSearching);
  const total = ListDetailActor.useSelector(productCount);
  const products = ListDetailActor.useSelector(visibleProducts, sameItems);
  const addable = ListDetailActor.useSelector(canAddToCart);
  const notice = ListDetailActor.useSelector(noticeOf);
  const min = LIST_SEARCH_MIN;
  const label = list?.label ?? '';
  return (
    <div className="page">
      <p>
        <Link href="/user/lists">
          <Trans>All my lists</Trans>
        </Link>
      </p>
      <PageTitle title={list?.label ?? t`List`} />
      <h1>{list?.label ?? t`List`}</h1>
      {loading && (
        <p aria-live="polite">
          <Trans>Loading the list…</Trans>
        </p>
      )}
      {loadFailed && (
        <div role="alert">
          <p>
            <Trans>We could not load this list.</Trans>
          </p>
          <Button onPress={() => actor.send({ type: 'list.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {list && (
        <div className={styles.toolbar}>
          <SearchField
            className={styles.field}
            value={query}
            isReadOnly={busy}
            onChange={(value) => actor.send({ type: 'search.change', value })}
          >
            <Label>{t`Search in this list`}</Label>
            <Input />
            <span className={styles.muted}>
              <Trans>Type at least {min} characters.</Trans>
            </span>
          </SearchField>
          <Button isDisabled={!addable} onPress={() => actor.send({ type: 'list.addToCart' })}>
            <Trans>Add the list to the cart</Trans>
          </Button>
        </div>
      )}
      {notice && (
        <ListDetailNotice
          notice={notice}
          onDismiss={() => actor.send({ type: 'notice.dismiss' })}
        />
      )}
      {list && total === 0 && (
        <EmptyState kind={emptyListImage[list.type]} title={t`This list has no products yet.`} />
      )}
      {searching && products.length === 0 && total > 0 && (
        <p role="status">
          <Trans>No product of this list matches "{query}".</Trans>
        </p>
      )}
      {list && products.length > 0 && (
        <ul className={styles.products} aria-label={t`Products of ${label}`}>
          {products.map((product) => (
            <ListProductRow key={product.sku} product={product} list={list} />
          ))}
        </ul>
      )}
    </div>
  );
}
