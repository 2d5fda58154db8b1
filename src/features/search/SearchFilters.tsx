import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Category } from '@/api/contract/catalog';
import { Switch } from '@/ui/Switch';
import styles from './SearchResults.module.css';
import type { SearchParams, SearchSort } from './search-query';

const ALL = '__all';

interface Props {
  params: SearchParams;
  categories: readonly Category[];
  /** Applies changed filters (the page goes back to the first). */
  onChange: (changes: Partial<SearchParams>) => void;
}

/** Filters of the results: category, offers only, sort order. */
export function SearchFilters({ params, categories, onChange }: Props) {
  const { t } = useLingui();
  const sorts: { id: SearchSort; label: string }[] = [
    { id: 'relevance', label: t`Best match` },
    { id: 'priceAsc', label: t`Price: low to high` },
    { id: 'priceDesc', label: t`Price: high to low` },
    { id: 'nameAsc', label: t`Name: A to Z` },
  ];
  const categoryItems = [
    { id: ALL, label: t`All categories` },
    ...categories.map((c) => ({ id: c.slug, label: c.parentId ? `– ${c.name}` : c.name })),
  ];
  return (
    <section className={styles.filters} aria-label={t`Filters`}>
      <FilterSelect
        label={t`Category`}
        items={categoryItems}
        value={params.category ?? ALL}
        onChange={(key) => onChange({ category: key === ALL ? undefined : key })}
      />
      <FilterSelect
        label={t`Sort by`}
        items={sorts}
        value={params.sort ?? 'relevance'}
        onChange={(key) =>
          onChange({ sort: key === 'relevance' ? undefined : (key as SearchSort) })
        }
      />
      <Switch
        isSelected={params.offers === true}
        onChange={(on) => onChange({ offers: on || undefined })}
      >
        <Trans>Offers only</Trans>
      </Switch>
    </section>
  );
}

/**
 * A labelled native select: fully keyboard and screen-reader accessible, and ~50 KB gzip lighter
 * than react-aria's Select with its popover (measured with `npm run bench:routes`).
 */
function FilterSelect({
  label,
  items,
  value,
  onChange,
}: {
  label: string;
  items: { id: string; label: string }[];
  value: string;
  onChange: (key: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.select}>
      <label htmlFor={id} className={styles.selectLabel}>
        {label}
      </label>
      <select
        id={id}
        className={styles.selectButton}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.label}
          </option>
        ))}
      </select>
    </div>
  );
}
