import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { useApi, type Api } from '../../../lib/api';

export const EVOLUTIONS_PAGE_SIZE = 20;

export interface EvolutionListView {
  gameYear: number;
  /** The ended evolutions (`only_expired=1`) instead of the running ones. */
  isExpired: boolean;
  page: number;
}

/** One page of `/all/`: running or ended evolutions, newest first (the spec's default listing sort). */
export const evolutionListQuery = (api: Api, { gameYear, isExpired, page }: EvolutionListView) =>
  queryOptions({
    queryKey: ['evolutions', 'list', gameYear, isExpired, page],
    queryFn: () =>
      api.evolutions.list({ game: gameYear, page, pageSize: EVOLUTIONS_PAGE_SIZE, onlyExpired: isExpired }),
    staleTime: CACHE_SECONDS.LISTS * 1000,
  });

/** The page before stays on screen (dimmed) while the next one loads. */
export const useEvolutionList = (view: EvolutionListView) =>
  useQuery({ ...evolutionListQuery(useApi(), view), placeholderData: keepPreviousData });
