import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { FEED_LIMITS, type FeedCounts, type FeedDateSummary, type FeedEntry } from '@futgg/contracts';
import { GAME_YEAR } from '@futgg/game-rules';
import { PG_POOL, isoDate, isoTimestamp, rows } from '@futgg/service-kit';
import { FeedSource } from './feed-source.js';

const COUNTS = `
  count(*) FILTER (WHERE kind = 'player')::int AS "player",
  count(*) FILTER (WHERE kind = 'evolution')::int AS "evolution",
  count(*) FILTER (WHERE kind = 'sbc')::int AS "sbc",
  count(*) FILTER (WHERE kind = 'objective')::int AS "objective"`;

/**
 * Richness order (spec, section 7 Feed): players, evolutions, SBCs, objectives; within a kind what
 * awards a player first, then the higher rating, then the name and id (a stable order).
 */
export const RICHNESS_ORDER = `CASE kind WHEN 'player' THEN 0 WHEN 'evolution' THEN 1 WHEN 'sbc' THEN 2 ELSE 3 END,
  rewards_player DESC, rating DESC NULLS LAST, name, entity_id`;

type CountsRow = FeedCounts & { date?: string };

@Injectable()
export class FeedRepository {
  private readonly source = new FeedSource();

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** The newest year with feed entries, or the platform's default year. */
  async defaultYear(): Promise<number> {
    const [row] = await rows<{ year: number | null }>(
      this.pool,
      'SELECT max(game_year)::int AS year FROM catalog.feed_entries',
    );
    return row?.year ?? GAME_YEAR.DEFAULT;
  }

  async dates(gameYear: number): Promise<FeedDateSummary[]> {
    const from = await this.source.from(this.pool);
    const found = await rows<CountsRow & { date: string }>(
      this.pool,
      `SELECT ${isoDate('added_on')} AS "date", ${COUNTS}
         FROM ${from} WHERE game_year = $1
        GROUP BY added_on ORDER BY added_on DESC LIMIT $2`,
      [gameYear, FEED_LIMITS.MAX_DATES],
    );
    return found.map(({ date, ...counts }) => ({
      date,
      total: counts.player + counts.evolution + counts.sbc + counts.objective,
      counts,
    }));
  }

  async day(gameYear: number, date: string): Promise<{ counts: FeedCounts; entries: FeedEntry[] }> {
    const from = await this.source.from(this.pool);
    const [counts] = await rows<FeedCounts>(
      this.pool,
      `SELECT ${COUNTS} FROM ${from} WHERE game_year = $1 AND added_on = $2::date`,
      [gameYear, date],
    );
    const entries = await rows<FeedEntry>(
      this.pool,
      `SELECT kind, entity_id AS "entityId", name, url, image_url AS "imageUrl", rating::int AS rating,
              rewards_player AS "rewardsPlayer", program,
              ${isoTimestamp('added_at', 'seconds')} AS "addedAt"
         FROM ${from} WHERE game_year = $1 AND added_on = $2::date
        ORDER BY ${RICHNESS_ORDER} LIMIT $3`,
      [gameYear, date, FEED_LIMITS.MAX_ENTRIES_PER_DAY],
    );
    return { counts: counts!, entries };
  }
}
