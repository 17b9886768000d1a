import type { UserClubFile, UserClubImportSummary, UserClubItem, UserClubPage } from '@futgg/contracts';
import type { ApiClient } from './api-client.js';

type Data<T> = { data: T };
const dataOf = <T>(body: Data<T>) => body.data;
const SIGNED_IN = { namespace: 'user-club', withSession: true } as const;

export interface ClubImportParams {
  content: string;
  format?: 'auto' | 'csv' | 'json';
  /** The club becomes exactly the file's known cards. */
  replace?: boolean;
}

/** The signed-in user's club, "My club" (docs/user-club.md). */
export const userClubApi = (client: ApiClient) => ({
  list: (game: number, params: { filters?: string; page?: number; pageSize?: number } = {}) =>
    client.get<UserClubPage>(`${game}`, {
      ...SIGNED_IN,
      ...(params.filters ? { encodedQuery: params.filters } : {}),
      query: { page: params.page, page_size: params.pageSize },
    }),
  import: (game: number, params: ClubImportParams) =>
    client.post<Data<UserClubImportSummary>>(`${game}/import`, params, SIGNED_IN).then(dataOf),
  add: (game: number, eaId: number, isUntradeable = false) =>
    client.post<Data<UserClubItem>>(`${game}/add`, { eaId, isUntradeable }, SIGNED_IN).then(dataOf),
  remove: (game: number, eaId: number) =>
    client.post<Data<{ removed: number }>>(`${game}/remove`, { eaId }, SIGNED_IN).then(dataOf),
  export: (game: number) => client.get<Data<UserClubFile>>(`${game}/export`, SIGNED_IN).then(dataOf),
});
