import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { useApi, type Api } from '../../../lib/api';

export const labOtherVersionsQuery = (api: Api, gameYear: number, eaId: number) =>
  queryOptions({
    queryKey: ['player-items', 'other-versions', gameYear, eaId],
    queryFn: () => api.catalog.otherVersions(gameYear, eaId),
    staleTime: CACHE_SECONDS.LISTS * 1000,
  });

export const useLabOtherVersions = (gameYear: number, eaId: number | null) =>
  useQuery({ ...labOtherVersionsQuery(useApi(), gameYear, eaId ?? 0), enabled: eaId !== null });
