import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api';
import { EVO_LAB_OVERVIEW_KEY } from './get-overview';

/** Saves a stored path (a path search result) as one of the user's players. */
export const useAddEvoLabPath = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pathHash: string) => api.evoLab.add(pathHash),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVO_LAB_OVERVIEW_KEY }),
  });
};
