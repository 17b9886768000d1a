import { queryOptions, useQuery } from '@tanstack/react-query';
import { encodeQuery } from '@futgg/api-client';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { useApi, type Api } from '../../../lib/api';

/**
 * The cards of one movers list (name, rating, position, rarity), in one request: the catalog's list
 * with the `ids` filter. Cached like lists; a card's name does not change with its price.
 */
export const moverCardsQuery = (api: Api, gameYear: number, eaIds: readonly number[]) =>
  queryOptions({
    queryKey: ['player-items', 'by-ids', gameYear, eaIds],
    queryFn: ({ signal }) =>
      api.catalog
        .searchPlayerItems({
          game: gameYear,
          // `ids=1,2,3`: an id list alone, which the client's own encoding writes as the filter codec would.
          filters: encodeQuery({ ids: eaIds }),
          pageSize: eaIds.length,
          signal,
        })
        .then((page) => page.data),
    staleTime: CACHE_SECONDS.LISTS * 1000,
  });

export const useMoverCards = (gameYear: number, eaIds: readonly number[]) =>
  useQuery({ ...moverCardsQuery(useApi(), gameYear, eaIds), enabled: eaIds.length > 0 });
