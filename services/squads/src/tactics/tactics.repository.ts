import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import type { TacticOrderBy, TacticPositionRole } from '@futgg/contracts';
import { PG_POOL, isoTimestamp, rows } from '@futgg/service-kit';

/** A tactic as stored: its owner's, optionally one of the owner's squads'. */
export interface StoredTactic {
  id: string;
  ownerId: string;
  squadUuid: string | null;
  gameYear: number;
  title: string;
  formationId: string;
  defensiveApproachId: number;
  customDefensiveApproachValue: number | null;
  buildUpStyleId: number;
  positionRoles: TacticPositionRole[];
  code: string;
  createdAt: string;
  lastUpdatedAt: string;
}

export type TacticRow = Omit<StoredTactic, 'createdAt' | 'lastUpdatedAt'>;
export type NewTacticRow = TacticRow & { localGuid: string };

const COLUMNS = `id, owner_id AS "ownerId", squad_uuid AS "squadUuid", game_year AS "gameYear", title,
    formation_id AS "formationId", defensive_approach_id AS "defensiveApproachId",
    custom_defensive_approach_value AS "customDefensiveApproachValue", build_up_style_id AS "buildUpStyleId",
    position_roles AS "positionRoles", code,
    ${isoTimestamp('created_at', 'microseconds')} AS "createdAt",
    ${isoTimestamp('updated_at', 'microseconds')} AS "lastUpdatedAt"`;
const SELECT = `SELECT ${COLUMNS} FROM squads.tactics`;

// order_by values to SQL: only these strings ever reach the query text; id breaks ties so pages are stable.
const ORDER_SQL: Readonly<Record<TacticOrderBy, string>> = {
  createdAt: 'created_at ASC, id ASC',
  '-createdAt': 'created_at DESC, id DESC',
  lastUpdatedAt: 'updated_at ASC, id ASC',
  '-lastUpdatedAt': 'updated_at DESC, id DESC',
  title: 'lower(title) ASC, title ASC, id ASC',
  '-title': 'lower(title) DESC, title DESC, id DESC',
};

type Queryable = Pool | PoolClient;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const query = async <T>(db: Queryable, text: string, values: readonly unknown[]): Promise<T[]> =>
  (await db.query(text, values as unknown[])).rows as T[];

/**
 * The only SQL of squads.tactics. It reads squads.squads (uuid and owner only) to check that a tactic's
 * squad is the caller's; the squads context owns every write to that table.
 */
/** $1 … $11 of both the insert and the update: the row's id, owner and every stored field. */
const rowParameters = (tactic: TacticRow): unknown[] => [
  tactic.id,
  tactic.ownerId,
  tactic.squadUuid,
  tactic.gameYear,
  tactic.title,
  tactic.formationId,
  tactic.defensiveApproachId,
  tactic.customDefensiveApproachValue,
  tactic.buildUpStyleId,
  JSON.stringify(tactic.positionRoles),
  tactic.code,
];

@Injectable()
export class TacticsRepository {
  constructor(@Inject(PG_POOL) readonly pool: Pool) {}

  async one(id: string, db: Queryable = this.pool, forUpdate = false): Promise<StoredTactic | null> {
    const [row] = await query<StoredTactic>(db, `${SELECT} WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [
      id,
    ]);
    return row ?? null;
  }

  byIds(ids: readonly string[], db: Queryable = this.pool, forUpdate = false): Promise<StoredTactic[]> {
    return query<StoredTactic>(
      db,
      `${SELECT} WHERE id = ANY($1::uuid[]) ORDER BY id${forUpdate ? ' FOR UPDATE' : ''}`,
      [[...ids]],
    );
  }

  /** The owners of those of `ids` that are tactics (social's private comments); a non-uuid names none. */
  owners(ids: readonly string[]): Promise<{ id: string; ownerId: string }[]> {
    return query(
      this.pool,
      'SELECT id::text AS id, owner_id AS "ownerId" FROM squads.tactics WHERE id = ANY($1::uuid[])',
      [ids.filter((id) => UUID_PATTERN.test(id))],
    );
  }

  /** The owner's tactics already created under these local guids (a create sent again), by local guid. */
  async byLocalGuids(
    client: PoolClient,
    ownerId: string,
    localGuids: readonly string[],
  ): Promise<Map<string, StoredTactic>> {
    const found = await query<StoredTactic & { localGuid: string }>(
      client,
      `SELECT ${COLUMNS}, local_guid AS "localGuid" FROM squads.tactics WHERE owner_id = $1 AND local_guid = ANY($2::text[])`,
      [ownerId, [...localGuids]],
    );
    return new Map(found.map(({ localGuid, ...tactic }) => [localGuid, tactic]));
  }

  /** The owner's tactics, optionally only the named ones and/or one squad's, in the whitelisted order. */
  ofOwner(
    ownerId: string,
    filter: { guids?: readonly string[]; squadUuid?: string },
    orderBy: TacticOrderBy,
  ): Promise<StoredTactic[]> {
    return rows<StoredTactic>(
      this.pool,
      `${SELECT} WHERE owner_id = $1
         AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))
         AND ($3::uuid IS NULL OR squad_uuid = $3::uuid)
       ORDER BY ${ORDER_SQL[orderBy]}`,
      [ownerId, filter.guids ? [...filter.guids] : null, filter.squadUuid ?? null],
    );
  }

  async page(
    ownerId: string,
    orderBy: TacticOrderBy,
    limit: number,
    offset: number,
  ): Promise<{ data: StoredTactic[]; totalCount: number }> {
    const [data, [count]] = await Promise.all([
      rows<StoredTactic>(
        this.pool,
        `${SELECT} WHERE owner_id = $1 ORDER BY ${ORDER_SQL[orderBy]} LIMIT $2 OFFSET $3`,
        [ownerId, limit, offset],
      ),
      rows<{ count: number }>(
        this.pool,
        'SELECT count(*)::int AS count FROM squads.tactics WHERE owner_id = $1',
        [ownerId],
      ),
    ]);
    return { data, totalCount: count?.count ?? 0 };
  }

  /** Owners of the named squads that exist (squads.squads: read only). */
  async squadOwners(uuids: readonly string[]): Promise<Map<string, string | null>> {
    if (uuids.length === 0) return new Map();
    const found = await rows<{ uuid: string; ownerId: string | null }>(
      this.pool,
      'SELECT uuid, owner_id AS "ownerId" FROM squads.squads WHERE uuid = ANY($1::uuid[])',
      [[...new Set(uuids)]],
    );
    return new Map(found.map((row) => [row.uuid, row.ownerId]));
  }

  /**
   * Serialises the transaction's writes per key (an owner, a squad) until it ends: two saves racing for
   * a squad's last tactic place cannot both see three. Sorted, so two transactions never wait on each other.
   */
  async lock(client: PoolClient, keys: readonly string[]): Promise<void> {
    for (const key of [...new Set(keys)].sort()) {
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`squads.tactics:${key}`]);
    }
  }

  async countOfOwner(client: PoolClient, ownerId: string): Promise<number> {
    const [row] = await query<{ count: number }>(
      client,
      'SELECT count(*)::int AS count FROM squads.tactics WHERE owner_id = $1',
      [ownerId],
    );
    return row?.count ?? 0;
  }

  /** How many tactics each named squad has, leaving out the listed tactics (those being moved). */
  async countBySquad(
    client: PoolClient,
    squadUuids: readonly string[],
    excludingIds: readonly string[] = [],
  ): Promise<Map<string, number>> {
    const found = await query<{ squadUuid: string; count: number }>(
      client,
      `SELECT squad_uuid AS "squadUuid", count(*)::int AS count FROM squads.tactics
        WHERE squad_uuid = ANY($1::uuid[]) AND NOT (id = ANY($2::uuid[]))
        GROUP BY squad_uuid`,
      [[...new Set(squadUuids)], [...excludingIds]],
    );
    return new Map(found.map((row) => [row.squadUuid, row.count]));
  }

  async insert(client: PoolClient, tactic: NewTacticRow): Promise<StoredTactic> {
    await client.query(
      `INSERT INTO squads.tactics (id, owner_id, local_guid, squad_uuid, game_year, title, formation_id,
         defensive_approach_id, custom_defensive_approach_value, build_up_style_id, position_roles, code,
         created_at, updated_at)
       VALUES ($1, $2, $12, $3, $4, $5, $6, $7, $8, $9, $10, $11, clock_timestamp(), clock_timestamp())`,
      [...rowParameters(tactic), tactic.localGuid],
    );
    return (await this.one(tactic.id, client))!;
  }

  async update(client: PoolClient, tactic: TacticRow): Promise<StoredTactic> {
    await client.query(
      `UPDATE squads.tactics SET squad_uuid = $3, game_year = $4, title = $5, formation_id = $6,
         defensive_approach_id = $7, custom_defensive_approach_value = $8, build_up_style_id = $9,
         position_roles = $10, code = $11, updated_at = clock_timestamp()
       WHERE id = $1 AND owner_id = $2`,
      rowParameters(tactic),
    );
    return (await this.one(tactic.id, client))!;
  }

  async delete(id: string, ownerId: string): Promise<boolean> {
    const result = await this.pool.query('DELETE FROM squads.tactics WHERE id = $1 AND owner_id = $2', [
      id,
      ownerId,
    ]);
    return (result.rowCount ?? 0) > 0;
  }
}
