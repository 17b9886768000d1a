import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { useApi, type Api } from '../../../lib/api';

/** How many evolutions are running, ending within 48 hours and ended: the list's tab counts. */
export const evolutionCountsQuery = (api: Api, gameYear: number) =>
  queryOptions({
    queryKey: ['evolutions', 'counts', gameYear],
    queryFn: () => api.evolutions.counts(gameYear),
    staleTime: CACHE_SECONDS.LISTS * 1000,
  });

export const useEvolutionCounts = (gameYear: number) => useQuery(evolutionCountsQuery(useApi(), gameYear));
