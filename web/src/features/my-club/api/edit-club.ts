import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/toast/toast-provider';
import { httpStatusOf, useApi } from '../../../lib/api';
import { USER_CLUB_KEY } from './list-club';

/** Adds one card by id (adding one already there sets its untradeable flag). */
export const useAddClubCard = (gameYear: number) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eaId, isUntradeable }: { eaId: number; isUntradeable: boolean }) =>
      api.userClub.add(gameYear, eaId, isUntradeable),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USER_CLUB_KEY] }),
  });
};

/** Takes one card out of the club. */
export const useRemoveClubCard = (gameYear: number) => {
  const api = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ eaId }: { eaId: number; name: string }) => api.userClub.remove(gameYear, eaId),
    onSuccess: (_answer, { name }) => toast.show(`${name} left your club.`, 'success'),
    onError: (error, { name }) =>
      toast.show(
        httpStatusOf(error) === 401
          ? 'Your session has ended: sign in again to change your club.'
          : `${name} could not be removed. Try again.`,
        'danger',
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [USER_CLUB_KEY] }),
  });
};
