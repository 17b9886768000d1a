import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useBodyScrollLock } from '../../../hooks/use-body-scroll-lock';
import { useClickOutside } from '../../../hooks/use-click-outside';
import { SEARCH_MESSAGES, useGlobalSearch } from '../hooks/use-global-search';
import { useSlashShortcut } from '../hooks/use-slash-shortcut';

// The results (and the HTML sanitiser they need) load on first open: every page shows the search
// control, few pages open it.
const SearchResults = lazy(() =>
  import('./search-results').then((module) => ({ default: module.SearchResults })),
);

export interface GlobalSearchProps {
  onNavigate: (url: string) => void;
  variant?: 'desktop' | 'mobile';
  placeholder?: string;
  /** "See all" link: `{moreButtonBaseUrl}?search=<text>` (the player database reads `search`). */
  moreButtonBaseUrl?: string | null;
  enableCloseButton?: boolean;
  /** Mobile: lock the page's scrolling while the search covers it. */
  enableBodyOverflow?: boolean;
  theme?: string;
  initialText?: string;
}

/**
 * Global search (spec, second document, section 2). Desktop: a control opens the panel (so does '/'
 * when nothing editable has focus); Escape, a click elsewhere or the close button close it. Mobile: a
 * full-screen sheet opened by a search button.
 */
export const GlobalSearch = ({
  onNavigate,
  variant = 'desktop',
  placeholder = 'Search players…',
  moreButtonBaseUrl = null,
  enableCloseButton = true,
  enableBodyOverflow = true,
  theme = 'dark',
  initialText = '',
}: GlobalSearchProps) => {
  const [isActive, setIsActive] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const controlRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const hintId = useId();
  const panelId = useId();

  const close = useCallback(() => {
    setIsActive(false);
  }, []);
  const open = useCallback(() => {
    setIsActive(true);
    // Focus once the panel exists: focusing the input is what activates it. The last search's text is
    // selected, so typing starts a new one instead of being appended to it; not when the reader is in
    // the input already (typing there before this frame), whose first letters the selection would eat.
    requestAnimationFrame(() => {
      const input = inputRef.current;
      if (!input || document.activeElement === input) return;
      input.focus();
      input.select();
    });
  }, []);
  const navigate = useCallback(
    (url: string) => {
      close();
      onNavigate(url);
    },
    [close, onNavigate],
  );
  const search = useGlobalSearch({ initialText, onNavigate: navigate });

  useSlashShortcut(open, variant === 'desktop');
  const outsideRefs = useMemo(() => [rootRef], []);
  useClickOutside(outsideRefs, close, isActive && variant === 'desktop');
  useBodyScrollLock(isActive && variant === 'mobile' && enableBodyOverflow);

  useEffect(() => {
    if (!isActive) return;
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      controlRef.current?.focus();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [isActive, close]);

  const moreUrl =
    moreButtonBaseUrl && search.isSearchable
      ? `${moreButtonBaseUrl}?${new URLSearchParams({ search: search.searchedText }).toString()}`
      : null;

  return (
    <div
      ref={rootRef}
      className={`global-search global-search--${variant} theme-${theme}`}
      data-state={isActive ? 'active' : 'inactive'}
    >
      <button
        ref={controlRef}
        type="button"
        className="global-search__control"
        aria-expanded={isActive}
        aria-controls={panelId}
        aria-describedby={variant === 'desktop' ? hintId : undefined}
        onClick={() => (isActive ? close() : open())}
      >
        <span aria-hidden="true" className="icon-search" />
        <span className={variant === 'mobile' ? 'visually-hidden' : 'global-search__control-label'}>
          Search
        </span>
        {variant === 'desktop' && (
          <span className="global-search__hint" id={hintId}>
            {SEARCH_MESSAGES.HINT}
          </span>
        )}
      </button>
      {isActive && (
        <div
          className="global-search__panel"
          id={panelId}
          role={variant === 'mobile' ? 'dialog' : 'region'}
          aria-modal={variant === 'mobile' ? true : undefined}
          aria-label="Search"
        >
          <div className="global-search__bar">
            <input
              ref={inputRef}
              type="search"
              className="global-search__input"
              aria-label="Search players"
              aria-controls={listId}
              autoComplete="off"
              spellCheck={false}
              placeholder={placeholder}
              value={search.text}
              onFocus={() => setIsActive(true)}
              onChange={(event) => search.setText(event.target.value)}
              onKeyDown={search.onKeyDown}
            />
            {enableCloseButton && (
              <button
                type="button"
                className="global-search__close"
                aria-label="Close search"
                onClick={() => {
                  close();
                  controlRef.current?.focus();
                }}
              >
                ×
              </button>
            )}
          </div>
          <div className="global-search__results">
            <Suspense fallback={<p className="search-panel__message">{SEARCH_MESSAGES.LOADING}</p>}>
              <SearchResults search={search} listId={listId} onNavigate={navigate} moreUrl={moreUrl} />
            </Suspense>
          </div>
        </div>
      )}
    </div>
  );
};
