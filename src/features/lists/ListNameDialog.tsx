import { Trans, useLingui } from '@lingui/react/macro';
import {
  isRenaming,
  isSaving,
  nameError,
  nameValue,
  notice as noticeOf,
} from '@machines/lists/lists.selectors';
import {
  Dialog,
  FieldError,
  Form,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  TextField,
} from 'react-aria-components';
import { ListsActor } from '@/app/actors/page/lists';
import { listNameErrorText } from '@/lib/list-name-text';
import { LIST_NAME_MAX } from '@/lib/list-rules';
import { Button } from '@/ui/Button';
import styles from './Lists.module.css';

/** The create / rename dialog (lazy chunk): the name, its error, save and cancel. */
export default function ListNameDialog() {
  const { i18n, t } = useLingui();
  const actor = ListsActor.useActorRef();
  const renaming = ListsActor.useSelector(isRenaming);
  const saving = ListsActor.useSelector(isSaving);
  const value = ListsActor.useSelector(nameValue);
  const error = ListsActor.useSelector(nameError);
  const notice = ListsActor.useSelector(noticeOf);
  const close = () => actor.send({ type: 'dialog.close' });
  const errorText = listNameErrorText(i18n, error);
  return (
    <ModalOverlay
      isOpen
      isDismissable={!saving}
      onOpenChange={(open) => !open && close()}
      className={styles.centered}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title">{renaming ? t`Rename the list` : t`Create a list`}</Heading>
          <Form
            className={styles.dialog}
            validationBehavior="aria"
            onSubmit={(e) => {
              e.preventDefault();
              actor.send({ type: 'name.submit' });
            }}
          >
            <TextField
              className={styles.field}
              value={value}
              onChange={(v) => actor.send({ type: 'name.change', value: v })}
              isInvalid={Boolean(errorText)}
              maxLength={LIST_NAME_MAX + 10}
              autoFocus
            >
              <Label>{t`List name`}</Label>
              <Input />
              <FieldError className={styles.error}>{errorText}</FieldError>
            </TextField>
            {notice?.kind === 'actionFailed' && (
              <p role="alert" className={styles.error}>
                <Trans>We could not save the list. Please try again later.</Trans>
              </p>
            )}
            <div className={styles.actions}>
              <Button type="submit" isDisabled={saving}>
                {saving ? t`Saving…` : t`Save`}
              </Button>
              <Button variant="secondary" onPress={close} isDisabled={saving}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
