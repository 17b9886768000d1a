import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdentityState, User } from '@futgg/contracts';
import { VISITOR, type VisitorIdentity } from '@futgg/api-client';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { useApi, type Api } from '../../../lib/api';

/** Who the reader is, as the page shows it: the credentials stay in the API's store, out of the cache. */
export type Identity = VisitorIdentity | { isAuthenticated: true; user: User };

export const IDENTITY_QUERY_KEY = ['identity', 'state'] as const;

export const identityOf = (state: IdentityState): Identity =>
  state.isAuthenticated ? { isAuthenticated: true, user: state.user } : VISITOR;

/**
 * The identity state, cached 2 minutes (spec, second document, section 9). Asked through the
 * credential store, which keeps the answer's token, session id and CSRF token for every other call and
 * shares the request with a token refresh under way.
 */
export const identityQuery = (api: Api) =>
  queryOptions({
    queryKey: IDENTITY_QUERY_KEY,
    queryFn: () => api.credentials.refresh().then(identityOf),
    staleTime: CACHE_SECONDS.IDENTITY * 1000,
  });

/** Not asked before `isEnabled`: the server renders for nobody, and hydration must match it. */
export const useIdentityQuery = (isEnabled: boolean) =>
  useQuery({ ...identityQuery(useApi()), enabled: isEnabled });
