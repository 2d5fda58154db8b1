import { Trans } from '@lingui/react/macro';
import { ListAdditionActor } from '@/app/actors/page/list-addition';
import { Button } from '@/ui/Button';
import { LoginRequiredDialog } from '@/ui/LoginRequiredDialog';

/**
 * The list-addition sheet's gate for a visitor: the shared login-required modal for lists, whose
 * actions are the list-addition journey's events (it returns to the product after the login).
 */
export default function ListsLoginModal() {
  const actor = ListAdditionActor.useActorRef();
  return (
    <LoginRequiredDialog kind="lists" onClose={() => actor.send({ type: 'sheet.close' })}>
      <Button onPress={() => actor.send({ type: 'gate.login' })}>
        <Trans>Log in</Trans>
      </Button>
      <Button variant="secondary" onPress={() => actor.send({ type: 'gate.register' })}>
        <Trans>Create an account</Trans>
      </Button>
    </LoginRequiredDialog>
  );
}
