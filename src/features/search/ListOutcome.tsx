import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  addOutcome,
  isRefreshingRows,
  isSavingList,
  offersAddAll,
  offersSaveList,
  savedList,
  saveForm,
} from '@machines/list-search/list-search.selectors';
import { hasSession } from '@machines/session/session.selectors';
import { Form } from 'react-aria-components';
import { ListSearchActor } from '@/app/actors/page/list-search';
import { useJourney } from '@/app/visit';
import { useLocale } from '@/i18n/use-locale';
import { listNameErrorText } from '@/lib/list-name-text';
import { LIST_NAME_MAX } from '@/lib/list-rules';
import { useFocusOnClose } from '@/lib/use-focus-on-close';
import { useFocusWhen } from '@/lib/use-focus-when';
import { Button } from '@/ui/Button';
import { FormField } from '@/ui/FormField';
import { Link } from '@/ui/Link';
import styles from './ListSearch.module.css';

/** Add all, what it did, and keeping the list as one of the customer's lists. */
export function ListOutcome() {
  const actor = ListSearchActor.useActorRef();
  const canAdd = ListSearchActor.useSelector(offersAddAll);
  const waiting = ListSearchActor.useSelector(isRefreshingRows) || undefined;
  const outcome = ListSearchActor.useSelector(addOutcome);
  const signedIn = useJourney('session', hasSession);
  const canSave = ListSearchActor.useSelector(offersSaveList) && signedIn;
  const form = ListSearchActor.useSelector(saveForm);
  // The form cancelled: focus goes back to the button that opened it (a save moves it to the news).
  const saveButton = useFocusOnClose<HTMLButtonElement>(form !== null);
  const { t } = useLingui();
  const locale = useLocale();
  const today = new Intl.DateTimeFormat(locale === 'el' ? 'el-GR' : 'en-GB', {
    day: 'numeric',
    month: 'short',
  }).format(new Date());
  const defaultLabel = t`Shopping list ${today}`;
  return (
    <div className={styles.outcome}>
      {outcome && <Added />}
      <Saved />
      {form ? (
        <SaveForm />
      ) : (
        <div className={styles.actions}>
          {canAdd && (
            <Button aria-disabled={waiting} onPress={() => actor.send({ type: 'list.addAll' })}>
              <Trans>Add all to cart</Trans>
            </Button>
          )}
          {canSave && (
            <Button
              ref={saveButton}
              aria-disabled={waiting}
              variant="secondary"
              onPress={() => actor.send({ type: 'list.save', label: defaultLabel })}
            >
              <Trans>Save as list</Trans>
            </Button>
          )}
          <Button variant="secondary" onPress={() => actor.send({ type: 'list.edit' })}>
            <Trans>Edit the list</Trans>
          </Button>
          <Button variant="ghost" onPress={() => actor.send({ type: 'list.new' })}>
            <Trans>New list</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

/** The list kept: focus moves to the news (the form it replaces had it). */
function Saved() {
  const saved = ListSearchActor.useSelector(savedList);
  const ref = useFocusWhen<HTMLParagraphElement>(saved !== null);
  if (!saved) return null;
  return (
    <p ref={ref} tabIndex={-1} className={styles.saved}>
      <Trans>
        Kept in your lists as “{saved.label}”.{' '}
        <Link href={`/user/lists/list?id=${encodeURIComponent(saved.id)}`}>Open the list</Link>
      </Trans>
    </p>
  );
}

function Added() {
  const outcome = ListSearchActor.useSelector(addOutcome);
  const ref = useFocusWhen<HTMLDivElement>(outcome !== null);
  if (!outcome) return null;
  const count = outcome.added.length;
  return (
    <div ref={ref} tabIndex={-1} role="status" className={styles.added}>
      <p className={styles.addedTitle}>
        <Plural
          value={count}
          one="# product was added to your cart."
          other="# products were added to your cart."
        />{' '}
        <Link href="/cart">
          <Trans>Go to cart</Trans>
        </Link>
      </p>
      {outcome.notAdded.length > 0 && (
        <>
          <p>
            <Trans>Not added:</Trans>
          </p>
          <ul className={styles.notAdded}>
            {outcome.notAdded.map((item, index) => (
              // Items may repeat: their place tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list once added
              <li key={index}>
                {item.reason === 'nothingFound' ? (
                  <Trans>“{item.text}”: nothing found</Trans>
                ) : (
                  <Trans>“{item.text}”: left out</Trans>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function SaveForm() {
  const { t, i18n } = useLingui();
  const actor = ListSearchActor.useActorRef();
  const form = ListSearchActor.useSelector(saveForm);
  const saving = ListSearchActor.useSelector(isSavingList);
  const ref = useFocusWhen<HTMLInputElement>(true);
  if (!form) return null;
  const nameError = form.problem === 'failed' ? undefined : listNameErrorText(i18n, form.problem);
  return (
    <Form
      validationBehavior="aria"
      className={styles.subForm}
      aria-label={t`Save as list`}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'save.submit' });
      }}
    >
      <FormField
        label={t`Name of the list`}
        value={form.label}
        onChange={(label) => actor.send({ type: 'save.type', label })}
        isInvalid={nameError !== undefined}
        errorMessage={nameError}
        isDisabled={saving}
        maxLength={LIST_NAME_MAX}
        inputRef={ref}
      />
      {form.problem === 'failed' && (
        <p role="alert" className={styles.problem}>
          <Trans>The list could not be saved. Check your connection and try again.</Trans>
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" isPending={saving}>
          <Trans>Save the list</Trans>
        </Button>
        <Button
          variant="secondary"
          isDisabled={saving}
          onPress={() => actor.send({ type: 'save.cancel' })}
        >
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </Form>
  );
}
