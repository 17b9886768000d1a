import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import type { Evolution } from '@futgg/contracts';
import { useApi, type Api } from '../../../lib/api';

// contracts' PAGE_LIMITS.MAX_PAGE_SIZE; the web imports only types and plain functions from contracts, so
// zod stays out of its bundle.
const LARGEST_PAGE = 100;

const allPages = async (api: Api, gameYear: number, onlyExpired: boolean): Promise<Evolution[]> => {
  const pageSize = LARGEST_PAGE;
  const first = await api.evolutions.list({ game: gameYear, pageSize, onlyExpired });
  const pages = Math.ceil(first.totalCount / pageSize);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      api.evolutions.list({ game: gameYear, pageSize, page: index + 2, onlyExpired }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.data);
};

const newestFirst = (a: Evolution, b: Evolution) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/**
 * Every evolution of the year, running and ended, newest first (the spec's default listing sort): the
 * lab judges them all locally with game-rules, and "hide expired" decides whether ended ones show.
 */
export const labEvolutionsQuery = (api: Api, gameYear: number) =>
  queryOptions({
    queryKey: ['evolutions', 'lab', gameYear],
    queryFn: async () => {
      const [active, expired] = await Promise.all([
        allPages(api, gameYear, false),
        allPages(api, gameYear, true),
      ]);
      return [...active, ...expired].sort(newestFirst);
    },
    staleTime: CACHE_SECONDS.LISTS * 1000,
  });

export const useLabEvolutions = (gameYear: number) => useQuery(labEvolutionsQuery(useApi(), gameYear));
