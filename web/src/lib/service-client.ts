import { useMemo } from 'react';
import { ApiClient } from '@futgg/api-client';
import { useApi } from './api';

/**
 * A client over the page's credentials (the one store identity feeds) for a service's calls that lib/api
 * does not build (the squads service's), so a feature needs nothing added there. It uses the global
 * fetch: tests answer it from their fake gateway.
 */
export const useCredentialedClient = (): ApiClient => {
  const api = useApi();
  return useMemo(() => new ApiClient({ ...api.credentials.clientOptions }), [api]);
};
