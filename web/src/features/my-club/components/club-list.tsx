import type { CoreData, UserClubItem } from '@futgg/contracts';
import type { SortKey } from '@futgg/game-rules';
import { EmptyState } from '../../../components/empty-state';
import { NoMatchState } from '../../../components/player-filters/no-match-state';
import { PagedCardList } from '../../../components/player-filters/paged-card-list';
import type { UrlFilters } from '../../../components/player-filters/use-url-filters';
import { playerName } from '../../../lib/format';
import { useRemoveClubCard } from '../api/edit-club';
import { CLUB_PAGE_SIZE, useClubList } from '../api/list-club';
import { DuplicatesInput } from './duplicates-input';

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
  const isFiltered = filters.query !== '';
  return (
    <PagedCardList<UserClubItem>
      title="Your cards"
      loadingCount="Loading your club…"
      countOf={(totalCount) =>
        `${totalCount.toLocaleString('en-GB')} ${totalCount === 1 ? 'card' : 'cards'}${isFiltered ? ' match' : ''}`
      }
      list={list}
      pageSize={CLUB_PAGE_SIZE}
      filters={filters}
      gameYear={gameYear}
      coreData={coreData}
      defaultSort="-overall"
      sort={filters.filters.sort ?? CLUB_DEFAULT_SORT}
      failedTitle="Your club could not be loaded."
      empty={
        isFiltered ? (
          <NoMatchState title="None of your cards matches these filters." filters={filters} />
        ) : (
          <EmptyState title="Your club is empty.">
            Import your club file above, or add cards one by one by their id.
          </EmptyState>
        )
      }
      caption="The cards in your club"
      pagerLabel="Your club pages"
      nameBadge={(card) =>
        card.isUntradeable ? <span className="tag club-list__untradeable">Untradeable</span> : null
      }
      extraColumns={[
        {
          key: 'duplicates',
          // The players' word: the column stays narrow enough for a phone.
          label: 'Dupes',
          // A new saved count gives a new field: what was typed gives way to what the club holds.
          render: (card) => (
            <DuplicatesInput key={`${card.eaId}:${card.duplicates}`} gameYear={gameYear} card={card} />
          ),
        },
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
              {/* On a phone the cross stands for the word, which screen readers still read. */}
              <span aria-hidden="true" className="club-list__remove-icon">
                ✕
              </span>
              <span className="visually-hidden-on-phone">Remove</span>
              <span className="visually-hidden"> {playerName(card)}</span>
            </button>
          ),
        },
      ]}
    />
  );
};
