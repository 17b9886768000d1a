import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CoreData, PlayerItemSummary } from '@futgg/contracts';
import { listedFaceStatFields, type SortKey } from '@futgg/game-rules';
import { CardTable, type CardTableColumn } from '../card-table';
import { LoadFailedState } from '../empty-state';
import { Pager } from '../pager';
import { SkeletonList } from '../skeleton-list';
import { FilteredCardList } from './filtered-card-list';
import type { UrlFilters } from './use-url-filters';

export interface CardPage<Row> {
  data: readonly Row[];
  totalCount: number;
}

interface PagedCardListProps<Row extends PlayerItemSummary> {
  title: string;
  /** The count line while the first page loads ("Loading players…"), then once it is in. */
  loadingCount: string;
  countOf: (totalCount: number) => string;
  /** One page of the cards, its filters, sort and page those in the address. */
  list: UseQueryResult<CardPage<Row>>;
  pageSize: number;
  filters: UrlFilters;
  gameYear: number;
  coreData: CoreData | undefined;
  /** The sort the list's API applies when none is chosen, as the sort select shows it (`-overall`). */
  defaultSort: string;
  /** The sort the table's headers show; the filters' own unless the caller names the API's default. */
  sort?: readonly SortKey[];
  failedTitle: string;
  /** Said when the page has no cards (NoMatchState when the filters are why). */
  empty: ReactNode;
  caption: string;
  pagerLabel: string;
  extraColumns?: readonly CardTableColumn<Row>[];
  nameBadge?: (row: Row) => ReactNode;
}

/**
 * A titled, paged list of cards beside the player database's filters: a skeleton while the first page
 * loads, a retry when it fails, the caller's empty state, else the cards' table and the pager.
 */
export const PagedCardList = <Row extends PlayerItemSummary>({
  title,
  loadingCount,
  countOf,
  list,
  pageSize,
  filters,
  gameYear,
  coreData,
  defaultSort,
  sort = filters.filters.sort,
  failedTitle,
  empty,
  caption,
  pagerLabel,
  extraColumns,
  nameBadge,
}: PagedCardListProps<Row>) => {
  const titleId = useId();
  const totalCount = list.data?.totalCount ?? 0;
  return (
    <section className="card-list" aria-labelledby={titleId}>
      <div className="card-list__head">
        <h2 id={titleId} className="card-list__title">
          {title}
        </h2>
        <p className="page-header__count" aria-live="polite">
          {list.isPending ? loadingCount : countOf(totalCount)}
        </p>
      </div>
      <FilteredCardList
        filters={filters}
        coreData={coreData}
        isUpdating={list.isPlaceholderData}
        isBusy={list.isPlaceholderData || list.isPending}
        defaultSort={defaultSort}
      >
        {list.isError ? (
          <LoadFailedState title={failedTitle} onRetry={() => list.refetch()} />
        ) : list.isPending ? (
          <SkeletonList rows={6} />
        ) : list.data.data.length === 0 ? (
          empty
        ) : (
          <>
            <CardTable<Row>
              caption={caption}
              gameYear={gameYear}
              rows={list.data.data}
              coreData={coreData}
              sort={sort}
              onSort={(next) => filters.dispatch({ type: 'setSort', sort: next })}
              faceStats={listedFaceStatFields(filters.filters)}
              extraColumns={extraColumns}
              nameBadge={nameBadge}
            />
            <Pager
              page={filters.page}
              pageSize={pageSize}
              totalCount={totalCount}
              onChange={filters.setPage}
              label={pagerLabel}
            />
          </>
        )}
      </FilteredCardList>
    </section>
  );
};
