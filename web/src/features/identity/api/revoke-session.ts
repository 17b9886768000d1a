import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/toast/toast-provider';
import { useApi } from '../../../lib/api';
import { SESSIONS_QUERY_KEY } from './get-sessions';

/** Signs one of the user's other sessions out, then asks for the list again. */
export const useRevokeSession = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (id: string) => api.identity.revokeSession(id),
    onError: () => toast.show('That session could not be signed out. Try again.', 'danger'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
};
