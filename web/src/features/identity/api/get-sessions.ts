import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type Api } from '../../../lib/api';

export const SESSIONS_QUERY_KEY = ['identity', 'sessions'] as const;

/** The signed-in user's sessions (devices); never cached, a revocation elsewhere shows at once. */
export const sessionsQuery = (api: Api) =>
  queryOptions({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: () => api.identity.listSessions(),
    staleTime: 0,
  });

export const useSessions = () => useQuery(sessionsQuery(useApi()));
