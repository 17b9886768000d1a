import type { FeedDates, FeedDay } from '@futgg/contracts';
import type { ApiClient } from './api-client.js';

type Data<T> = { data: T };
const dataOf = <T>(body: Data<T>) => body.data;

const FEED = { namespace: 'feed' } as const;

/** The daily feed (docs/feed-and-collections.md): the days that have entries, and one day's entries. */
export const feedApi = (client: ApiClient) => ({
  dates: (gameYear?: number) =>
    client.get<Data<FeedDates>>('dates', { ...FEED, query: { game: gameYear } }).then(dataOf),
  day: (date: string, gameYear?: number) =>
    client.get<Data<FeedDay>>(date, { ...FEED, query: { game: gameYear } }).then(dataOf),
});

export type FeedApi = ReturnType<typeof feedApi>;
