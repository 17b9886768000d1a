import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { VISITOR } from '@futgg/api-client';
import { useToast } from '../../../components/toast/toast-provider';
import { httpStatusOf, useApi, type Api } from '../../../lib/api';
import { IDENTITY_QUERY_KEY } from './get-identity';
import { SESSIONS_QUERY_KEY } from './get-sessions';

const forgetUser = (api: Api, queryClient: QueryClient) => {
  api.credentials.clear();
  queryClient.setQueryData(IDENTITY_QUERY_KEY, VISITOR);
  queryClient.removeQueries({ queryKey: SESSIONS_QUERY_KEY });
};

/**
 * Sign-out: the gateway ends the session (its tokens with it) and drops the cookie; the page forgets
 * every credential and shows the visitor.
 */
export const useSignOut = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: () => api.identity.logout(),
    onSuccess: () => forgetUser(api, queryClient),
    onError: (error) => {
      // 401 after the client's own refresh: the session had ended already (revoked on another device).
      if (httpStatusOf(error) === 401) forgetUser(api, queryClient);
      else toast.show('Signing out did not work. Try again.', 'danger');
    },
  });
};
