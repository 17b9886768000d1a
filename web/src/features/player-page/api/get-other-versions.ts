import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { useApi, type Api } from '../../../lib/api';

export const otherVersionsQuery = (api: Api, gameYear: number, eaId: number) =>
  queryOptions({
    queryKey: ['player-items', 'other-versions', gameYear, eaId],
    queryFn: () => api.catalog.otherVersions(gameYear, eaId),
    staleTime: CACHE_SECONDS.LISTS * 1000,
  });

export const useOtherVersions = (gameYear: number, eaId: number) =>
  useQuery(otherVersionsQuery(useApi(), gameYear, eaId));
