import type { ReactNode } from 'react';
import type { CoreData } from '@futgg/contracts';
import { FilterSidebar, LeftOutFiltersNotice } from './filter-sidebar';
import { SortSelect } from './sort-select';
import type { UrlFilters } from './use-url-filters';

/**
 * A list of cards beside the player database's filters (FilterSidebar), the sort above the rows, and
 * a note naming what a link had that could not be read. The rows (a table, an empty or failed state)
 * are the children.
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
}) => (
  <div className="filter-layout">
    <FilterSidebar filters={filters} coreData={coreData} />
    <div
      className={`filtered-list__results${isUpdating ? ' filtered-list__results--updating' : ''}`}
      aria-busy={isBusy}
    >
      <div className="toolbar">
        <SortSelect filters={filters} defaultSort={defaultSort} />
      </div>
      <LeftOutFiltersNotice error={filters.error} />
      {children}
    </div>
  </div>
);
