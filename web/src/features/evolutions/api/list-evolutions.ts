import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { useApi, type Api } from '../../../lib/api';
import type { EvolutionTab } from '../hooks/use-evolutions-view';

export const EVOLUTIONS_PAGE_SIZE = 20;

export interface EvolutionListView {
  gameYear: number;
  /** Running (newest first), ending within 48 hours (soonest first) or ended (`only_expired=1`). */
  tab: EvolutionTab;
  page: number;
}

/** One page of `/all/` for a tab of the list. */
export const evolutionListQuery = (api: Api, { gameYear, tab, page }: EvolutionListView) =>
  queryOptions({
    queryKey: ['evolutions', 'list', gameYear, tab, page],
    queryFn: () =>
      api.evolutions.list({
        game: gameYear,
        page,
        pageSize: EVOLUTIONS_PAGE_SIZE,
        onlyExpired: tab === 'expired',
        expiringSoon: tab === 'expiring',
      }),
    staleTime: CACHE_SECONDS.LISTS * 1000,
  });

/** The page before stays on screen (dimmed) while the next one loads. */
export const useEvolutionList = (view: EvolutionListView) =>
  useQuery({ ...evolutionListQuery(useApi(), view), placeholderData: keepPreviousData });
