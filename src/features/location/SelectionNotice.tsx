import { Trans } from '@lingui/react/macro';
import { notice } from '@machines/service-selection/service-selection.selectors';
import { SelectionActor } from '@/app/actors/selection';
import { Button } from '@/ui/Button';
import styles from './Location.module.css';

/** The "supported" toast after an address or shop is chosen; dismissed by the shopper. */
export default function SelectionNotice() {
  const selection = SelectionActor.useActorRef();
  const message = SelectionActor.useSelector(notice);
  if (!message) return null;
  return (
    <div role="status" className={styles.notice}>
      <span>
        {message === 'addressSupported' && <Trans>Great, we deliver to your address.</Trans>}
        {message === 'shopSelected' && <Trans>Your pick-up shop is selected.</Trans>}
        {message === 'selectionDropped' && (
          <Trans>
            The shop you chose earlier can no longer serve you. Please choose your service again.
          </Trans>
        )}
      </span>
      <Button
        size="sm"
        variant="secondary"
        onPress={() => selection.send({ type: 'notice.dismiss' })}
      >
        <Trans>Dismiss</Trans>
      </Button>
    </div>
  );
}
