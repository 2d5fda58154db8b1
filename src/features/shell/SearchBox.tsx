import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { SearchIcon } from '@/ui/icons';
import styles from './Header.module.css';

/** Header search: submits to /search?product=… only with non-empty text. */
export function SearchBox() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const product = term.trim();
    if (!product) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    void navigate({ to: '/search', search: { product } });
  };
  return (
    <search className={styles.search}>
      <form onSubmit={submit}>
        <SearchField
          value={term}
          onChange={(value) => {
            setTerm(value);
            if (value.trim()) setEmpty(false);
          }}
          onSubmit={() => submit()}
          className={styles.searchField}
          aria-describedby={empty ? 'search-empty' : undefined}
        >
          <Label className="visually-hidden">
            <Trans>Search products</Trans>
          </Label>
          <SearchIcon className={styles.searchIcon} />
          <Input className={styles.searchInput} placeholder={t`Search for milk, bread, fruit…`} />
        </SearchField>
        {empty && (
          <span id="search-empty" role="alert" className={styles.searchHint}>
            <Trans>Type what you are looking for.</Trans>
          </span>
        )}
      </form>
    </search>
  );
}
