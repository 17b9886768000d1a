import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClubImportParams } from '@futgg/api-client';
import { useApi } from '../../../lib/api';
import { USER_CLUB_KEY } from './list-club';

/** Imports a club file (its text); the summary says what happened to every row. */
export const useImportClub = (gameYear: number) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: ClubImportParams) => api.userClub.import(gameYear, params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USER_CLUB_KEY] }),
  });
};
