import { Trans } from '@lingui/react/macro';
import { notice } from '@machines/service-selection/service-selection.selectors';
import { useJourney, useJourneyRef } from '@/app/visit';
import { Button } from '@/ui/Button';
import { Toast } from '@/ui/Toast';

/**
 * The "supported" toast after an address or shop is chosen: the selection journey closes it after
 * a few seconds; the shopper may dismiss it sooner, and it never follows them to another page.
 */
export default function SelectionNotice() {
  const selection = useJourneyRef('selection');
  const message = useJourney('selection', notice);
  if (!message) return null;
  const dismiss = () => selection.send({ type: 'notice.dismiss' });
  return (
    <Toast onDismiss={dismiss}>
      <span>
        {message === 'addressSupported' && <Trans>Great, we deliver to your address.</Trans>}
        {message === 'shopSelected' && <Trans>Your pick-up shop is selected.</Trans>}
        {message === 'selectionDropped' && (
          <Trans>
            The shop you chose earlier can no longer serve you. Please choose your service again.
          </Trans>
        )}
        {message === 'addressForgotten' && (
          <Trans>
            You are logged out, so your saved address is no longer used. Please choose your service
            again.
          </Trans>
        )}
      </span>
      <Button size="sm" variant="secondary" onPress={dismiss}>
        <Trans>Dismiss</Trans>
      </Button>
    </Toast>
  );
}
