import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { VISITOR } from '@futgg/api-client';
import { useHasHydrated } from '../../../hooks/use-has-hydrated';
import { useApi } from '../../../lib/api';
import { IDENTITY_QUERY_KEY, identityOf, useIdentityQuery, type Identity } from '../api/get-identity';

/**
 * Who the reader is, or undefined while that is not known: on the server (pages are rendered for
 * nobody), while a server-rendered page hydrates, and until the identity state answers. A failed
 * answer leaves the visitor, who can still sign in.
 *
 * The credential store may learn first (a refresh after a 401 that says the session has ended); the
 * cached identity follows it, so the page never shows a user whose credentials are gone.
 */
export const useIdentity = (): Identity | undefined => {
  const api = useApi();
  const queryClient = useQueryClient();
  const hasHydrated = useHasHydrated();
  const query = useIdentityQuery(hasHydrated);
  useEffect(
    () =>
      api.credentials.subscribe((signedIn) =>
        queryClient.setQueryData(IDENTITY_QUERY_KEY, signedIn ? identityOf(signedIn) : VISITOR),
      ),
    [api, queryClient],
  );
  if (!hasHydrated) return undefined;
  if (query.data) return query.data;
  return query.isError ? VISITOR : undefined;
};
