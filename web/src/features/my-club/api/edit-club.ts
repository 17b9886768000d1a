import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClubCardParams } from '@futgg/api-client';
import type { UserClubItem } from '@futgg/contracts';
import { useToast } from '../../../components/toast/toast-provider';
import { httpStatusOf, useApi } from '../../../lib/api';
import { playerName } from '../../../lib/format';
import { USER_CLUB_KEY } from './list-club';

/** Adds one card by id (adding one already there sets its untradeable flag and its duplicates). */
export const useAddClubCard = (gameYear: number) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: ClubCardParams) => api.userClub.add(gameYear, card),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USER_CLUB_KEY] }),
  });
};

/** Sets how many duplicates of a club card the user holds; the list shows the count it answers. */
export const useSetClubDuplicates = (gameYear: number) => {
  const api = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ card, duplicates }: { card: UserClubItem; duplicates: number }) =>
      api.userClub.add(gameYear, { eaId: card.eaId, isUntradeable: card.isUntradeable, duplicates }),
    onError: (error, { card }) =>
      toast.show(
        httpStatusOf(error) === 401
          ? 'Your session has ended: sign in again to change your club.'
          : `The duplicates of ${playerName(card)} could not be saved. Try again.`,
        'danger',
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [USER_CLUB_KEY] }),
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
