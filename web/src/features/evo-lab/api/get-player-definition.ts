import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { useApi, type Api } from '../../../lib/api';

/** The card the lab starts from: the player definition (every attribute, club, league and nation). */
export const playerDefinitionQuery = (api: Api, gameYear: number, eaId: number) =>
  queryOptions({
    queryKey: ['player-definitions', gameYear, eaId],
    queryFn: () => api.catalog.playerDefinition(gameYear, eaId),
    staleTime: CACHE_SECONDS.LISTS * 1000,
  });

export const usePlayerDefinition = (gameYear: number, eaId: number | null) =>
  useQuery({ ...playerDefinitionQuery(useApi(), gameYear, eaId ?? 0), enabled: eaId !== null });
