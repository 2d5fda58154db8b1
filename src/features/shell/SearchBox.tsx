import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  currentSuggestions,
  hasFailed,
  isAnswered,
  isNothingFound,
  isPending,
  isPopupOpen,
  recentTerms,
  searchNotice,
  searchTerm,
} from '@machines/search-suggestions/search-suggestions.selectors';
import { type FocusEvent, type KeyboardEvent, Suspense, useMemo, useState } from 'react';
import { useJourney, useJourneyRef } from '@/app/visit';
import { withLocale } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-locale';
import { lazyPart } from '@/lib/lazy-part';
import { ListIcon, SearchIcon } from '@/ui/icons';
import { Link } from '@/ui/Link';
import styles from './Header.module.css';
import { type SearchOption, SUGGESTIONS_ID, searchOptions } from './search-options';

// The popup (lists, images) loads the first time it opens: not part of the first paint.
const SearchSuggestions = lazyPart(() => import('./SearchSuggestions'));

/** Header search: an ARIA combobox with suggestions; submit goes to /search?product=… */
export function SearchBox() {
  const { t } = useLingui();
  const locale = useLocale();
  const actor = useJourneyRef('searchSuggestions');
  const term = useJourney('searchSuggestions', searchTerm);
  const open = useJourney('searchSuggestions', isPopupOpen);
  const recent = useJourney('searchSuggestions', recentTerms);
  const suggestions = useJourney('searchSuggestions', currentSuggestions);
  const notice = useJourney('searchSuggestions', searchNotice);
  const options = useMemo(() => searchOptions(recent, suggestions), [recent, suggestions]);
  const [active, setActive] = useState(-1);
  const activeOption = options[active];
  const expanded = open && options.length > 0;

  const choose = (option: SearchOption) => {
    setActive(-1);
    if (option.group === 'recent') actor.send({ type: 'search.chooseRecent', term: option.term });
    else actor.send({ type: 'search.choose', target: option.target });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        actor.send({ type: 'search.open' });
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length ? (i + step + options.length) % options.length : -1));
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setActive(-1);
      actor.send({ type: 'search.close' });
    } else if (event.key === 'Enter' && open && activeOption) {
      event.preventDefault();
      choose(activeOption);
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setActive(-1);
      actor.send({ type: 'search.close' });
    }
  };

  return (
    <search className={styles.search} onBlur={onBlur}>
      {/* Before the script has taken the page over, Enter submits the form itself: the results. */}
      <form
        action={withLocale('/search', locale)}
        onSubmit={(event) => {
          event.preventDefault();
          setActive(-1);
          actor.send({ type: 'search.submit' });
        }}
      >
        <div className={styles.searchField}>
          <label htmlFor="header-search" className="visually-hidden">
            <Trans>Search products</Trans>
          </label>
          <SearchIcon className={styles.searchIcon} />
          <input
            id="header-search"
            name="product"
            type="search"
            role="combobox"
            autoComplete="off"
            enterKeyHint="search"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? SUGGESTIONS_ID : undefined}
            aria-activedescendant={expanded && activeOption ? activeOption.id : undefined}
            aria-describedby={notice ? 'search-empty' : undefined}
            className={styles.searchInput}
            placeholder={t`Search for milk, bread, fruit…`}
            value={term}
            onChange={(event) => {
              setActive(-1);
              actor.send({ type: 'search.type', term: event.target.value });
              // Text typed before hydration, handed back while the shopper is in another field
              // (src/lib/typed-before-hydration.ts): no suggestions open there.
              if (document.activeElement !== event.target) actor.send({ type: 'search.close' });
            }}
            onClick={() => {
              if (!open) actor.send({ type: 'search.open' });
            }}
            onKeyDown={onKeyDown}
          />
          <Link
            href="/search/list"
            className={styles.listSearch}
            aria-label={t`Search a shopping list`}
          >
            <ListIcon />
          </Link>
        </div>
        {notice === 'emptyTerm' && (
          <span id="search-empty" role="alert" className={styles.searchHint}>
            <Trans>Type what you are looking for.</Trans>
          </span>
        )}
      </form>
      <SuggestionsStatus count={options.length} />
      {open && (
        <Suspense fallback={null}>
          <SearchSuggestions options={options} activeId={activeOption?.id} onChoose={choose} />
        </Suspense>
      )}
    </search>
  );
}

/** What screen readers hear as the popup changes (a live region present from the start). */
function SuggestionsStatus({ count }: { count: number }) {
  const pending = useJourney('searchSuggestions', isPending);
  const nothing = useJourney('searchSuggestions', isNothingFound);
  const failed = useJourney('searchSuggestions', hasFailed);
  const answered = useJourney('searchSuggestions', isAnswered);
  return (
    <span role="status" className="visually-hidden">
      {pending ? (
        <Trans>Looking for suggestions…</Trans>
      ) : failed ? (
        <Trans>Suggestions are unavailable. Press Enter to search.</Trans>
      ) : nothing ? (
        <Trans>No suggestions. Press Enter to search.</Trans>
      ) : answered ? (
        <Plural value={count} one="# suggestion" other="# suggestions" />
      ) : null}
    </span>
  );
}
