import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { useApi, type Api } from '../../../lib/api';

export const CARD_PATHS_SHOWN = 5;

/** The card's best chains of running evolutions by overall, best first (`/evolutions/paths/{eaId}/`). */
export const cardPathsQuery = (api: Api, gameYear: number, eaId: number) =>
  queryOptions({
    queryKey: ['evolutions', 'paths', gameYear, eaId, CARD_PATHS_SHOWN],
    queryFn: () => api.evolutions.paths(eaId, { game: gameYear, pageSize: CARD_PATHS_SHOWN }),
    staleTime: CACHE_SECONDS.LISTS * 1000,
  });

export const useCardPaths = (gameYear: number, eaId: number) =>
  useQuery(cardPathsQuery(useApi(), gameYear, eaId));
