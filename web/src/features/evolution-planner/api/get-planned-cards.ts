import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerItemSummary } from '@futgg/contracts';
import { encodeQuery } from '@futgg/api-client';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { useApi, type Api } from '../../../lib/api';

// The catalog's largest page is 200 cards; a plan assigns at most one chain per card.
const CARDS_PER_REQUEST = 100;

/** The planned cards' rows (rarity, position, names), looked up by id in batches. */
export const plannedCardsQuery = (api: Api, gameYear: number, eaIds: readonly number[]) =>
  queryOptions({
    queryKey: ['player-items', 'by-ids', gameYear, eaIds],
    queryFn: async ({ signal }): Promise<PlayerItemSummary[]> => {
      const batches: number[][] = [];
      for (let start = 0; start < eaIds.length; start += CARDS_PER_REQUEST)
        batches.push(eaIds.slice(start, start + CARDS_PER_REQUEST));
      const pages = await Promise.all(
        batches.map((ids) =>
          api.catalog.searchPlayerItems({
            game: gameYear,
            filters: encodeQuery({ ids }),
            pageSize: ids.length,
            signal,
          }),
        ),
      );
      return pages.flatMap((page) => page.data);
    },
    staleTime: CACHE_SECONDS.LISTS * 1000,
  });

export const usePlannedCards = (gameYear: number, eaIds: readonly number[]) =>
  useQuery({ ...plannedCardsQuery(useApi(), gameYear, eaIds), enabled: eaIds.length > 0 });
