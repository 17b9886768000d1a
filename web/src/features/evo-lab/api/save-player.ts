import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedEvoLabPlayer } from '@futgg/contracts';
import { useApi } from '../../../lib/api';
import { EVO_LAB_OVERVIEW_KEY } from './get-overview';

/** Saves the lab's player (the saved-player payload); the server judges it again and may answer 422. */
export const useSaveEvoLabPlayer = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (player: SavedEvoLabPlayer) => api.evoLab.save(player),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVO_LAB_OVERVIEW_KEY }),
  });
};
