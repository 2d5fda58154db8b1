import { Trans } from '@lingui/react/macro';
import { isDeleting, targetLabel } from '@machines/lists/lists.selectors';
import { ListsActor } from '@/app/actors/page/lists';
import { ConfirmDialog } from '@/ui/ConfirmDialog';

/** Confirms deleting one list (lazy chunk). */
export default function DeleteListDialog() {
  const actor = ListsActor.useActorRef();
  const label = ListsActor.useSelector(targetLabel);
  const deleting = ListsActor.useSelector(isDeleting);
  return (
    <ConfirmDialog
      title={<Trans>Delete the list "{label}"?</Trans>}
      confirmLabel={deleting ? <Trans>Deleting…</Trans> : <Trans>Yes, delete</Trans>}
      cancelLabel={<Trans>Keep it</Trans>}
      busy={deleting}
      onConfirm={() => actor.send({ type: 'delete.confirm' })}
      onCancel={() => actor.send({ type: 'delete.cancel' })}
    >
      <p>
        <Trans>The list and its products will be removed. Your cart stays as it is.</Trans>
      </p>
    </ConfirmDialog>
  );
}
