import type {
  Collection,
  CollectionPlayersPage,
  Collections,
  UserCollectionPlayersPage,
  UserCollections,
} from '@futgg/contracts';
import type { ApiClient } from './api-client.js';

type Data<T> = { data: T };
const dataOf = <T>(body: Data<T>) => body.data;

const COLLECTIONS = { namespace: 'collections' } as const;
// The spec names collections among the calls that carry the session header.
const SIGNED_IN = { ...COLLECTIONS, withSession: true } as const;

export interface CollectionPlayersParams {
  page?: number;
  pageSize?: number;
}

/** Collections (docs/feed-and-collections.md) and, signed in, the reader's progress from their club. */
export const collectionsApi = (client: ApiClient) => ({
  list: (year: number) => client.get<Data<Collections>>(`${year}`, COLLECTIONS).then(dataOf),
  get: (year: number, slug: string) =>
    client.get<Data<Collection>>(`${year}/${encodeURIComponent(slug)}`, COLLECTIONS).then(dataOf),
  players: (year: number, slug: string, { page, pageSize }: CollectionPlayersParams = {}) =>
    client.get<CollectionPlayersPage>(`${year}/${encodeURIComponent(slug)}/players`, {
      ...COLLECTIONS,
      query: { page, page_size: pageSize },
    }),
  user: (year: number) => client.get<Data<UserCollections>>(`${year}/user`, SIGNED_IN).then(dataOf),
  userPlayers: (
    year: number,
    {
      slug,
      owned,
      page,
      pageSize,
    }: CollectionPlayersParams & { slug?: string; owned?: 'all' | 'owned' | 'missing' } = {},
  ) =>
    client.get<UserCollectionPlayersPage>(`${year}/user/players`, {
      ...SIGNED_IN,
      query: { collection: slug, owned, page, page_size: pageSize },
    }),
});

export type CollectionsApi = ReturnType<typeof collectionsApi>;
