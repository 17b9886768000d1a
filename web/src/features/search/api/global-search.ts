import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { useApi, type Api } from '../../../lib/api';

export const globalSearchQuery = (api: Api, q: string) =>
  queryOptions({
    queryKey: ['global-search', q],
    queryFn: ({ signal }) => api.search.search({ q, signal }),
    staleTime: CACHE_SECONDS.LISTS * 1000,
    // A failure is shown at once (toast); retrying would only delay it.
    retry: false,
  });

export const useGlobalSearchQuery = (q: string, isEnabled: boolean) =>
  useQuery({ ...globalSearchQuery(useApi(), q), enabled: isEnabled });
