import { useMemo, useState } from 'react';
import type { PriceTrendWindow } from '@futgg/contracts';
import { listedFaceStatFields } from '@futgg/game-rules';
import { useCoreData } from '../../../lib/core-data';
import { GamePageHeader } from '../../../components/page-header';
import { LoadFailedState } from '../../../components/empty-state';
import { usePageTitle } from '../../../components/page-title';
import { PriceKeySwitch } from '../../../components/price-key-switch';
import { TREND_WINDOW_FIELDS, trendWindowOf } from '../../../lib/price-keys';
import { filtersTitle } from './filters-title';
import { usePlayerItemsSearch } from '../api/search-player-items';
import { useLivePrices, withLivePrice } from '../api/live-prices';
import { usePlayerFilters } from '../hooks/use-player-filters';
import { FilterSidebar, LeftOutFiltersNotice } from '../../../components/player-filters/filter-sidebar';
import { NoMatchState } from '../../../components/player-filters/no-match-state';
import { SkeletonList } from '../../../components/skeleton-list';
import { PlayerTable } from './player-table';
import { QuickFilters } from './quick-filters';
import { SortSelect } from '../../../components/player-filters/sort-select';
import { TrendWindowSelect } from './trend-window-select';

export const PlayerDatabase = ({ gameYear }: { gameYear: number }) => {
  const filters = usePlayerFilters(gameYear);
  const coreData = useCoreData(gameYear);
  const { priceKey, setPriceKey } = filters;
  const search = usePlayerItemsSearch({ gameYear, filters: filters.query, priceKey });
  usePageTitle(filtersTitle(gameYear, filters.filters, coreData.data));
  const listed = useMemo(() => search.data?.pages.flatMap((page) => page.data) ?? [], [search.data]);
  const eaIds = useMemo(() => listed.map((row) => row.eaId), [listed]);
  // The list's prices are as fresh as its cache (60 s); each row shows its live price once looked up.
  const livePrices = useLivePrices(gameYear, eaIds, priceKey);
  const rows = useMemo(
    () => listed.map((row) => withLivePrice(row, livePrices.get(row.eaId))),
    [listed, livePrices],
  );
  const totalCount = search.data?.pages[0]?.totalCount ?? 0;
  // The trend column shows the window sorted by, else the one chosen (the day, as the list carries).
  const sort = filters.filters.sort;
  const sortedWindow = trendWindowOf(sort?.[0]?.field);
  const [chosenWindow, setChosenWindow] = useState<PriceTrendWindow>('24h');
  const trendWindow = sortedWindow ?? chosenWindow;
  const chooseTrendWindow = (window: PriceTrendWindow) => {
    setChosenWindow(window);
    const first = sort?.[0];
    if (sortedWindow && first) {
      filters.dispatch({
        type: 'setSort',
        sort: [{ field: TREND_WINDOW_FIELDS[window], direction: first.direction }],
      });
    }
  };

  return (
    <div className="database">
      <GamePageHeader gameYear={gameYear} title="Player Database">
        <p className="page-header__count" aria-live="polite">
          {search.isPending ? 'Loading players…' : `${totalCount.toLocaleString('en-GB')} players`}
        </p>
      </GamePageHeader>
      <QuickFilters coreData={coreData.data} filters={filters} />
      <div className="filter-layout">
        <FilterSidebar filters={filters} coreData={coreData.data} />
        <section
          className={`database__results${search.isPlaceholderData ? ' database__results--updating' : ''}`}
          aria-label="Results"
          aria-busy={search.isPlaceholderData || search.isPending}
        >
          <div className="toolbar">
            <PriceKeySwitch value={priceKey} onChange={setPriceKey} />
            <TrendWindowSelect value={trendWindow} onChange={chooseTrendWindow} />
            <SortSelect filters={filters} />
          </div>
          <LeftOutFiltersNotice error={filters.error} />
          {search.isError ? (
            <LoadFailedState title="The player list could not be loaded." onRetry={() => search.refetch()} />
          ) : search.isPending ? (
            <SkeletonList rows={8} />
          ) : rows.length === 0 ? (
            <NoMatchState title="No players match these filters." filters={filters}>
              <p>Try widening a range or removing a league, or start again from every player.</p>
            </NoMatchState>
          ) : (
            <PlayerTable
              gameYear={gameYear}
              rows={rows}
              totalCount={totalCount}
              coreData={coreData.data}
              sort={filters.filters.sort}
              faceStats={listedFaceStatFields(filters.filters)}
              trendWindow={trendWindow}
              onSort={(sort) => filters.dispatch({ type: 'setSort', sort })}
              hasNextPage={search.hasNextPage}
              isFetchingNextPage={search.isFetchingNextPage}
              fetchNextPage={() => void search.fetchNextPage()}
            />
          )}
        </section>
      </div>
    </div>
  );
};
