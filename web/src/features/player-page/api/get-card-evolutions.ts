import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { useApi, type Api } from '../../../lib/api';

/**
 * The running evolutions this card can take now, as ids: `/evolutions/players/` filtered to the one
 * card (its names come from the active evolutions list).
 */
export const cardEvolutionIdsQuery = (api: Api, gameYear: number, eaId: number) =>
  queryOptions({
    queryKey: ['evolutions', 'card', gameYear, eaId],
    queryFn: async () => {
      const page = await api.evolutions.players({ game: gameYear, filters: `ids=${eaId}`, pageSize: 1 });
      return page.data.find((card) => card.eaId === eaId)?.evolutionIds ?? [];
    },
    staleTime: CACHE_SECONDS.LISTS * 1000,
  });

export const useCardEvolutionIds = (gameYear: number, eaId: number) =>
  useQuery(cardEvolutionIdsQuery(useApi(), gameYear, eaId));
