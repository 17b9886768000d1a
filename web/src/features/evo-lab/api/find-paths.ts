import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import type { PathSearchParams } from '@futgg/api-client';
import { useApi, type Api } from '../../../lib/api';

/** The best chains of running evolutions for a card, by objective, within budgets and depth. */
export const evolutionPathsQuery = (api: Api, eaId: number, params: PathSearchParams) =>
  queryOptions({
    queryKey: ['evolutions', 'paths', eaId, params],
    queryFn: () => api.evolutions.paths(eaId, { pageSize: 10, ...params }),
    staleTime: CACHE_SECONDS.LISTS * 1000,
  });

/** Asked only once the user runs the search (`params` null until then). */
export const useEvolutionPaths = (eaId: number, params: PathSearchParams | null) =>
  useQuery({
    ...evolutionPathsQuery(useApi(), eaId, params ?? {}),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
