import { Trans, useLingui } from '@lingui/react/macro';
import {
  cardsNotice,
  isConfirmOpen,
  isLoadFailed,
  isLoading,
  isRemoving,
  pendingCard,
  savedCards,
} from '@machines/saved-cards/saved-cards.selectors';
import type { SavedCard } from '@/api/contract/user';
import { SavedCardsActor, SavedCardsProvider } from '@/app/actors/page/saved-cards';
import { EmptyState } from '@/app/parts/EmptyState';
import { Button } from '@/ui/Button';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import styles from './Account.module.css';
import { AccountPage } from './AccountPage';
import { DismissibleNotice, LoadFailed } from './PageMessages';

/** /user/cards: the cards saved with the payment provider; remove one after a confirmation. */
export function CardsPage() {
  return (
    <AccountPage page="cards">
      <SavedCardsProvider>
        <SavedCards />
      </SavedCardsProvider>
    </AccountPage>
  );
}

const brands: Record<SavedCard['brand'], string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  maestro: 'Maestro',
  amex: 'American Express',
};

function useCardName() {
  const { t } = useLingui();
  return (card: SavedCard) => t`${brands[card.brand]} ending in ${card.last4}`;
}

function SavedCards() {
  const actor = SavedCardsActor.useActorRef();
  const cards = SavedCardsActor.useSelector(savedCards);
  const loading = SavedCardsActor.useSelector(isLoading);
  const failed = SavedCardsActor.useSelector(isLoadFailed);
  const notice = SavedCardsActor.useSelector(cardsNotice);
  const confirming = SavedCardsActor.useSelector(isConfirmOpen);
  const name = useCardName();
  const { t } = useLingui();
  if (loading)
    return (
      <p role="status">
        <Trans>Loading your cards…</Trans>
      </p>
    );
  if (failed)
    return (
      <LoadFailed onRetry={() => actor.send({ type: 'cards.retry' })}>
        <Trans>Your cards could not be loaded.</Trans>
      </LoadFailed>
    );
  return (
    <>
      <p className={styles.intro}>
        <Trans>
          Cards saved with our payment provider. We never see or keep the full card number.
        </Trans>
      </p>
      {notice && (
        <DismissibleNotice onDismiss={() => actor.send({ type: 'notice.dismiss' })}>
          {notice === 'removed' ? (
            <Trans>The card was removed.</Trans>
          ) : (
            <Trans>The card could not be removed. Please try again.</Trans>
          )}
        </DismissibleNotice>
      )}
      {cards.length === 0 ? (
        <EmptyState kind="cards" title={t`You have no saved cards.`} />
      ) : (
        <ul className={styles.list} aria-label={t`Saved cards`}>
          {cards.map((card) => (
            <li key={card._id} className={`${styles.card} ${styles.row}`} aria-label={name(card)}>
              <strong>{name(card)}</strong>
              <span className={styles.muted}>
                <Trans>
                  Expires {String(card.expiryMonth).padStart(2, '0')}/{card.expiryYear}
                </Trans>
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t`Remove ${name(card)}`}
                onPress={() => actor.send({ type: 'card.remove', cardId: card._id })}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {confirming && <RemoveCardDialog />}
    </>
  );
}

function RemoveCardDialog() {
  const actor = SavedCardsActor.useActorRef();
  const card = SavedCardsActor.useSelector(pendingCard);
  const busy = SavedCardsActor.useSelector(isRemoving);
  const name = useCardName();
  return (
    <ConfirmDialog
      title={<Trans>Remove this card?</Trans>}
      confirmLabel={busy ? <Trans>Removing…</Trans> : <Trans>Yes, remove</Trans>}
      cancelLabel={<Trans>Keep it</Trans>}
      busy={busy}
      onConfirm={() => actor.send({ type: 'remove.confirm' })}
      onCancel={() => actor.send({ type: 'remove.cancel' })}
    >
      <p>{card ? name(card) : ''}</p>
    </ConfirmDialog>
  );
}
