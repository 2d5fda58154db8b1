import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  hasLoadFailed,
  isBusy,
  isConfirmingDelete,
  isLoading,
  isNameDialogOpen,
  lists as listsOf,
  notice as noticeOf,
} from '@machines/lists/lists.selectors';
import { Suspense } from 'react';
import type { ListSummary } from '@/api/contract/lists';
import { ListsActor } from '@/app/actors/page/lists';
import { EmptyState } from '@/app/parts/EmptyState';
import { lazyPart } from '@/lib/lazy-part';
import { Button } from '@/ui/Button';
import { Link } from '@/ui/Link';
import { PageTitle } from '@/ui/PageTitle';
import styles from './Lists.module.css';
import { ListsNotice } from './ListsNotice';
import { listChoiceLabel, listKindLabel } from './list-labels';

const ListNameDialog = lazyPart(() => import('./ListNameDialog'));
const DeleteListDialog = lazyPart(() => import('./DeleteListDialog'));

function ListCard({ list }: { list: ListSummary }) {
  const { i18n, t } = useLingui();
  const actor = ListsActor.useActorRef();
  const busy = ListsActor.useSelector(isBusy);
  const label = listChoiceLabel(i18n, list);
  const count = list.productCount;
  const custom = list.type === 'custom';
  return (
    <li className={styles.card} aria-label={label}>
      {custom && <p className={styles.kind}>{listKindLabel(i18n, list.type)}</p>}
      <h2>
        <Link href={`/user/lists/list?id=${encodeURIComponent(list._id)}`} variant="plain">
          {label}
        </Link>
      </h2>
      <p className={styles.muted}>
        <Plural value={count} one="# product" other="# products" />
      </p>
      {list.previewProducts.length > 0 && (
        <ul className={styles.previews} aria-label={t`First products of ${label}`}>
          {list.previewProducts.map((product) => (
            <li key={product.sku}>
              <img src={product.image} alt={product.displayName} width={56} height={56} />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button
          size="sm"
          isDisabled={busy}
          aria-label={t`Add ${label} to the cart`}
          onPress={() => actor.send({ type: 'list.addToCart', id: list._id })}
        >
          <Trans>Add to cart</Trans>
        </Button>
        {custom && (
          <Button
            size="sm"
            variant="secondary"
            isDisabled={busy}
            aria-label={t`Rename ${label}`}
            onPress={() => actor.send({ type: 'list.rename', id: list._id })}
          >
            <Trans>Rename</Trans>
          </Button>
        )}
        {custom && (
          <Button
            size="sm"
            variant="ghost"
            isDisabled={busy}
            aria-label={t`Delete ${label}`}
            onPress={() => actor.send({ type: 'list.delete', id: list._id })}
          >
            <Trans>Delete</Trans>
          </Button>
        )}
      </div>
    </li>
  );
}

/** /user/lists: favourites, suggested and custom lists, the name dialog and the delete confirmation. */
export function ListsPage({ title }: { title: string }) {
  const { t } = useLingui();
  const actor = ListsActor.useActorRef();
  const lists = ListsActor.useSelector(listsOf);
  const loading = ListsActor.useSelector(isLoading);
  const loadFailed = ListsActor.useSelector(hasLoadFailed);
  const busy = ListsActor.useSelector(isBusy);
  const notice = ListsActor.useSelector(noticeOf);
  const naming = ListsActor.useSelector(isNameDialogOpen);
  const confirming = ListsActor.useSelector(isConfirmingDelete);
  return (
    <div className="page">
      <PageTitle title={title} />
      <h1>{title}</h1>
      {loading && (
        <p aria-live="polite">
          <Trans>Loading your lists…</Trans>
        </p>
      )}
      {loadFailed && (
        <div role="alert">
          <p>
            <Trans>We could not load your lists.</Trans>
          </p>
          <Button onPress={() => actor.send({ type: 'lists.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {!loading && !loadFailed && (
        <div className={styles.toolbar}>
          <Button isDisabled={busy} onPress={() => actor.send({ type: 'list.create' })}>
            <Trans>Create a list</Trans>
          </Button>
        </div>
      )}
      {notice && !naming && (
        <ListsNotice notice={notice} onDismiss={() => actor.send({ type: 'notice.dismiss' })} />
      )}
      {!loading && !loadFailed && lists.length === 0 && (
        <EmptyState kind="lists" title={t`You have no lists yet.`} />
      )}
      {lists.length > 0 && (
        <ul className={styles.grid} aria-label={t`Your lists`}>
          {lists.map((list) => (
            <ListCard key={list._id} list={list} />
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {naming && <ListNameDialog />}
        {confirming && <DeleteListDialog />}
      </Suspense>
    </div>
  );
}
