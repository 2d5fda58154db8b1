import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_LINE_QUANTITY } from '@machines/cart/cart.types';
import {
  isRefreshingRows,
  isRowSearching,
  listRows,
  offersRowButtons,
  rowEditing,
  rowsChangeable,
} from '@machines/list-search/list-search.selectors';
import { chosenProduct, type ListRow } from '@machines/list-search/list-search.types';
import { Form, Radio, RadioGroup } from 'react-aria-components';
import { ListSearchActor } from '@/app/actors/page/list-search';
import { useLocale } from '@/i18n/use-locale';
import { formatCents } from '@/lib/money';
import { MAX_LINE_LENGTH } from '@/lib/shopping-list';
import { useFocusOnClose } from '@/lib/use-focus-on-close';
import { useFocusWhen } from '@/lib/use-focus-when';
import { Button } from '@/ui/Button';
import choices from '@/ui/Choices.module.css';
import { FormField } from '@/ui/FormField';
import { ProductImage } from '@/ui/ProductImage';
import { QuantityStepper } from '@/ui/QuantityStepper';
import styles from './ListSearch.module.css';

/** One row per item of the list: its best match and alternatives, or nothing found. */
export function ListRows() {
  const rows = ListSearchActor.useSelector(listRows);
  return (
    <ol className={styles.rows}>
      {rows.map((row) => (
        <li key={row.id} className={styles.row}>
          <ListRowView row={row} />
        </li>
      ))}
    </ol>
  );
}

const NONE = 'none';

function ListRowView({ row }: { row: ListRow }) {
  const { t } = useLingui();
  const locale = useLocale();
  const actor = ListSearchActor.useActorRef();
  const changeable = ListSearchActor.useSelector(rowsChangeable);
  const withButtons = ListSearchActor.useSelector(offersRowButtons);
  const waiting = ListSearchActor.useSelector(isRefreshingRows) || undefined;
  const editing = ListSearchActor.useSelector(rowEditing);
  const product = chosenProduct(row);
  const item = row.text;
  const editingThis = editing?.row === row.id;
  // When this row's edit ends (searched or cancelled), focus goes back to its button.
  const changeButton = useFocusOnClose<HTMLButtonElement>(editingThis);
  if (editingThis) return <RowEditor item={item} />;
  return (
    <>
      <div className={styles.rowHead}>
        <h2 className={styles.item}>{row.quantity > 1 ? `${row.quantity} × ${item}` : item}</h2>
        {withButtons && (
          <Button
            ref={changeButton}
            aria-disabled={waiting}
            variant="ghost"
            size="sm"
            onPress={() => actor.send({ type: 'row.edit', row: row.id })}
          >
            <Trans>
              Change words<span className="visually-hidden"> of “{item}”</span>
            </Trans>
          </Button>
        )}
      </div>
      {row.products.length === 0 ? (
        <p className={styles.nothing}>
          <Trans>Nothing found for “{item}”. Change the words to search again.</Trans>
        </p>
      ) : (
        <>
          {row.approximate && (
            <p className={styles.approximate}>
              <Trans>Closest match: check it is what you meant.</Trans>
            </p>
          )}
          <RadioGroup
            className={`${choices.radioGroup} ${styles.choices}`}
            aria-label={t`Product for “${item}”`}
            value={row.chosen ?? NONE}
            isDisabled={!changeable}
            onChange={(value) =>
              actor.send({
                type: 'row.choose',
                row: row.id,
                productId: value === NONE ? null : value,
              })
            }
          >
            {row.products.map((choice) => (
              <Radio
                key={choice.id}
                value={choice.id}
                className={`${choices.radio} ${styles.choice}`}
              >
                <ProductImage
                  src={choice.image}
                  alt=""
                  width={48}
                  height={48}
                  className={styles.thumb}
                />
                <span className={styles.choiceName}>{choice.displayName || choice.name}</span>
                <span className={styles.price}>{formatCents(choice.price, locale)}</span>
              </Radio>
            ))}
            <Radio value={NONE} className={`${choices.radio} ${styles.choice}`}>
              <span className={styles.choiceName}>
                <Trans>Leave out</Trans>
              </span>
            </Radio>
          </RadioGroup>
          {product && changeable && (
            <QuantityStepper
              name={product.displayName || product.name}
              quantity={row.quantity}
              max={MAX_LINE_QUANTITY}
              onChange={(quantity) =>
                actor.send({ type: 'row.quantity', row: row.id, quantity: Math.max(1, quantity) })
              }
            />
          )}
        </>
      )}
      {row.cut && (
        <p className={styles.hint}>
          <Trans>This item was too long and was shortened.</Trans>
        </p>
      )}
    </>
  );
}

function RowEditor({ item }: { item: string }) {
  const { t } = useLingui();
  const actor = ListSearchActor.useActorRef();
  const editing = ListSearchActor.useSelector(rowEditing);
  const searching = ListSearchActor.useSelector(isRowSearching);
  const ref = useFocusWhen<HTMLInputElement>(true);
  if (!editing) return null;
  return (
    <Form
      validationBehavior="aria"
      className={styles.subForm}
      aria-label={t`Search “${item}” again`}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'row.search' });
      }}
    >
      <FormField
        label={t`Words for this item`}
        value={editing.text}
        onChange={(text) => actor.send({ type: 'row.type', text })}
        isInvalid={editing.problem === 'empty'}
        errorMessage={editing.problem === 'empty' ? t`Type the words to search for.` : undefined}
        isDisabled={searching}
        maxLength={MAX_LINE_LENGTH}
        inputRef={ref}
      />
      {editing.problem === 'failed' && (
        <p role="alert" className={styles.problem}>
          <Trans>The item could not be searched. Check your connection and try again.</Trans>
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" size="sm" isPending={searching}>
          <Trans>Search</Trans>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={searching}
          onPress={() => actor.send({ type: 'row.cancel' })}
        >
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </Form>
  );
}
