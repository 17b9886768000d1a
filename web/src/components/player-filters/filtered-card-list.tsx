import { useState, type ReactNode } from 'react';
import type { CoreData } from '@futgg/contracts';
import { FILTER_SIDEBAR_MIN_PX } from '../../config/env';
import { useMediaQuery } from '../../hooks/use-media-query';
import { FilterPanel } from './filter-panel';
import { SortSelect } from './sort-select';
import type { UrlFilters } from './use-url-filters';

/**
 * A list of cards beside the player database's filters: the panel beside the rows from
 * FILTER_SIDEBAR_MIN_PX, behind a button below it; the sort above the rows; a note naming what a link
 * had that could not be read. The rows (a table, an empty or failed state) are the children.
 */
export const FilteredCardList = ({
  filters,
  coreData,
  isUpdating,
  isBusy,
  defaultSort,
  children,
}: {
  filters: UrlFilters;
  coreData: CoreData | undefined;
  /** New rows are loading while the old ones show (dimmed). */
  isUpdating: boolean;
  isBusy: boolean;
  /** The sort the list's API applies when none is chosen, as the sort select shows it (`-overall`). */
  defaultSort?: string;
  children: ReactNode;
}) => {
  const hasSidebar = useMediaQuery(`(min-width: ${FILTER_SIDEBAR_MIN_PX}px)`);
  const [areFiltersOpen, setAreFiltersOpen] = useState(false);
  return (
    <div className="filtered-list">
      {!hasSidebar && (
        <button
          type="button"
          className="button filters-toggle"
          aria-expanded={areFiltersOpen}
          onClick={() => setAreFiltersOpen((open) => !open)}
        >
          {areFiltersOpen ? 'Hide filters' : 'Show filters'}
        </button>
      )}
      {(hasSidebar || areFiltersOpen) && (
        <aside className={`filtered-list__filters${areFiltersOpen ? ' filtered-list__filters--open' : ''}`}>
          <FilterPanel filters={filters} coreData={coreData} />
        </aside>
      )}
      <div
        className={`filtered-list__results${isUpdating ? ' filtered-list__results--updating' : ''}`}
        aria-busy={isBusy}
      >
        <div className="toolbar">
          <SortSelect filters={filters} defaultSort={defaultSort} />
        </div>
        {filters.error && (
          <p className="notice notice--warning" role="alert">
            Left out of this link, as we could not read it: {filters.error}. The other filters apply.
          </p>
        )}
        {children}
      </div>
    </div>
  );
};
