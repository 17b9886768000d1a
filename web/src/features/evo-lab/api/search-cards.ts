import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { useApi, type Api } from '../../../lib/api';

export const LAB_SEARCH_PAGE_SIZE = 12;

/** Cards for Discover, from the player database's search (`filters` in its encoding, encodeFilterQuery). */
export const labCardSearchQuery = (api: Api, gameYear: number, filters: string) =>
  queryOptions({
    queryKey: ['player-items', 'lab-search', gameYear, filters],
    queryFn: ({ signal }) =>
      api.catalog.searchPlayerItems({ game: gameYear, filters, pageSize: LAB_SEARCH_PAGE_SIZE, signal }),
    staleTime: CACHE_SECONDS.LISTS * 1000,
  });

export const useLabCardSearch = (gameYear: number, filters: string | null) =>
  useQuery({
    ...labCardSearchQuery(useApi(), gameYear, filters ?? ''),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
  });
