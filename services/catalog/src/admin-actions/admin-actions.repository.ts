import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { AdminAction, AdminAuditLog } from '@futgg/contracts';
import { PG_POOL, inTransaction, isoTimestamp, rows } from '@futgg/service-kit';
import { recordPlayerAdditions } from '../feed/feed-recorder.js';

export interface AuditRow {
  auditId: number;
  at: string;
}

const AT = isoTimestamp('at');

@Injectable()
export class AdminActionsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async audit(
    actorId: string,
    action: AdminAction,
    parameters: Record<string, unknown>,
    outcome: 'succeeded' | 'failed',
    detail: string,
  ): Promise<AuditRow> {
    const [row] = await rows<AuditRow>(
      this.pool,
      `INSERT INTO catalog.admin_action_audit (actor_id, action, parameters, outcome, detail)
       VALUES ($1, $2, $3::jsonb, $4, $5) RETURNING id::int AS "auditId", ${AT} AS "at"`,
      [actorId, action, JSON.stringify(parameters), outcome, detail],
    );
    return row!;
  }

  log(limit: number): Promise<AdminAuditLog> {
    return rows(
      this.pool,
      `SELECT id::int AS "auditId", actor_id AS "actorId", action, parameters, outcome, detail, ${AT} AS "at"
         FROM catalog.admin_action_audit ORDER BY id DESC LIMIT $1`,
      [limit],
    );
  }

  /** The years the catalog holds cards of. */
  async years(): Promise<number[]> {
    const found = await rows<{ year: number }>(
      this.pool,
      'SELECT DISTINCT game_year::int AS year FROM catalog.player_items ORDER BY 1',
    );
    return found.map((row) => row.year);
  }

  /**
   * Writes a day's card entries again from the cards the catalog holds (created that day), in one
   * transaction. The day's evolutions stay (the evolutions service is their source, recorded when the
   * season is loaded); SBC sets and objective groups are read from their own tables, never stored here.
   */
  rebuildFeedDay(gameYear: number, day: string): Promise<{ removed: number; players: number }> {
    return inTransaction(this.pool, async (client) => {
      const removed = await client.query(
        `DELETE FROM catalog.feed_entries
          WHERE game_year = $1 AND added_on = $2::date AND kind = 'player'`,
        [gameYear, day],
      );
      const players = await recordPlayerAdditions(client, gameYear, { day });
      return { removed: removed.rowCount ?? 0, players };
    });
  }
}
