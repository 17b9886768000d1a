import { Link } from 'react-router';
import type { CoreData, PlayerItemSummary } from '@futgg/contracts';
import { listedFaceStatFields } from '@futgg/game-rules';
import { CardTable } from '../../../components/card-table';
import { EmptyState, LoadFailedState } from '../../../components/empty-state';
import { Pager } from '../../../components/pager';
import { FilteredCardList } from '../../../components/player-filters/filtered-card-list';
import type { UrlFilters } from '../../../components/player-filters/use-url-filters';
import { labCardLink } from '../../../components/evolution/lab-links';
import { playerName } from '../../../lib/format';
import { ELIGIBLE_PAGE_SIZE, useEligiblePlayers } from '../api/get-eligible-players';

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
      <FilteredCardList
        filters={filters}
        coreData={coreData}
        isUpdating={players.isPlaceholderData}
        isBusy={players.isPlaceholderData || players.isPending}
        // The evolutions service lists who can take an evolution best overall first unless asked.
        defaultSort="-overall"
      >
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
                    <Link className="button button--small" to={labCardLink(card.eaId, [evolutionId])}>
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
      </FilteredCardList>
    </section>
  );
};
