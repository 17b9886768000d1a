import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerItemSummary } from '@futgg/contracts';
import { encodeQuery } from '@futgg/api-client';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { useApi, type Api } from './api';

// The catalog's largest page is 200 cards: a hundred ids per search stays well inside it.
const CARDS_PER_REQUEST = 100;

/**
 * Cards a page holds no data of (a plan's cards, a solver's answer), by id: one player search (`ids=`) per
 * hundred, not one request per card. Ids are asked for once each, in order; a card the catalog does not
 * answer is missing from the list.
 */
export const cardsByIdQuery = (api: Api, gameYear: number, eaIds: readonly number[]) => {
  const ids = [...new Set(eaIds)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['player-items', 'by-ids', gameYear, ids],
    queryFn: async ({ signal }): Promise<PlayerItemSummary[]> => {
      const batches: number[][] = [];
      for (let start = 0; start < ids.length; start += CARDS_PER_REQUEST)
        batches.push(ids.slice(start, start + CARDS_PER_REQUEST));
      const pages = await Promise.all(
        batches.map((batch) =>
          api.catalog.searchPlayerItems({
            game: gameYear,
            filters: encodeQuery({ ids: batch }),
            pageSize: batch.length,
            signal,
          }),
        ),
      );
      return pages.flatMap((page) => page.data);
    },
    staleTime: CACHE_SECONDS.LISTS * 1000,
  });
};

export const useCardsById = (gameYear: number, eaIds: readonly number[]) =>
  useQuery({ ...cardsByIdQuery(useApi(), gameYear, eaIds), enabled: eaIds.length > 0 });
