import { useState } from 'react';
import type { CoreData } from '@futgg/contracts';
import { FILTER_SIDEBAR_MIN_PX } from '../../config/env';
import { useMediaQuery } from '../../hooks/use-media-query';
import { FilterPanel } from './filter-panel';
import type { FilterControls } from './filter-controls';

/**
 * The filter panel beside a list from FILTER_SIDEBAR_MIN_PX, behind a "Show filters" button below it.
 * Two grid items (the button, the panel) for the list's own layout to place.
 */
export const FilterSidebar = ({
  filters,
  coreData,
}: {
  filters: FilterControls;
  coreData: CoreData | undefined;
}) => {
  const hasSidebar = useMediaQuery(`(min-width: ${FILTER_SIDEBAR_MIN_PX}px)`);
  const [areFiltersOpen, setAreFiltersOpen] = useState(false);
  return (
    <>
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
        <aside className={`filter-sidebar${areFiltersOpen ? ' filter-sidebar--open' : ''}`}>
          <FilterPanel filters={filters} coreData={coreData} />
        </aside>
      )}
    </>
  );
};

/** What a link had that the filters' decoder refused, in words; nothing when all of it was read. */
export const LeftOutFiltersNotice = ({ error }: { error: string | null }) =>
  error ? (
    <p className="notice notice--warning" role="alert">
      Left out of this link, as we could not read it: {error}. The other filters apply.
    </p>
  ) : null;
