import type { SaveSquadRequest, Squad, SquadSummary } from '@futgg/contracts';
import type { z } from 'zod';
import type { ApiClient } from './api-client.js';

type Data<T> = { data: T };
const dataOf = <T>(body: Data<T>) => body.data;

/** The squads routes live outside /api/fut: /api/squads/… (spec, second document, "Squads and tactics"). */
export const SQUADS_BASE_PATH = '/api/squads';
const SQUADS = { basePath: SQUADS_BASE_PATH } as const;

export type SquadSummaryShape = z.infer<typeof SquadSummary>;
export interface SquadListPage {
  data: SquadSummaryShape[];
  totalCount: number;
}
/** What the client sends: the contract's request before its defaults are filled in. */
export type SaveSquadInput = z.input<typeof SaveSquadRequest>;

/**
 * The squads service's squads (docs/squads.md): read one (anyone with the uuid), save (create without a
 * uuid; update with the uuid and the version last read, 409 when stale), the caller's list (`/user/`) and
 * delete.
 */
export const squadsApi = (client: ApiClient) => ({
  get: (uuid: string) => client.get<Data<Squad>>(encodeURIComponent(uuid), SQUADS).then(dataOf),
  save: (squad: SaveSquadInput) => client.post<Data<Squad>>('save', squad, SQUADS).then(dataOf),
  list: (params: { page?: number; pageSize?: number } = {}) =>
    client.get<SquadListPage>('user', { ...SQUADS, query: { page: params.page, page_size: params.pageSize } }),
  delete: (uuid: string) =>
    client
      .post<Data<{ uuid: string; deleted: true }>>(`${encodeURIComponent(uuid)}/delete`, {}, SQUADS)
      .then(dataOf),
});

export type SquadsApi = ReturnType<typeof squadsApi>;

/** The brief's names, for callers that hold one ApiClient. */
export const getSquad = (client: ApiClient, uuid: string) => squadsApi(client).get(uuid);
export const saveSquad = (client: ApiClient, squad: SaveSquadInput) => squadsApi(client).save(squad);
export const listSquads = (client: ApiClient, params?: { page?: number; pageSize?: number }) =>
  squadsApi(client).list(params);
export const deleteSquad = (client: ApiClient, uuid: string) => squadsApi(client).delete(uuid);
