import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api';
import { EVO_LAB_OVERVIEW_KEY } from './get-overview';

export const useDeleteEvoLabItem = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.evoLab.delete(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVO_LAB_OVERVIEW_KEY }),
  });
};
