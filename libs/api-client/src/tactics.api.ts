import type { ApiClient } from './api-client.js';

type Data<T> = { data: T };
const dataOf = <T>(body: Data<T>) => body.data;

/** The tactics routes under /api/fut/tactics, each with the session id (spec, second document, section 7). */
const TACTICS = { namespace: 'tactics', withSession: true } as const;

/** One slot's role in a tactic (the spec's positionRoles entry). */
export interface TacticRoleData {
  roleId: number;
  positionUniqueId: number;
  focusName: string;
}

/** What a tactic holds besides its ids and dates (the spec's Tactic entity). */
export interface TacticData {
  title: string;
  formationId: string;
  defensiveApproachId: number;
  customDefensiveApproachValue: number | null;
  buildUpStyleId: number;
  positionRoles: TacticRoleData[];
}

/** A stored tactic as the server answers it. */
export interface UserTactic extends TacticData {
  guid: string;
  code: string | null;
  createdAt: string;
  lastUpdatedAt: string;
}

/** A created tactic with the local id it was sent with, so the builder can swap ids. */
export interface CreatedTactic extends UserTactic {
  localGuid: string;
}

/** The signed-in user's tactics (docs/tactics.md). */
export const tacticsApi = (client: ApiClient) => ({
  list: (params: { guids?: readonly string[]; orderBy?: string } = {}) =>
    client
      .get<Data<UserTactic[]>>('user-tactics', {
        ...TACTICS,
        query: { guids: params.guids, order_by: params.orderBy },
      })
      .then(dataOf),
  get: (guid: string) =>
    client.get<Data<UserTactic>>(`user-tactics/${encodeURIComponent(guid)}`, TACTICS).then(dataOf),
  create: (tactics: readonly { localGuid: string; data: TacticData }[]) =>
    client
      .post<Data<CreatedTactic[]>>(
        'user-tactics/create',
        { tactics: tactics.map(({ localGuid, data }) => ({ local_guid: localGuid, data })) },
        TACTICS,
      )
      .then(dataOf),
  update: (tactics: readonly { guid: string; data: Partial<TacticData> }[]) =>
    client.post<Data<UserTactic[]>>('user-tactics/update', { tactics }, TACTICS).then(dataOf),
  delete: (guid: string) =>
    client
      .post<Data<{ guid: string; deleted: true }>>(`user-tactics/${encodeURIComponent(guid)}/delete`, {}, TACTICS)
      .then(dataOf),
  /** The shareable code of a stored tactic (`tactic`: its guid). */
  exportCode: (guid: string) =>
    client
      .get<Data<{ code: string }>>('export-code', { ...TACTICS, query: { tactic: guid, encoded: true } })
      .then(dataOf),
  /** A code read back: the tactic it describes (not stored until created). */
  importCode: (code: string) =>
    client.post<Data<TacticData & { code: string }>>('import-code', { code }, TACTICS).then(dataOf),
});
export type TacticsApi = ReturnType<typeof tacticsApi>;
