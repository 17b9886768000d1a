import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@futgg/service-kit';

/** The trend windows, in hours, and the columns they fill. */
export const TREND_WINDOWS = [
  [1, 'price_trend_1h'],
  [3, 'price_trend_3h'],
  [6, 'price_trend_6h'],
  [12, 'price_trend_12h'],
  [24, 'price_trend_24h'],
] as const;

const refPrice = (hours: number) => `price_${hours}h`;
const refAt = (hours: number) => `l.latest_at - interval '${hours} hours'`;

/**
 * One set-based pass over the recent history (docs/pricing.md "Trends"):
 * - latest: each card and key with an observation since `since`, its newest observation;
 * - stats: those cards' observations from 24 h before `since` on (every row a 24-hour trend or the
 *   fluctuation of such a card can need, when the card has observations that old at all), read once and
 *   grouped per card: for each window the price of the newest observation at or before latest − window
 *   (the largest [instant, price] pair, so no join back to the rows: the pass stays linear in them),
 *   and the 24-hour statistics;
 * - a card whose reference is older than the rows read (first_observed_at says one exists) gets it from
 *   the whole history, by index, one lookup each: rare, since the job runs every minute.
 * Trend: (latest − reference) / reference × 100, 2 decimals, null without a reference. Fluctuation: the
 * population standard deviation over the mean × 100 of the observations in [latest − 24 h, latest].
 */
const TRENDS_SQL = `
WITH latest AS (
  SELECT DISTINCT ON (game_year, price_key, ea_id)
         game_year, price_key, ea_id, observed_at AS latest_at, price AS latest_price, source
  FROM pricing.price_observations
  WHERE observed_at >= $1
  ORDER BY game_year, price_key, ea_id, observed_at DESC
),
stats AS (
  SELECT o.game_year, o.price_key, o.ea_id,
         ${TREND_WINDOWS.map(
           ([hours]) =>
             `(max(ARRAY[(extract(epoch FROM o.observed_at) * 1000000)::bigint, o.price::bigint]) FILTER (WHERE o.observed_at <= ${refAt(hours)}))[2] AS ${refPrice(hours)}`,
         ).join(',\n         ')},
         min(o.observed_at) AS first_read_at,
         count(*) FILTER (WHERE o.observed_at >= ${refAt(24)}) AS observations_24h,
         min(o.price) FILTER (WHERE o.observed_at >= ${refAt(24)}) AS low_24h,
         max(o.price) FILTER (WHERE o.observed_at >= ${refAt(24)}) AS high_24h,
         avg(o.price) FILTER (WHERE o.observed_at >= ${refAt(24)}) AS mean_24h,
         stddev_pop(o.price) FILTER (WHERE o.observed_at >= ${refAt(24)}) AS sd_24h
  FROM pricing.price_observations o
  JOIN latest l USING (game_year, price_key, ea_id)
  WHERE o.observed_at >= $1::timestamptz - interval '24 hours' AND o.observed_at <= l.latest_at
  GROUP BY o.game_year, o.price_key, o.ea_id
),
known AS (
  SELECT l.game_year, l.price_key, l.ea_id, l.latest_at, l.latest_price, l.source,
         ${TREND_WINDOWS.map(([hours]) => `s.${refPrice(hours)}`).join(', ')},
         s.observations_24h, s.low_24h, s.high_24h, s.mean_24h, s.sd_24h,
         least(coalesce(c.first_observed_at, s.first_read_at), s.first_read_at) AS first_observed_at
  FROM latest l
  JOIN stats s USING (game_year, price_key, ea_id)
  LEFT JOIN pricing.current_prices c USING (game_year, price_key, ea_id)
),
refs AS (
  SELECT k.game_year, k.price_key, k.ea_id,
         ${TREND_WINDOWS.map(
           ([hours]) => `CASE
           WHEN k.${refPrice(hours)} IS NOT NULL THEN k.${refPrice(hours)}
           WHEN k.first_observed_at <= k.latest_at - interval '${hours} hours' THEN
             (SELECT o.price FROM pricing.price_observations o
              WHERE o.game_year = k.game_year AND o.price_key = k.price_key AND o.ea_id = k.ea_id
                AND o.observed_at <= k.latest_at - interval '${hours} hours'
              ORDER BY o.observed_at DESC LIMIT 1)
         END AS ${refPrice(hours)}`,
         ).join(',\n         ')}
  FROM known k
)
INSERT INTO pricing.current_prices AS c (
  game_year, price_key, ea_id, price, observed_at, source, first_observed_at,
  ${TREND_WINDOWS.map(([, column]) => column).join(', ')},
  price_fluctuation, observations_24h, low_24h, high_24h, computed_at)
SELECT k.game_year, k.price_key, k.ea_id, k.latest_price, k.latest_at, k.source, k.first_observed_at,
       ${TREND_WINDOWS.map(([hours]) => `round((k.latest_price - r.${refPrice(hours)})::numeric * 100 / r.${refPrice(hours)}, 2)`).join(',\n       ')},
       round((k.sd_24h / nullif(k.mean_24h, 0) * 100)::numeric, 2),
       k.observations_24h, k.low_24h, k.high_24h, now()
FROM known k
JOIN refs r USING (game_year, price_key, ea_id)
ON CONFLICT (game_year, price_key, ea_id) DO UPDATE SET
  price = EXCLUDED.price, observed_at = EXCLUDED.observed_at, source = EXCLUDED.source,
  first_observed_at = least(c.first_observed_at, EXCLUDED.first_observed_at),
  ${TREND_WINDOWS.map(([, column]) => `${column} = EXCLUDED.${column}`).join(', ')},
  price_fluctuation = EXCLUDED.price_fluctuation, observations_24h = EXCLUDED.observations_24h,
  low_24h = EXCLUDED.low_24h, high_24h = EXCLUDED.high_24h, computed_at = EXCLUDED.computed_at
WHERE c.observed_at <= EXCLUDED.observed_at`;

/**
 * Cards on the market with no listing in the 24 hours before their key's newest observation become
 * extinct, and come back when observed again; only the flips are written (and so published).
 */
const EXTINCT_SQL = `
WITH market AS (
  SELECT game_year, price_key, max(observed_at) AS latest FROM pricing.current_prices GROUP BY 1, 2
)
UPDATE pricing.current_prices c
SET is_extinct = NOT c.is_extinct, computed_at = now()
FROM market m
WHERE c.game_year = m.game_year AND c.price_key = m.price_key
  AND c.is_extinct <> (c.observed_at < m.latest - interval '24 hours')`;

export interface TrendPass {
  /** The earliest observation stored since the previous pass: where this one started reading. */
  since: Date;
  /** Cards and keys recomputed. */
  recomputed: number;
  /** Cards and keys that became extinct or came back. */
  extinctFlips: number;
}

@Injectable()
export class TrendsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Recomputes every card and key observed since `since`; returns how many rows it wrote. */
  async recompute(since: Date, client: Pick<Pool, 'query'> = this.pool): Promise<number> {
    const result = await client.query(TRENDS_SQL, [since.toISOString()]);
    return result.rowCount ?? 0;
  }

  /** Records that observations from `earliest` on were stored: the next pass reads from there. */
  async markPending(earliest: Date): Promise<void> {
    await this.pool.query(
      `UPDATE pricing.trend_state SET pending_since = least(coalesce(pending_since, $1), $1) WHERE id = 1`,
      [earliest.toISOString()],
    );
  }

  /**
   * The trend job's pass: takes the pending mark (locking it, so passes run one at a time and an
   * ingestion that marks meanwhile waits for this pass and is read by the next), recomputes, updates the
   * extinct flags and clears the mark, in one transaction: a pass that fails leaves the mark for its
   * retry. Null when nothing was stored since the last pass.
   */
  async runPass(): Promise<TrendPass | null> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ pending_since: Date | null }>(
        'SELECT pending_since FROM pricing.trend_state WHERE id = 1 FOR UPDATE',
      );
      const since = rows[0]?.pending_since ?? null;
      if (!since) {
        await client.query('COMMIT');
        return null;
      }
      const recomputed = await this.recompute(since, client);
      const extinct = await client.query(EXTINCT_SQL);
      await client.query('UPDATE pricing.trend_state SET pending_since = NULL WHERE id = 1');
      await client.query('COMMIT');
      return { since, recomputed, extinctFlips: extinct.rowCount ?? 0 };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
