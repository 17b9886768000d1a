import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { useApi, type Api } from '../../../lib/api';

export const ELIGIBLE_PAGE_SIZE = 20;

export interface EligiblePlayersView {
  gameYear: number;
  evolutionId: number;
  /** The player database's filters (encodeFilterQuery), sort included. */
  filters: string;
  page: number;
}

/** The cards that meet an evolution's requirements, narrowed and sorted by the database's filters. */
export const eligiblePlayersQuery = (
  api: Api,
  { gameYear, evolutionId, filters, page }: EligiblePlayersView,
) =>
  queryOptions({
    queryKey: ['evolutions', 'eligible-players', gameYear, evolutionId, filters, page],
    queryFn: () =>
      api.evolutions.eligiblePlayers(evolutionId, {
        game: gameYear,
        filters,
        page,
        pageSize: ELIGIBLE_PAGE_SIZE,
      }),
    staleTime: CACHE_SECONDS.LISTS * 1000,
  });

export const useEligiblePlayers = (view: EligiblePlayersView) =>
  useQuery({ ...eligiblePlayersQuery(useApi(), view), placeholderData: keepPreviousData });
