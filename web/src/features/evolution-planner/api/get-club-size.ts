import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type Api } from '../../../lib/api';

/**
 * How many cards the caller's club holds: the planner has nothing to plan for an empty club. Under the
 * club's own first key (`user-club`), so an import on My club makes it stale too.
 */
export const clubSizeQuery = (api: Api, gameYear: number) =>
  queryOptions({
    queryKey: ['user-club', 'size', gameYear],
    queryFn: async () => (await api.userClub.list(gameYear, { pageSize: 1 })).totalCount,
    staleTime: 0,
  });

export const useClubSize = (gameYear: number) => useQuery(clubSizeQuery(useApi(), gameYear));
