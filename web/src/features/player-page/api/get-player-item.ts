import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { useApi, type Api } from '../../../lib/api';

// A single card carries its price, so it is cached like prices (10 s), as the gateway does.
export const playerItemQuery = (api: Api, gameYear: number, eaId: number) =>
  queryOptions({
    queryKey: ['player-items', 'one', gameYear, eaId],
    queryFn: () => api.catalog.playerItem(gameYear, eaId),
    staleTime: CACHE_SECONDS.PRICES * 1000,
  });

export const usePlayerItem = (gameYear: number, eaId: number) =>
  useQuery(playerItemQuery(useApi(), gameYear, eaId));
