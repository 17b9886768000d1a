import { Link } from 'react-router';
import type { CoreData, PlayerItemSummary } from '@futgg/contracts';
import { NoMatchState } from '../../../components/player-filters/no-match-state';
import { PagedCardList } from '../../../components/player-filters/paged-card-list';
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
  return (
    <PagedCardList<PlayerItemSummary>
      title="Eligible players"
      loadingCount="Loading players…"
      countOf={(totalCount) => `${totalCount.toLocaleString('en-GB')} players`}
      list={players}
      pageSize={ELIGIBLE_PAGE_SIZE}
      filters={filters}
      gameYear={gameYear}
      coreData={coreData}
      // The evolutions service lists who can take an evolution best overall first unless asked.
      defaultSort="-overall"
      failedTitle="The eligible players could not be loaded."
      empty={<NoMatchState title="No eligible player matches these filters." filters={filters} />}
      caption="Players eligible for this evolution"
      pagerLabel="Eligible players pages"
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
  );
};
