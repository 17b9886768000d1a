import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type Api } from '../../../lib/api';

export const CLUB_PAGE_SIZE = 50;

/** Every query of the user's club starts with this: an import or an edit makes them all stale. */
export const USER_CLUB_KEY = 'user-club';

export interface ClubView {
  gameYear: number;
  /** The player database's filters (encodeFilterQuery), sort included. */
  filters: string;
  page: number;
}

/** A page of the signed-in user's club, filtered and sorted like the player database. */
export const clubListQuery = (api: Api, { gameYear, filters, page }: ClubView) =>
  queryOptions({
    queryKey: [USER_CLUB_KEY, 'list', gameYear, filters, page],
    queryFn: () => api.userClub.list(gameYear, { filters, page, pageSize: CLUB_PAGE_SIZE }),
    // The user's own data, changed from this page: never older than the last edit.
    staleTime: 0,
  });

export const useClubList = (view: ClubView) =>
  useQuery({ ...clubListQuery(useApi(), view), placeholderData: keepPreviousData });
