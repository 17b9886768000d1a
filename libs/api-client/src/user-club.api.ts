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

export interface ClubCardParams {
  eaId: number;
  isUntradeable?: boolean;
  /** Untradeable duplicates held beside the club's copy (the game's SBC storage), 0 to 100. */
  duplicates?: number;
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
  /** Puts a card in the club, or sets its flag and duplicates (0 when not given) if it is there. */
  add: (game: number, card: ClubCardParams) =>
    client.post<Data<UserClubItem>>(`${game}/add`, card, SIGNED_IN).then(dataOf),
  remove: (game: number, eaId: number) =>
    client.post<Data<{ removed: number }>>(`${game}/remove`, { eaId }, SIGNED_IN).then(dataOf),
  export: (game: number) => client.get<Data<UserClubFile>>(`${game}/export`, SIGNED_IN).then(dataOf),
});
