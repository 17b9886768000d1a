import { useEffect, useState, type KeyboardEvent } from 'react';
import { SEARCH } from '@futgg/game-rules';
import { useToast } from '../../../components/toast/toast-provider';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useGlobalSearchQuery } from '../api/global-search';

export const SEARCH_MESSAGES = {
  HINT: 'Hit "/" to open search',
  LOADING: 'Loading...',
  EMPTY: 'No Results Found',
  ERROR: 'An error occurred',
} as const;

export const hasSearchableLength = (text: string) => [...text].length >= SEARCH.MIN_CHARACTERS;

/**
 * The global search's text, results and keyboard highlight (spec, second document, section 2 "Global
 * search behaviour"): search once the 200 ms debounced text has 3 characters; arrow down moves to the
 * next result up to the last, arrow up back but not below the first; the highlight resets when new
 * results arrive; Enter goes to the highlighted result, or the first when none is.
 */
export const useGlobalSearch = ({
  initialText = '',
  onNavigate,
}: {
  initialText?: string;
  onNavigate: (url: string) => void;
}) => {
  const toast = useToast();
  const [text, setText] = useState(initialText);
  const debounced = useDebouncedValue(text.trim(), SEARCH.DEBOUNCE_MS);
  const isSearchable = hasSearchableLength(debounced);
  const query = useGlobalSearchQuery(debounced, isSearchable);
  const results = isSearchable ? query.data : undefined;
  const [highlight, setHighlight] = useState(-1);

  useEffect(() => setHighlight(-1), [results]);

  useEffect(() => {
    if (!query.error) return;
    toast.show(SEARCH_MESSAGES.ERROR, 'danger');
    console.error(query.error);
    // errorUpdatedAt: one toast per failure, not per render.
  }, [query.error, query.errorUpdatedAt, toast]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!results || results.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setHighlight((current) => Math.min(current + 1, results.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlight((current) => Math.max(current - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const target = results[highlight] ?? results[0];
      if (target) onNavigate(target.url);
    }
  };

  return {
    text,
    setText,
    searchedText: debounced,
    isSearchable,
    isLoading: isSearchable && query.isFetching && !query.data,
    isError: isSearchable && query.isError,
    results,
    highlight,
    onKeyDown,
  };
};
export type GlobalSearchState = ReturnType<typeof useGlobalSearch>;
