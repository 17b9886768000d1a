import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Evolution } from '@futgg/contracts';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { useApi, type Api } from './api';

/** The first part of the active evolutions' query key. */
export const ACTIVE_EVOLUTIONS_KEY = 'evolutions-active';

/**
 * Every active evolution of a game year, newest first: the `/all/` list read to its end, a page of the
 * API's largest size at a time (a season runs a few dozen at once). Several pages name evolutions by id
 * only (a card's evolutions, a planned chain), so they share this one list, like core data.
 */
// contracts' PAGE_LIMITS.MAX_PAGE_SIZE: the web imports only types from contracts (zod stays out of it).
const LARGEST_PAGE = 100;

export const activeEvolutionsQuery = (api: Api, gameYear: number) =>
  queryOptions({
    queryKey: [ACTIVE_EVOLUTIONS_KEY, gameYear],
    queryFn: async (): Promise<Evolution[]> => {
      const evolutions: Evolution[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await api.evolutions.list({
          game: gameYear,
          page,
          pageSize: LARGEST_PAGE,
        });
        evolutions.push(...answer.data);
        if (answer.data.length === 0 || evolutions.length >= answer.totalCount) return evolutions;
      }
    },
    staleTime: CACHE_SECONDS.LISTS * 1000,
  });

export const useActiveEvolutions = (gameYear: number) => useQuery(activeEvolutionsQuery(useApi(), gameYear));

/** The active evolutions by id, for pages that name them. */
export const evolutionsById = (evolutions: readonly Evolution[] | undefined): Map<number, Evolution> =>
  new Map((evolutions ?? []).map((evolution) => [evolution.id, evolution]));
