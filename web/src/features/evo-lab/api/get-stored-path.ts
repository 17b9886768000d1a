import { queryOptions } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import type { Api } from '../../../lib/api';

/** A stored path: its card, evolutions in order and manual changes (`?path=` and "open in lab"). */
export const storedPathQuery = (api: Api, pathHash: string) =>
  queryOptions({
    queryKey: ['evolutions', 'path', pathHash],
    queryFn: () => api.evolutions.path(pathHash),
    staleTime: CACHE_SECONDS.LISTS * 1000,
  });
