import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  droppedItems,
  isRefreshingRows,
  isSearchingList,
  listProblem,
  listRows,
  listText,
  showsResults,
} from '@machines/list-search/list-search.selectors';
import { useEffect, useRef } from 'react';
import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components';
import { ListSearchActor, ListSearchProvider } from '@/app/actors/page/list-search';
import { MAX_LIST_LINES, parseShoppingList } from '@/lib/shopping-list';
import { useFocusWhen } from '@/lib/use-focus-when';
import { Button } from '@/ui/Button';
import fieldStyles from '@/ui/FormField.module.css';
import { PageMeta } from '@/ui/PageMeta';
import { ListOutcome } from './ListOutcome';
import { ListRows } from './ListRows';
import styles from './ListSearch.module.css';

/** /search/list: a shopping list typed or pasted, searched at once (issue 45). */
export function ListSearchPage({ text }: { text: string }) {
  return (
    <ListSearchProvider text={text}>
      <ListSearchView text={text} />
    </ListSearchProvider>
  );
}

function ListSearchView({ text }: { text: string }) {
  const { t } = useLingui();
  const actor = ListSearchActor.useActorRef();
  const results = ListSearchActor.useSelector(showsResults);
  // Back from the rows (Edit the list, New list): focus goes to the text area they replace.
  const hadResults = useRef(false);
  const focusList = !results && hadResults.current;
  hadResults.current = results;
  // The address changed (back, forward, a link): the journey shows that list.
  useEffect(() => {
    actor.send({ type: 'list.open', text });
  }, [actor, text]);
  return (
    <div className="page">
      <PageMeta title={t`Search a shopping list`} path="/search/list" noIndex />
      <h1>
        <Trans>Search a shopping list</Trans>
      </h1>
      {results ? (
        <>
          <ResultsSummary />
          <ListOutcome />
          <ListRows />
        </>
      ) : (
        <ListForm focus={focusList} />
      )}
    </div>
  );
}

function ListForm({ focus }: { focus: boolean }) {
  const { t } = useLingui();
  const actor = ListSearchActor.useActorRef();
  const text = ListSearchActor.useSelector(listText);
  const problem = ListSearchActor.useSelector(listProblem);
  const searching = ListSearchActor.useSelector(isSearchingList);
  const { lines, dropped } = parseShoppingList(text);
  const ref = useFocusWhen<HTMLTextAreaElement>(focus);
  const count = lines.length + dropped;
  return (
    <form
      className={styles.form}
      aria-label={t`Shopping list`}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'list.search' });
      }}
    >
      <TextField
        className={fieldStyles.field}
        value={text}
        onChange={(value) => actor.send({ type: 'list.type', text: value })}
        isInvalid={problem === 'empty'}
        validationBehavior="aria"
        isDisabled={searching}
      >
        <Label>
          <Trans>Your shopping list</Trans>
        </Label>
        <Text slot="description" className={styles.hint}>
          <Trans>
            One item a line, or separated by commas. A quantity can go first: “2 feta”. Up to{' '}
            {MAX_LIST_LINES} items.
          </Trans>
        </Text>
        <TextArea
          ref={ref}
          className={`${fieldStyles.input} ${styles.textArea}`}
          rows={8}
          placeholder={t`milk\n2 feta\nwholemeal bread\nbananas`}
        />
        <FieldError className={fieldStyles.fieldError}>
          <span role="alert">
            <Trans>Type at least one item to search.</Trans>
          </span>
        </FieldError>
      </TextField>
      <p className={styles.count}>
        <Plural value={count} _0="No items yet" one="# item" other="# items" />
        {dropped > 0 && (
          <>
            {' '}
            <Plural
              value={dropped}
              one={`(only the first ${MAX_LIST_LINES} are searched: # is left out)`}
              other={`(only the first ${MAX_LIST_LINES} are searched: # are left out)`}
            />
          </>
        )}
      </p>
      {problem === 'failed' && (
        <p role="alert" className={styles.problem}>
          <Trans>The list could not be searched. Check your connection and try again.</Trans>
        </p>
      )}
      <Button type="submit" isPending={searching}>
        {searching ? <Trans>Searching…</Trans> : <Trans>Search the list</Trans>}
      </Button>
    </form>
  );
}

function ResultsSummary() {
  const rows = ListSearchActor.useSelector(listRows);
  const dropped = ListSearchActor.useSelector(droppedItems);
  const found = rows.filter((row) => row.products.length > 0).length;
  const missing = rows.length - found;
  const cut = rows.filter((row) => row.cut).length;
  const refreshing = ListSearchActor.useSelector(isRefreshingRows);
  const stale = ListSearchActor.useSelector(listProblem) === 'stale';
  // The rows replace the form that had the focus: it moves to what was found.
  const ref = useFocusWhen<HTMLDivElement>(true);
  return (
    <div ref={ref} tabIndex={-1} className={styles.summary}>
      <p role="status" className={`${styles.hint} ${styles.status}`}>
        {refreshing && <Trans>Searching your list again for the shop you chose…</Trans>}
      </p>
      {stale && (
        <p role="alert" className={styles.problem}>
          <Trans>
            Your list could not be searched for the shop you chose, so these rows are from the one
            before. Check your connection, then edit the list to search it again.
          </Trans>
        </p>
      )}
      <p>
        <Plural value={rows.length} one="# item:" other="# items:" />{' '}
        <Plural value={found} _0="nothing found" one="# found" other="# found" />
        {missing > 0 && (
          <>
            , <Plural value={missing} one="# with nothing found" other="# with nothing found" />
          </>
        )}
        .
      </p>
      {dropped > 0 && (
        <p role="note">
          <Plural
            value={dropped}
            one={`Only the first ${MAX_LIST_LINES} items are searched: # item was left out.`}
            other={`Only the first ${MAX_LIST_LINES} items are searched: # items were left out.`}
          />
        </p>
      )}
      {cut > 0 && (
        <p role="note">
          <Plural
            value={cut}
            one="# item was too long and was shortened."
            other="# items were too long and were shortened."
          />
        </p>
      )}
    </div>
  );
}
