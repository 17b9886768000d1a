import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { useApi, type Api } from '../../../lib/api';

export const evolutionQuery = (api: Api, gameYear: number, id: number) =>
  queryOptions({
    queryKey: ['evolutions', 'one', gameYear, id],
    queryFn: () => api.evolutions.get(id, gameYear),
    staleTime: CACHE_SECONDS.LISTS * 1000,
  });

export const useEvolution = (gameYear: number, id: number) =>
  useQuery(evolutionQuery(useApi(), gameYear, id));
