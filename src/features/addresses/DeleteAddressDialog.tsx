import { Trans } from '@lingui/react/macro';
import { SavedAddressesActor } from '@/app/actors/page/saved-addresses';
import { formatStreetLine, type StreetPattern } from '@/lib/address-format';
import { ConfirmDialog } from '@/ui/ConfirmDialog';

/** Confirms deleting one address (lazy chunk). */
export default function DeleteAddressDialog({ pattern }: { pattern: StreetPattern }) {
  const actor = SavedAddressesActor.useActorRef();
  const target = SavedAddressesActor.useSelector((s) =>
    s.context.addresses.find((a) => a._id === s.context.targetId),
  );
  return (
    <ConfirmDialog
      title={<Trans>Delete this address?</Trans>}
      confirmLabel={<Trans>Yes, delete</Trans>}
      cancelLabel={<Trans>Keep it</Trans>}
      onConfirm={() => actor.send({ type: 'delete.confirm' })}
      onCancel={() => actor.send({ type: 'delete.cancel' })}
    >
      <p>{target ? formatStreetLine(target, pattern) : ''}</p>
    </ConfirmDialog>
  );
}
