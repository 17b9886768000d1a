import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { useApi, type Api } from '../../../lib/api';

const stale = CACHE_SECONDS.LISTS * 1000;

export const feedDatesQuery = (api: Api, gameYear: number) =>
  queryOptions({
    queryKey: ['feed', 'dates', gameYear],
    queryFn: () => api.feed.dates(gameYear),
    staleTime: stale,
  });

export const feedDayQuery = (api: Api, gameYear: number, date: string) =>
  queryOptions({
    queryKey: ['feed', 'day', gameYear, date],
    queryFn: () => api.feed.day(date, gameYear),
    staleTime: stale,
  });

export const useFeedDates = (gameYear: number) => useQuery(feedDatesQuery(useApi(), gameYear));
export const useFeedDay = (gameYear: number, date: string | null) =>
  useQuery({ ...feedDayQuery(useApi(), gameYear, date ?? ''), enabled: date !== null });
