import type {
  CreatedTactics,
  DeletedTactic,
  ImportedTactic,
  Tactic,
  TacticCode,
  TacticData,
  TacticOrderBy,
  TacticPage,
  TacticPatch,
  UpdatedTactics,
} from '@futgg/contracts';
import type { z } from 'zod';
import type { ApiClient } from './api-client.js';

type Data<T> = { data: T };
const dataOf = <T>(body: Data<T>) => body.data;

/** The tactics routes under /api/fut/tactics, each with the session id (spec, second document, section 7). */
const TACTICS = { namespace: 'tactics', withSession: true } as const;

export type UserTactic = Tactic;
/** A tactic's fields as sent to create it: what is left out takes the spec's defaults. */
export type TacticDataInput = z.input<typeof TacticData>;
export type TacticPatchInput = z.input<typeof TacticPatch>;

/** base64url without padding of the tactic's JSON: `export-code/?encoded=1` for a tactic not yet saved. */
export const encodeTacticData = (data: TacticDataInput): string => {
  const bytes = new TextEncoder().encode(JSON.stringify(data));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** The signed-in user's tactics (docs/tactics.md). */
export const tacticsApi = (client: ApiClient) => ({
  /** All the caller's tactics, the named ones, or one squad's. */
  list: (params: { guids?: readonly string[]; squadUuid?: string; orderBy?: TacticOrderBy } = {}) =>
    client.get<TacticPage>('user-tactics', {
      ...TACTICS,
      query: { guids: params.guids, squad: params.squadUuid, order_by: params.orderBy },
    }),
  page: (params: { page?: number; pageSize?: number; orderBy?: TacticOrderBy } = {}) =>
    client.get<TacticPage>('user', {
      ...TACTICS,
      query: { page: params.page, page_size: params.pageSize, order_by: params.orderBy },
    }),
  get: (guid: string) => client.get<Data<Tactic>>(encodeURIComponent(guid), TACTICS).then(dataOf),
  /** Creates all or none; each answer carries the local id it was sent with. */
  create: (tactics: readonly { localGuid: string; data: TacticDataInput }[]) =>
    client
      .post<Data<CreatedTactics>>(
        'create',
        { tactics: tactics.map(({ localGuid, data }) => ({ local_guid: localGuid, data })) },
        TACTICS,
      )
      .then(dataOf),
  update: (tactics: readonly { guid: string; data: TacticPatchInput }[]) =>
    client.post<Data<UpdatedTactics>>('update', { tactics }, TACTICS).then(dataOf),
  delete: (guid: string) =>
    client.post<Data<DeletedTactic>>(`${encodeURIComponent(guid)}/delete`, {}, TACTICS).then(dataOf),
  /** The share code of a saved tactic (its guid) or of an unsaved one (its data). */
  exportCode: (tactic: { guid: string } | { data: TacticDataInput }) =>
    client
      .get<Data<TacticCode>>('export-code', {
        ...TACTICS,
        query:
          'guid' in tactic ? { tactic: tactic.guid } : { tactic: encodeTacticData(tactic.data), encoded: true },
      })
      .then(dataOf),
  /** A code read back: the tactic it describes, not stored until created. */
  importCode: (code: string) =>
    client.post<Data<ImportedTactic>>('import-code', { code }, TACTICS).then(dataOf),
});
export type TacticsApi = ReturnType<typeof tacticsApi>;
