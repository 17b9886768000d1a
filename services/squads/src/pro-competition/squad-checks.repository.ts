import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { ProCompetitionProduct, RulesetViolation } from '@futgg/contracts';
import { PG_POOL, rows } from '@futgg/service-kit';

export interface CheckStatsRow {
  eventId: number;
  eventGuid: string;
  name: string;
  checks: number;
  squadsChecked: number;
  squadsPassed: number;
  topViolations: { code: RulesetViolation['code']; count: number }[];
}

/** The only place with SQL for squads.pro_squad_checks: each check asked, for the analytics call. */
@Injectable()
export class SquadChecksRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async record(
    eventId: number,
    squadUuid: string,
    checkedBy: string,
    isPassing: boolean,
    codes: readonly string[],
    checkedAt: Date,
  ): Promise<void> {
    await this.pool.query(
      `INSERT INTO squads.pro_squad_checks (event_id, squad_uuid, checked_by, is_passing, violation_codes, checked_at)
       VALUES ($1, $2, $3, $4, $5::text[], $6)`,
      [eventId, squadUuid, checkedBy, isPassing, codes, checkedAt],
    );
  }

  /**
   * Per event of the product (or the one event `eventId`), newest start first: how many checks, how many
   * distinct squads, how many of those passed at least once, and the `top` most frequent violation codes
   * (each code counted once per check, ties by code).
   */
  async stats(
    product: ProCompetitionProduct,
    eventId: number | null,
    top: number,
    limit: number,
    offset: number,
  ): Promise<{ data: CheckStatsRow[]; totalCount: number }> {
    const where = 'e.product = $1 AND ($2::int IS NULL OR e.id = $2)';
    const [data, [counted]] = await Promise.all([
      rows<CheckStatsRow>(
        this.pool,
        `SELECT e.id AS "eventId", e.guid AS "eventGuid", e.name,
           (SELECT count(*)::int FROM squads.pro_squad_checks c WHERE c.event_id = e.id) AS checks,
           (SELECT count(DISTINCT c.squad_uuid)::int FROM squads.pro_squad_checks c WHERE c.event_id = e.id)
             AS "squadsChecked",
           (SELECT count(DISTINCT c.squad_uuid)::int FROM squads.pro_squad_checks c
             WHERE c.event_id = e.id AND c.is_passing) AS "squadsPassed",
           COALESCE((SELECT json_agg(json_build_object('code', v.code, 'count', v.count) ORDER BY v.count DESC, v.code)
              FROM (SELECT code, count(*)::int AS count
                      FROM squads.pro_squad_checks c, LATERAL (SELECT DISTINCT unnest(c.violation_codes) AS code) u
                     WHERE c.event_id = e.id
                     GROUP BY code ORDER BY count(*) DESC, code LIMIT $3) v), '[]'::json) AS "topViolations"
         FROM squads.pro_events e
         WHERE ${where}
         ORDER BY e.starts_at DESC, e.id DESC
         LIMIT $4 OFFSET $5`,
        [product, eventId, top, limit, offset],
      ),
      rows<{ count: number }>(
        this.pool,
        `SELECT count(*)::int AS count FROM squads.pro_events e WHERE ${where}`,
        [product, eventId],
      ),
    ]);
    return { data, totalCount: counted?.count ?? 0 };
  }
}
