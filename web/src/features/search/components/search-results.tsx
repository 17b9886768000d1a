import { useState, type MouseEvent } from 'react';
import type { SearchResult } from '@futgg/contracts';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { SEARCH_MESSAGES, type GlobalSearchState } from '../hooks/use-global-search';

interface SearchResultsProps {
  search: GlobalSearchState;
  listId: string;
  onNavigate: (url: string) => void;
  moreUrl?: string | null;
}

const ResultImage = ({ result }: { result: SearchResult }) => {
  const [isBroken, setIsBroken] = useState(false);
  if (!result.imageUrl || isBroken) {
    return (
      <span className="search-result__image search-result__image--placeholder" aria-hidden="true">
        {result.name.slice(0, 1)}
      </span>
    );
  }
  return (
    <img
      className="search-result__image"
      src={result.imageUrl}
      alt=""
      loading="lazy"
      onError={() => setIsBroken(true)}
    />
  );
};

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export const SearchResults = ({ search, listId, onNavigate, moreUrl }: SearchResultsProps) => {
  if (!search.isSearchable) {
    return <p className="search-panel__message">Type at least 3 characters to search players.</p>;
  }
  if (search.isLoading)
    return (
      <p className="search-panel__message" role="status">
        {SEARCH_MESSAGES.LOADING}
      </p>
    );
  if (search.isError || !search.results) return null;
  if (search.results.length === 0) {
    return (
      <p className="search-panel__message" role="status">
        {SEARCH_MESSAGES.EMPTY}
      </p>
    );
  }
  return (
    <>
      <p className="visually-hidden" role="status">
        {search.results.length} results for {search.searchedText}
      </p>
      <ul className="search-results" id={listId} aria-label="Search results">
        {search.results.map((result, index, results) => {
          // A player's other versions follow the first under its name (the API sends them together).
          const isVersion = results[index - 1]?.groupKey === result.groupKey;
          return (
            <li key={result.key} className={isVersion ? 'search-results__version' : undefined}>
              <a
                href={result.url}
                className={`search-result${index === search.highlight ? ' is-highlighted' : ''}`}
                aria-current={index === search.highlight ? 'true' : undefined}
                onClick={(event) => {
                  if (!isPlainLeftClick(event)) return;
                  event.preventDefault();
                  onNavigate(result.url);
                }}
              >
                <ResultImage result={result} />
                <span className="search-result__text">
                  <span className={`search-result__name${isVersion ? ' visually-hidden' : ''}`}>
                    {result.name}
                  </span>
                  {result.description && (
                    <span
                      className="search-result__description"
                      dangerouslySetInnerHTML={{ __html: sanitizeHtml(result.description) }}
                    />
                  )}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      {moreUrl && (
        <a
          className="search-panel__more"
          href={moreUrl}
          onClick={(event) => {
            if (!isPlainLeftClick(event)) return;
            event.preventDefault();
            onNavigate(moreUrl);
          }}
        >
          See all players matching “{search.searchedText}”
        </a>
      )}
    </>
  );
};
