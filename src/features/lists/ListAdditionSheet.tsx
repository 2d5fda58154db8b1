import { Trans, useLingui } from '@lingui/react/macro';
import {
  choices as choicesOf,
  confirmation as confirmationOf,
  hasFailed,
  hasLoadFailed,
  isLoading,
  pendingId as pendingOf,
  productName,
} from '@machines/list-addition/list-addition.selectors';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ListAdditionActor } from '@/app/actors/page/list-addition';
import { Button } from '@/ui/Button';
import { Switch } from '@/ui/Switch';
import styles from './Lists.module.css';
import { listChoiceLabel } from './list-labels';

function Confirmation() {
  const { i18n } = useLingui();
  const lists = ListAdditionActor.useSelector(choicesOf);
  const confirmation = ListAdditionActor.useSelector(confirmationOf);
  const failed = ListAdditionActor.useSelector(hasFailed);
  if (failed)
    return (
      <p role="alert" className={styles.error}>
        <Trans>The list could not be updated. Please try again.</Trans>
      </p>
    );
  // The live region stays mounted so the 2-second confirmation is announced.
  const list = lists.find((l) => l._id === confirmation?.listId);
  const label = list ? listChoiceLabel(i18n, list) : '';
  return (
    <p role="status" className={styles.muted}>
      {confirmation &&
        (confirmation.saved ? (
          <Trans>Saved to {label}</Trans>
        ) : (
          <Trans>Removed from {label}</Trans>
        ))}
    </p>
  );
}

/** The list-addition sheet (lazy chunk): one save toggle per favourites or custom list. */
export default function ListAdditionSheet() {
  const { i18n, t } = useLingui();
  const actor = ListAdditionActor.useActorRef();
  const name = ListAdditionActor.useSelector(productName);
  const lists = ListAdditionActor.useSelector(choicesOf);
  const loading = ListAdditionActor.useSelector(isLoading);
  const loadFailed = ListAdditionActor.useSelector(hasLoadFailed);
  const pending = ListAdditionActor.useSelector(pendingOf);
  const close = () => actor.send({ type: 'sheet.close' });
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && close()}
      className={styles.overlay}
    >
      <Modal className={styles.sheet}>
        <Dialog className={styles.dialog}>
          <Heading slot="title">
            <Trans>Save {name} to a list</Trans>
          </Heading>
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
          {lists.length > 0 && (
            <fieldset className={styles.choices}>
              <legend className="visually-hidden">{t`Your lists`}</legend>
              {lists.map((list) => (
                <Switch
                  key={list._id}
                  isSelected={list.saved}
                  isDisabled={pending !== null}
                  onChange={() => actor.send({ type: 'list.toggle', listId: list._id })}
                >
                  {listChoiceLabel(i18n, list)}
                </Switch>
              ))}
            </fieldset>
          )}
          <Confirmation />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={close}>
              <Trans>Done</Trans>
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
