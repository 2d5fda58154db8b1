import { Trans, useLingui } from '@lingui/react/macro';
import { Input, Label, SearchField } from 'react-aria-components';
import styles from './Location.module.css';

/** The store finder's search (name, area, city or street): on /corporate/stores and in the sheet. */
export function StoreSearchField({
  query,
  onChange,
}: {
  query: string;
  onChange: (query: string) => void;
}) {
  const { t } = useLingui();
  return (
    <SearchField className={styles.field} value={query} onChange={onChange}>
      <Label>
        <Trans>Search by name, area, city or street</Trans>
      </Label>
      <Input placeholder={t`e.g. Kolonaki`} />
    </SearchField>
  );
}
