import { Trans, useLingui } from '@lingui/react/macro';
import {
  hasFailed,
  isNothingFound,
  isPending,
  searchTerm,
} from '@machines/search-suggestions/search-suggestions.selectors';
import { useJourney, useJourneyRef } from '@/app/visit';
import styles from './SearchSuggestions.module.css';
import { type SearchOption, SUGGESTIONS_ID } from './search-options';

interface Props {
  options: SearchOption[];
  activeId: string | undefined;
  onChoose: (option: SearchOption) => void;
}

/** The popup under the header search: previous searches, or the suggestions in four groups. */
export default function SearchSuggestions({ options, activeId, onChoose }: Props) {
  const { t } = useLingui();
  const actor = useJourneyRef('searchSuggestions');
  const term = useJourney('searchSuggestions', searchTerm);
  const pending = useJourney('searchSuggestions', isPending);
  const nothing = useJourney('searchSuggestions', isNothingFound);
  const failed = useJourney('searchSuggestions', hasFailed);
  const groups: { key: SearchOption['group']; label: string }[] = [
    { key: 'recent', label: t`Previous searches` },
    { key: 'products', label: t`Products` },
    { key: 'suggested', label: t`You may also like` },
    { key: 'brands', label: t`Brands` },
    { key: 'categories', label: t`Search in a category` },
  ];
  return (
    <div className={styles.popup}>
      {pending && (
        <p className={styles.message}>
          <Trans>Looking for suggestions…</Trans>
        </p>
      )}
      {nothing && (
        <p className={styles.message}>
          <Trans>No suggestions for “{term}”. Press Enter to search.</Trans>
        </p>
      )}
      {failed && (
        <p className={styles.message}>
          <Trans>Suggestions are unavailable. Press Enter to search.</Trans>
        </p>
      )}
      {options.length > 0 && (
        <div role="listbox" id={SUGGESTIONS_ID} aria-label={t`Search suggestions`}>
          {groups.map(({ key, label }) => {
            const entries = options.filter((o) => o.group === key);
            if (!entries.length) return null;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a listbox holds groups, not fieldsets.
              <div role="group" aria-label={label} key={key} className={styles.group}>
                <div aria-hidden="true" className={styles.groupTitle}>
                  {label}
                </div>
                {entries.map((option) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox field handles the keys (aria-activedescendant).
                  <div
                    key={option.id}
                    tabIndex={-1}
                    id={option.id}
                    role="option"
                    aria-selected={option.id === activeId}
                    className={styles.option}
                    // Keeps the focus in the field: the combobox stays the one focused control.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => onChoose(option)}
                  >
                    <OptionContent option={option} />
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      )}
      {options.some((o) => o.group === 'recent') && (
        <button
          type="button"
          className={styles.clear}
          onClick={() => actor.send({ type: 'search.clearRecent' })}
        >
          <Trans>Clear previous searches</Trans>
        </button>
      )}
    </div>
  );
}

function OptionContent({ option }: { option: SearchOption }) {
  if (option.group === 'recent') return <span>{option.term}</span>;
  if (option.group === 'categories') {
    const { label, category } = option;
    return (
      <span>
        <Trans>
          <strong>{label}</strong> in {category}
        </Trans>
      </span>
    );
  }
  return (
    <>
      {option.image && (
        <img src={option.image} alt="" width={32} height={32} loading="lazy" decoding="async" />
      )}
      <span>{option.label}</span>
    </>
  );
}
