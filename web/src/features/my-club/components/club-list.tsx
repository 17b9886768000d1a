import type { CoreData, UserClubItem } from '@futgg/contracts';
import { listedFaceStatFields, type SortKey } from '@futgg/game-rules';
import { CardTable } from '../../../components/card-table';
import { EmptyState, LoadFailedState } from '../../../components/empty-state';
import { Pager } from '../../../components/pager';
import { FilteredCardList } from '../../../components/player-filters/filtered-card-list';
import type { UrlFilters } from '../../../components/player-filters/use-url-filters';
import { playerName } from '../../../lib/format';
import { useRemoveClubCard } from '../api/edit-club';
import { CLUB_PAGE_SIZE, useClubList } from '../api/list-club';

/** The club's order when none is chosen (docs/user-club.md). */
const CLUB_DEFAULT_SORT: readonly SortKey[] = [{ field: 'overall', direction: 'desc' }];

/** The club's cards, filtered, sorted and paged like the player database, each removable. */
export const ClubList = ({
  gameYear,
  filters,
  coreData,
}: {
  gameYear: number;
  filters: UrlFilters;
  coreData: CoreData | undefined;
}) => {
  const list = useClubList({ gameYear, filters: filters.query, page: filters.page });
  const remove = useRemoveClubCard(gameYear);
  const totalCount = list.data?.totalCount ?? 0;
  const isFiltered = filters.query !== '';
  return (
    <section className="club-list" aria-labelledby="club-list-title">
      <div className="club-list__head">
        <h2 id="club-list-title" className="club-list__title">
          Your cards
        </h2>
        <p className="page-header__count" aria-live="polite">
          {list.isPending
            ? 'Loading your club…'
            : `${totalCount.toLocaleString('en-GB')} ${totalCount === 1 ? 'card' : 'cards'}${isFiltered ? ' match' : ''}`}
        </p>
      </div>
      <FilteredCardList
        filters={filters}
        coreData={coreData}
        isUpdating={list.isPlaceholderData}
        isBusy={list.isPlaceholderData || list.isPending}
        defaultSort="-overall"
      >
        {list.isError ? (
          <LoadFailedState title="Your club could not be loaded." onRetry={() => list.refetch()} />
        ) : list.isPending ? (
          <div className="skeleton-list" aria-hidden="true">
            {Array.from({ length: 6 }, (_, index) => (
              <div key={index} className="skeleton-row" />
            ))}
          </div>
        ) : list.data.data.length === 0 ? (
          isFiltered ? (
            <EmptyState title="None of your cards matches these filters.">
              <button
                type="button"
                className="button button--primary"
                onClick={() => filters.dispatch({ type: 'resetScreen' })}
              >
                Reset filters
              </button>
            </EmptyState>
          ) : (
            <EmptyState title="Your club is empty.">
              Import your club file above, or add cards one by one by their id.
            </EmptyState>
          )
        ) : (
          <>
            <CardTable<UserClubItem>
              caption="The cards in your club"
              gameYear={gameYear}
              rows={list.data.data}
              coreData={coreData}
              sort={filters.filters.sort ?? CLUB_DEFAULT_SORT}
              onSort={(sort) => filters.dispatch({ type: 'setSort', sort })}
              faceStats={listedFaceStatFields(filters.filters)}
              nameBadge={(card) =>
                card.isUntradeable ? <span className="tag club-list__untradeable">Untradeable</span> : null
              }
              extraColumns={[
                {
                  key: 'remove',
                  label: 'Remove',
                  isLabelHidden: true,
                  className: 'card-table__action',
                  render: (card) => (
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      disabled={remove.isPending && remove.variables?.eaId === card.eaId}
                      onClick={() => remove.mutate({ eaId: card.eaId, name: playerName(card) })}
                    >
                      Remove<span className="visually-hidden"> {playerName(card)}</span>
                    </button>
                  ),
                },
              ]}
            />
            <Pager
              page={filters.page}
              pageSize={CLUB_PAGE_SIZE}
              totalCount={totalCount}
              onChange={filters.setPage}
              label="Your club pages"
            />
          </>
        )}
      </FilteredCardList>
    </section>
  );
};
