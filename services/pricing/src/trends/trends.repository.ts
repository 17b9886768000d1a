import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { PG_POOL, inTransaction } from '@futgg/service-kit';

/** The trend windows, in hours, and the columns they fill. */
export const TREND_WINDOWS = [
  [1, 'price_trend_1h'],
  [3, 'price_trend_3h'],
  [6, 'price_trend_6h'],
  [12, 'price_trend_12h'],
  [24, 'price_trend_24h'],
] as const;

/** Memory a pass may sort and hash in (the transaction's own setting). */
const PASS_WORK_MEM = '128MB';

const refPrice = (hours: number) => `price_${hours}h`;
const refAt = (hours: number) => `l.latest_at - interval '${hours} hours'`;
const WINDOW_COLUMNS = TREND_WINDOWS.map(([, column]) => column).join(', ');

/** An observation's instant in whole seconds since 1970 (31 bits until 2038, 32 until 2106). */
const secondsOf = (row: string) => `floor(date_part('epoch', ${row}.observed_at))::bigint`;
const LOW_32_BITS = 4_294_967_295;
const PRICE_BITS = 16_777_215;
/**
 * Observations packed into one bigint so that one aggregate over the rows answers, with no join back to
 * them (the pass stays linear in the rows read):
 * - newestKey: seconds above the price's 24 bits (the market's highest price, 15,000,000, fits): the
 *   largest is the newest observation, `& PRICE_BITS` its price: a window's reference price;
 * - lowKey / highKey: the price above 32 bits of instant, so the smallest lowKey is the lowest price at
 *   its newest instant, and the largest highKey the highest price at its newest instant.
 * Two observations of one card within the same second: the higher price counts as the later one.
 */
const newestKey = (row: string) => `((${secondsOf(row)} << 24) | ${row}.price)`;
const lowKey = (row: string) => `((${row}.price::bigint << 32) | (${LOW_32_BITS} - ${secondsOf(row)}))`;
const highKey = (row: string) => `((${row}.price::bigint << 32) | ${secondsOf(row)})`;
const priceOfKey = (key: string) => `(${key} >> 32)::integer`;
const lowInstantOfKey = (key: string) => `to_timestamp(${LOW_32_BITS} - (${key} & ${LOW_32_BITS}))`;
const highInstantOfKey = (key: string) => `to_timestamp(${key} & ${LOW_32_BITS})`;

/** The reference price of a window for a card row `k` with `latest_at`: by index, newest first. */
const referenceLookup = (hours: number, k: string) => `(SELECT o.price FROM pricing.price_observations o
              WHERE o.game_year = ${k}.game_year AND o.price_key = ${k}.price_key AND o.ea_id = ${k}.ea_id
                AND o.observed_at <= ${k}.latest_at - interval '${hours} hours'
              ORDER BY o.observed_at DESC LIMIT 1)`;

/** Each card and key with an observation since $1, with its newest one (found through the BRIN index). */
const LATEST_CTE = `latest AS (
  SELECT DISTINCT ON (game_year, price_key, ea_id)
         game_year, price_key, ea_id, observed_at AS latest_at, price AS latest_price, source
  FROM pricing.price_observations
  WHERE observed_at >= $1
  ORDER BY game_year, price_key, ea_id, observed_at DESC
)`;

/** Population standard deviation over the mean × 100, 2 decimals, from n, Σ price and Σ price². */
const fluctuationOf = (n: string, total: string, squares: string) =>
  `round(sqrt(greatest(${n}::numeric * ${squares} - ${total}::numeric * ${total}, 0)) / ${total} * 100, 2)`;

/** The row a pass writes, from a CTE `k` that has every field named here. */
const WRITE_CURRENT = (k: string) => `
INSERT INTO pricing.current_prices AS c (
  game_year, price_key, ea_id, price, observed_at, source, first_observed_at, ${WINDOW_COLUMNS},
  price_fluctuation, observations_24h, low_24h, high_24h, sum_24h, sum_squares_24h, low_at_24h,
  high_at_24h, computed_at)
SELECT ${k}.game_year, ${k}.price_key, ${k}.ea_id, ${k}.latest_price, ${k}.latest_at, ${k}.source, ${k}.first_observed_at,
       ${TREND_WINDOWS.map(([hours]) => `round((${k}.latest_price - ${k}.${refPrice(hours)})::numeric * 100 / ${k}.${refPrice(hours)}, 2)`).join(',\n       ')},
       ${fluctuationOf(`${k}.observations_24h`, `${k}.sum_24h`, `${k}.sum_squares_24h`)},
       ${k}.observations_24h, ${k}.low_24h, ${k}.high_24h, ${k}.sum_24h, ${k}.sum_squares_24h,
       ${k}.low_at_24h, ${k}.high_at_24h, now()
FROM ${k}
ON CONFLICT (game_year, price_key, ea_id) DO UPDATE SET
  price = EXCLUDED.price, observed_at = EXCLUDED.observed_at, source = EXCLUDED.source,
  first_observed_at = least(c.first_observed_at, EXCLUDED.first_observed_at),
  ${TREND_WINDOWS.map(([, column]) => `${column} = EXCLUDED.${column}`).join(', ')},
  price_fluctuation = EXCLUDED.price_fluctuation, observations_24h = EXCLUDED.observations_24h,
  low_24h = EXCLUDED.low_24h, high_24h = EXCLUDED.high_24h, sum_24h = EXCLUDED.sum_24h,
  sum_squares_24h = EXCLUDED.sum_squares_24h, low_at_24h = EXCLUDED.low_at_24h,
  high_at_24h = EXCLUDED.high_at_24h, computed_at = EXCLUDED.computed_at
WHERE c.observed_at <= EXCLUDED.observed_at`;

/**
 * The steady state (docs/pricing.md "Trends"): a card whose history only grew past its current price
 * since the last pass (its current price is at or before $1, the earliest observation stored since)
 * slides its 24-hour window instead of reading it again. Observations entering the window, (previous
 * latest, latest], and leaving it, [previous latest − 24 h, latest − 24 h), are read by the primary
 * key's index; the count, sum and sum of squares move by them (one both entering and leaving, after a
 * gap of over a day, cancels out). The low stays while its newest observation is still inside the
 * window, or is replaced by a lower one entering; when it left and nothing entering is as low, the new
 * low is not known without reading the window: the card is left to the full pass. The high likewise.
 * The references are looked up by index, five per card.
 */
const SLIDING_SQL = `
WITH ${LATEST_CTE},
sliding AS MATERIALIZED (
  SELECT l.*, c.observed_at AS previous_at, c.first_observed_at, c.observations_24h, c.sum_24h,
         c.sum_squares_24h, c.low_24h, c.low_at_24h, c.high_24h, c.high_at_24h
  FROM latest l
  JOIN pricing.current_prices c USING (game_year, price_key, ea_id)
  WHERE c.observed_at <= $1 AND c.observed_at < l.latest_at AND c.sum_24h IS NOT NULL
),
moves AS (
  -- Aggregated beside each card (a lateral subquery, once per card): no join back over the cards.
  SELECT s.*, m.count_delta, m.sum_delta, m.squares_delta,
         ${priceOfKey('m.entering_low')} AS entering_low, ${lowInstantOfKey('m.entering_low')} AS entering_low_at,
         ${priceOfKey('m.entering_high')} AS entering_high, ${highInstantOfKey('m.entering_high')} AS entering_high_at,
         s.low_at_24h >= s.latest_at - interval '24 hours' AS low_stays,
         s.high_at_24h >= s.latest_at - interval '24 hours' AS high_stays
  FROM sliding s
  CROSS JOIN LATERAL (
    SELECT sum(r.sign)::integer AS count_delta,
           sum(r.sign * r.price)::bigint AS sum_delta,
           sum(r.sign * r.price::bigint * r.price)::bigint AS squares_delta,
           min(${lowKey('r')}) FILTER (WHERE r.sign > 0) AS entering_low,
           max(${highKey('r')}) FILTER (WHERE r.sign > 0) AS entering_high
    FROM (
      SELECT e.price, e.observed_at, 1 AS sign FROM pricing.price_observations e
      WHERE e.game_year = s.game_year AND e.price_key = s.price_key AND e.ea_id = s.ea_id
        AND e.observed_at > s.previous_at AND e.observed_at <= s.latest_at
      UNION ALL
      SELECT x.price, x.observed_at, -1 FROM pricing.price_observations x
      WHERE x.game_year = s.game_year AND x.price_key = s.price_key AND x.ea_id = s.ea_id
        AND x.observed_at >= s.previous_at - interval '24 hours' AND x.observed_at < s.latest_at - interval '24 hours'
    ) r
  ) m
),
slid AS (
  SELECT e.game_year, e.price_key, e.ea_id, e.latest_at, e.latest_price, e.source, e.first_observed_at,
         e.observations_24h + e.count_delta AS observations_24h,
         e.sum_24h + e.sum_delta AS sum_24h,
         e.sum_squares_24h + e.squares_delta AS sum_squares_24h,
         CASE WHEN e.low_stays AND e.low_24h <= e.entering_low THEN e.low_24h
              WHEN e.entering_low <= e.low_24h THEN e.entering_low END AS low_24h,
         CASE WHEN e.low_stays AND e.low_24h < e.entering_low THEN e.low_at_24h
              WHEN e.low_stays AND e.low_24h = e.entering_low THEN greatest(e.low_at_24h, e.entering_low_at)
              WHEN e.entering_low <= e.low_24h THEN e.entering_low_at END AS low_at_24h,
         CASE WHEN e.high_stays AND e.high_24h >= e.entering_high THEN e.high_24h
              WHEN e.entering_high >= e.high_24h THEN e.entering_high END AS high_24h,
         CASE WHEN e.high_stays AND e.high_24h > e.entering_high THEN e.high_at_24h
              WHEN e.high_stays AND e.high_24h = e.entering_high THEN greatest(e.high_at_24h, e.entering_high_at)
              WHEN e.entering_high >= e.high_24h THEN e.entering_high_at END AS high_at_24h
  FROM moves e
),
known AS MATERIALIZED (
  SELECT k.*, ${TREND_WINDOWS.map(([hours]) => `${referenceLookup(hours, 'k')} AS ${refPrice(hours)}`).join(',\n         ')}
  FROM slid k
  WHERE k.low_24h IS NOT NULL AND k.high_24h IS NOT NULL
)
${WRITE_CURRENT('known')}`;

/** The cards the full pass reads (see FULL_SQL). */
const PENDING_CTE = `pending AS (
  SELECT l.*, c.first_observed_at AS known_first_at
  FROM latest l
  LEFT JOIN pricing.current_prices c USING (game_year, price_key, ea_id)
  WHERE c.ea_id IS NULL
     OR (c.computed_at <> now()
         AND NOT (c.observed_at = l.latest_at AND c.observed_at <= $1 AND c.sum_24h IS NOT NULL))
)`;

/** How many cards the full pass will read: many, and it reads their rows by one hash join instead. */
const COUNT_PENDING_SQL = `WITH ${LATEST_CTE}, ${PENDING_CTE} SELECT count(*)::integer AS cards FROM pending`;
/**
 * Past this many cards the full pass joins the rows by hash (one sequential read of the window's rows)
 * rather than by an index scan per card: at 40,000 card-keys with 289 rows each the index scans take 45 s
 * and the hash join 20 s; for the few cards of a steady pass the index scans take milliseconds. The
 * planner cannot tell the two apart (the newly observed cards are too recent for its statistics).
 */
const HASH_JOIN_FROM_CARDS = 2_000;

/**
 * The full pass, for every card and key observed since $1 that the sliding pass of the same transaction
 * did not write (`computed_at` is the transaction's `now()` there), except those with nothing new: a
 * card's first prices, observations older than its current price (a late file import), a window whose
 * low or high left it, the first pass over a backfilled history.
 * - stats: those cards' observations from 24 h before $1 on (every row a 24-hour trend or the
 *   fluctuation of such a card can need, when the card has observations that old at all), read once and
 *   grouped per card: each window's reference (the largest newestKey at or before latest − window), the
 *   24-hour count, sum, sum of squares, low and high with their newest instants;
 * - a card whose reference is older than the rows read (first_observed_at says one exists) gets it from
 *   the whole history, by index, one lookup each: rare, since the job runs every minute.
 */
const FULL_SQL = `
WITH ${LATEST_CTE}, ${PENDING_CTE},
stats AS (
  SELECT o.game_year, o.price_key, o.ea_id,
         ${TREND_WINDOWS.map(
           ([hours]) =>
             `max(${newestKey('o')}) FILTER (WHERE o.observed_at <= ${refAt(hours)}) & ${PRICE_BITS} AS read_${hours}h`,
         ).join(',\n         ')},
         min(o.observed_at) AS first_read_at,
         count(*) FILTER (WHERE o.observed_at >= ${refAt(24)})::integer AS observations_24h,
         sum(o.price) FILTER (WHERE o.observed_at >= ${refAt(24)})::bigint AS sum_24h,
         sum(o.price::bigint * o.price) FILTER (WHERE o.observed_at >= ${refAt(24)})::bigint AS sum_squares_24h,
         min(${lowKey('o')}) FILTER (WHERE o.observed_at >= ${refAt(24)}) AS low_key,
         max(${highKey('o')}) FILTER (WHERE o.observed_at >= ${refAt(24)}) AS high_key
  FROM pricing.price_observations o
  JOIN pending l USING (game_year, price_key, ea_id)
  WHERE o.observed_at >= $1::timestamptz - interval '24 hours' AND o.observed_at <= l.latest_at
  GROUP BY o.game_year, o.price_key, o.ea_id
),
bands AS (
  SELECT l.game_year, l.price_key, l.ea_id, l.latest_at, l.latest_price, l.source,
         ${TREND_WINDOWS.map(([hours]) => `s.read_${hours}h`).join(', ')},
         s.observations_24h, s.sum_24h, s.sum_squares_24h,
         ${priceOfKey('s.low_key')} AS low_24h, ${lowInstantOfKey('s.low_key')} AS low_at_24h,
         ${priceOfKey('s.high_key')} AS high_24h, ${highInstantOfKey('s.high_key')} AS high_at_24h,
         least(coalesce(l.known_first_at, s.first_read_at), s.first_read_at) AS first_observed_at
  FROM pending l
  JOIN stats s USING (game_year, price_key, ea_id)
),
known AS MATERIALIZED (
  SELECT b.*,
         ${TREND_WINDOWS.map(
           ([hours]) => `CASE
           WHEN b.read_${hours}h IS NOT NULL THEN b.read_${hours}h::integer
           WHEN b.first_observed_at <= b.latest_at - interval '${hours} hours' THEN ${referenceLookup(hours, 'b')}
         END AS ${refPrice(hours)}`,
         ).join(',\n         ')}
  FROM bands b
)
${WRITE_CURRENT('known')}`;

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

/** Rows a recomputation wrote: by sliding their window, and by reading it whole. */
export interface RecomputedRows {
  slid: number;
  full: number;
}

export interface TrendPass {
  /** The earliest observation stored since the previous pass: where this one started reading. */
  since: Date;
  /** Cards and keys recomputed. */
  recomputed: number;
  /** Of those, the ones whose window slid. */
  slid: number;
  /** Cards and keys that became extinct or came back. */
  extinctFlips: number;
}

@Injectable()
export class TrendsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /**
   * Recomputes every card and key observed since `since`: the sliding pass, then the full one for the
   * cards it left, in one transaction (the full pass tells the slid cards by the transaction's instant).
   * Returns how many rows each wrote.
   */
  async recompute(since: Date, client?: PoolClient): Promise<RecomputedRows> {
    if (!client) return inTransaction(this.pool, (own) => this.recompute(since, own));
    const parameters = [since.toISOString()];
    // Sorting and grouping a day's millions of rows in memory, not in temporary files.
    await client.query(`SET LOCAL work_mem = '${PASS_WORK_MEM}'`);
    const slid = await client.query(SLIDING_SQL, parameters);
    const { rows } = await client.query<{ cards: number }>(COUNT_PENDING_SQL, parameters);
    const many = (rows[0]?.cards ?? 0) >= HASH_JOIN_FROM_CARDS;
    if (many) await client.query('SET LOCAL enable_nestloop = off');
    const full = await client.query(FULL_SQL, parameters);
    if (many) await client.query('SET LOCAL enable_nestloop = DEFAULT');
    return { slid: slid.rowCount ?? 0, full: full.rowCount ?? 0 };
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
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ pending_since: Date | null }>(
        'SELECT pending_since FROM pricing.trend_state WHERE id = 1 FOR UPDATE',
      );
      const since = rows[0]?.pending_since ?? null;
      if (!since) return null;
      const { slid, full } = await this.recompute(since, client);
      const extinct = await client.query(EXTINCT_SQL);
      await client.query('UPDATE pricing.trend_state SET pending_since = NULL WHERE id = 1');
      return { since, recomputed: slid + full, slid, extinctFlips: extinct.rowCount ?? 0 };
    });
  }
}
