import { useState } from 'react';
import { Link } from 'react-router';
import type { CoreData, PlayerItemSummary } from '@futgg/contracts';
import { listedFaceStatFields } from '@futgg/game-rules';
import { CardTable } from '../../../components/card-table';
import { EmptyState, LoadFailedState } from '../../../components/empty-state';
import { Pager } from '../../../components/pager';
import { FilterPanel } from '../../../components/player-filters/filter-panel';
import { SortSelect } from '../../../components/player-filters/sort-select';
import type { UrlFilters } from '../../../components/player-filters/use-url-filters';
import { FILTER_SIDEBAR_MIN_PX, routes } from '../../../config/env';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { playerName } from '../../../lib/format';
import { ELIGIBLE_PAGE_SIZE, useEligiblePlayers } from '../api/get-eligible-players';

/** The lab with this card and this evolution applied (features/evo-lab reads the address). */
const labLink = (eaId: number, evolutionId: number) =>
  routes.evoLab(`eaId=${eaId}&evolutionIds=${evolutionId}`);

/**
 * The cards that can take the evolution, with the player database's filters, sorts and paging; each
 * row opens the card's page or the lab with the evolution applied.
 */
export const EligiblePlayers = ({
  gameYear,
  evolutionId,
  filters,
  coreData,
}: {
  gameYear: number;
  evolutionId: number;
  filters: UrlFilters;
  coreData: CoreData | undefined;
}) => {
  const players = useEligiblePlayers({ gameYear, evolutionId, filters: filters.query, page: filters.page });
  const hasSidebar = useMediaQuery(`(min-width: ${FILTER_SIDEBAR_MIN_PX}px)`);
  const [areFiltersOpen, setAreFiltersOpen] = useState(false);
  const totalCount = players.data?.totalCount ?? 0;
  return (
    <section className="eligible" aria-labelledby="eligible-title">
      <div className="eligible__head">
        <h2 id="eligible-title" className="eligible__title">
          Eligible players
        </h2>
        <p className="page-header__count" aria-live="polite">
          {players.isPending ? 'Loading players…' : `${totalCount.toLocaleString('en-GB')} players`}
        </p>
      </div>
      <div className="eligible__layout">
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
          <aside className={`eligible__filters${areFiltersOpen ? ' eligible__filters--open' : ''}`}>
            <FilterPanel filters={filters} coreData={coreData} />
          </aside>
        )}
        <div
          className={`eligible__results${players.isPlaceholderData ? ' eligible__results--updating' : ''}`}
          aria-busy={players.isPlaceholderData || players.isPending}
        >
          <div className="toolbar">
            <SortSelect filters={filters} />
          </div>
          {filters.error && (
            <p className="notice notice--warning" role="alert">
              Left out of this link, as we could not read it: {filters.error}. The other filters apply.
            </p>
          )}
          {players.isError ? (
            <LoadFailedState
              title="The eligible players could not be loaded."
              onRetry={() => players.refetch()}
            />
          ) : players.isPending ? (
            <div className="skeleton-list" aria-hidden="true">
              {Array.from({ length: 6 }, (_, index) => (
                <div key={index} className="skeleton-row" />
              ))}
            </div>
          ) : players.data.data.length === 0 ? (
            <EmptyState title="No eligible player matches these filters.">
              <button
                type="button"
                className="button button--primary"
                onClick={() => filters.dispatch({ type: 'resetScreen' })}
              >
                Reset filters
              </button>
            </EmptyState>
          ) : (
            <>
              <CardTable<PlayerItemSummary>
                caption="Players eligible for this evolution"
                gameYear={gameYear}
                rows={players.data.data}
                coreData={coreData}
                sort={filters.filters.sort}
                onSort={(sort) => filters.dispatch({ type: 'setSort', sort })}
                faceStats={listedFaceStatFields(filters.filters)}
                extraColumns={[
                  {
                    key: 'lab',
                    label: 'Evo lab',
                    isLabelHidden: true,
                    className: 'card-table__action',
                    render: (card) => (
                      <Link className="button button--small" to={labLink(card.eaId, evolutionId)}>
                        Open in lab<span className="visually-hidden"> with {playerName(card)}</span>
                      </Link>
                    ),
                  },
                ]}
              />
              <Pager
                page={filters.page}
                pageSize={ELIGIBLE_PAGE_SIZE}
                totalCount={totalCount}
                onChange={filters.setPage}
                label="Eligible players pages"
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
};
