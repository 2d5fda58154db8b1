import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import type { Product } from '@/api/contract/catalog';
import { productSearchQuery } from '@/app/queries/catalog';
import type { Locale } from '@/i18n/locales';
import { formatCents } from '@/lib/money';
import { Button } from '@/ui/Button';
import styles from './Account.module.css';

const MIN_LENGTH = 2;
const SHOWN = 5;

/** Search the order's shop for a product to add, from 2 characters: the first five, each with Add. */
export function AddProductSearch({
  shopId,
  onAdd,
}: {
  shopId: string;
  onAdd: (product: Product) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [text, setText] = useState('');
  const term = useDeferredValue(text.trim());
  const results = useQuery({
    ...productSearchQuery(locale, { product: term, shop: shopId, pageSize: SHOWN }),
    enabled: term.length >= MIN_LENGTH,
    staleTime: 60_000,
  });
  const products = (results.data?.items ?? []).slice(0, SHOWN);
  return (
    <div className={styles.addProduct}>
      <SearchField value={text} onChange={setText} className={styles.searchField}>
        <Label>
          <Trans>Add a product</Trans>
        </Label>
        <Input className={styles.searchInput} placeholder={t`Search the shop, e.g. feta`} />
      </SearchField>
      {term.length >= MIN_LENGTH && results.isError && (
        <p role="alert" className={styles.formError}>
          <Trans>The search did not answer. Please try again.</Trans>
        </p>
      )}
      {term.length >= MIN_LENGTH && results.isSuccess && products.length === 0 && (
        <p role="status">
          <Trans>Nothing found for “{term}”.</Trans>
        </p>
      )}
      {products.length > 0 && (
        <ul className={styles.list} aria-label={t`Products found`}>
          {products.map((product) => {
            const name = product.displayName || product.name;
            return (
              <li key={product.id} className={styles.row}>
                <span>
                  {name} · {formatCents(product.price, locale)}
                </span>
                <Button size="sm" variant="secondary" onPress={() => onAdd(product)}>
                  <Trans>Add</Trans>
                  <span className="visually-hidden"> {name}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
