import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { SquadFlags } from '@futgg/contracts';
import { PG_POOL, isoTimestamp, limitOffsetOf, rows } from '@futgg/service-kit';
import type { SquadContent, StoredSquad } from './stored-squad.js';

const COLUMNS = `uuid, owner_id AS "ownerId", game_year AS "gameYear", title, version,
    formation_id AS "formationId", manager_league_ea_id AS "managerLeagueEaId",
    manager_nation_ea_id AS "managerNationEaId", substitute_count AS "substituteCount",
    reserve_count AS "reserveCount", positions, evolved_cards AS "evolvedCards", flags,
    ${isoTimestamp('created_at')} AS "createdAt",
    ${isoTimestamp('updated_at')} AS "updatedAt"`;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const NO_FLAGS: SquadFlags = { isReadOnly: false, isCurrent: false, isPartnerSite: false, isWebview: false };

// Flags are stored as given (absent ones are false), so a flag added later needs no migration of rows.
const withFlags = (row: StoredSquad): StoredSquad => ({ ...row, flags: { ...NO_FLAGS, ...row.flags } });

const contentValues = (content: SquadContent): unknown[] => [
  content.gameYear,
  content.title,
  content.formationId,
  content.managerLeagueEaId,
  content.managerNationEaId,
  content.substituteCount,
  content.reserveCount,
  JSON.stringify(content.positions),
  JSON.stringify(content.evolvedCards),
];

/** The only place with SQL for squads.squads; every write is scoped by the owner. */
@Injectable()
export class SquadsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async one(uuid: string): Promise<StoredSquad | null> {
    const [row] = await rows<StoredSquad>(this.pool, `SELECT ${COLUMNS} FROM squads.squads WHERE uuid = $1`, [
      uuid,
    ]);
    return row ? withFlags(row) : null;
  }

  async insert(
    uuid: string,
    ownerId: string,
    content: SquadContent,
    flags: Partial<SquadFlags>,
  ): Promise<StoredSquad> {
    const [row] = await rows<StoredSquad>(
      this.pool,
      `INSERT INTO squads.squads
         (uuid, owner_id, version, game_year, title, formation_id, manager_league_ea_id, manager_nation_ea_id,
          substitute_count, reserve_count, positions, evolved_cards, flags)
       VALUES ($1, $2, 1, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       RETURNING ${COLUMNS}`,
      [uuid, ownerId, ...contentValues(content), JSON.stringify(flags)],
    );
    return withFlags(row!);
  }

  /**
   * The save of a squad read at `version`, as one conditional statement: only the owner's, only while not
   * read-only, only if nobody saved since. Null when any of those fails: nothing was written, and the
   * caller reads the row again to tell which (two racing saves of one version: exactly one passes).
   */
  async update(
    uuid: string,
    ownerId: string,
    version: number,
    content: SquadContent,
    flags: Partial<SquadFlags>,
  ): Promise<StoredSquad | null> {
    const [row] = await rows<StoredSquad>(
      this.pool,
      `UPDATE squads.squads SET
         game_year = $4, title = $5, formation_id = $6, manager_league_ea_id = $7, manager_nation_ea_id = $8,
         substitute_count = $9, reserve_count = $10, positions = $11, evolved_cards = $12,
         flags = flags || $13::jsonb, version = version + 1, updated_at = now()
       WHERE uuid = $1 AND owner_id = $2 AND version = $3 AND NOT flags @> '{"isReadOnly": true}'
       RETURNING ${COLUMNS}`,
      [uuid, ownerId, version, ...contentValues(content), JSON.stringify(flags)],
    );
    return row ? withFlags(row) : null;
  }

  /** The owners of those of `ids` that are squads (social's private comments); a non-uuid names none. */
  owners(ids: readonly string[]): Promise<{ id: string; ownerId: string }[]> {
    const uuids = ids.filter((id) => UUID_PATTERN.test(id));
    return rows(
      this.pool,
      'SELECT uuid::text AS id, owner_id AS "ownerId" FROM squads.squads WHERE uuid = ANY($1::uuid[])',
      [uuids],
    );
  }

  /** Deletes the owner's squad unless read-only; false when nothing was deleted. */
  async remove(uuid: string, ownerId: string): Promise<boolean> {
    const result = await this.pool.query(
      `DELETE FROM squads.squads WHERE uuid = $1 AND owner_id = $2 AND NOT flags @> '{"isReadOnly": true}'`,
      [uuid, ownerId],
    );
    return (result.rowCount ?? 0) > 0;
  }

  /** The owner's squads, last saved first. */
  async ofOwner(
    ownerId: string,
    page: { page: number; pageSize: number },
  ): Promise<{ data: StoredSquad[]; totalCount: number }> {
    const { limit, offset } = limitOffsetOf(page);
    const [data, [count]] = await Promise.all([
      rows<StoredSquad>(
        this.pool,
        `SELECT ${COLUMNS} FROM squads.squads WHERE owner_id = $1
         ORDER BY updated_at DESC, uuid LIMIT $2 OFFSET $3`,
        [ownerId, limit, offset],
      ),
      rows<{ count: number }>(
        this.pool,
        'SELECT count(*)::int AS count FROM squads.squads WHERE owner_id = $1',
        [ownerId],
      ),
    ]);
    return { data: data.map(withFlags), totalCount: count?.count ?? 0 };
  }

  /** The cards of the owner's squads flagged current (every group), for the SBC solver to keep. */
  async currentSquadCards(ownerId: string, gameYear: number): Promise<number[]> {
    const found = await rows<{ eaId: number }>(
      this.pool,
      `SELECT DISTINCT (position->>'playerEaId')::int AS "eaId"
         FROM squads.squads, jsonb_array_elements(positions) AS position
        WHERE owner_id = $1 AND game_year = $2 AND flags @> '{"isCurrent": true}'
          AND position->>'playerEaId' IS NOT NULL`,
      [ownerId, gameYear],
    );
    return found.map((row) => row.eaId);
  }
}
