// A price history written straight into pricing.price_observations by set-based SQL (INSERT … SELECT over
// generate_series), for benchmarks that need millions of rows fast. Not the ingestion path: that one is
// measured by ingest-throughput.bench.ts. The day partitions come from the service's own
// ensureDayPartitions, as its insert() would create them.
//
// Prices: each card's long-run price from the simulated market (basePriceOf: the rating's level times
// the card's demand), PC 8 % above console; moving as a random walk (log-normal steps, the market's
// median daily move of ≈ 3 %, i.e. σ ≈ 4.4 % a day, scaled by √step) shared by groups of cards
// (WALKS distinct walks, each card with its own amplitude and direction), plus a little noise per
// observation, and rounded to the market's price grid. The order the rows go in decides how full the
// primary key's pages end up, so it is a choice (WriteOrder).
import { basePriceOf } from '@futgg/game-data';
import type { Pool, PoolClient } from 'pg';
import { importPricing } from './bench-database.js';

type DayPartitionsModule = typeof import('../../services/pricing/src/history/day-partitions.js');

export const GAME_YEAR = 26;
const WALKS = 500;
const DAILY_LOG_SD = 0.044;
const NOISE_LOG_SD = 0.002;

/**
 * - `feed`: instant by instant, every card and key at each (a live feed), an hour of instants per statement;
 * - `hour-by-card`: an hour of instants per statement, card by card inside it: the same index pages as
 *   `feed`, each touched once per statement instead of once per instant, which keeps generation fast once
 *   the index outgrows shared_buffers; the index comes out denser than a feed's;
 * - `card`: card by card over the whole range, in one statement (a backfill): the densest index.
 */
export type WriteOrder = 'feed' | 'hour-by-card' | 'card';

export interface HistoryShape {
  /** Cards firstEaId … firstEaId + cards − 1, each with both price keys. */
  cards: number;
  firstEaId: number;
  /** The first instant, on the step's grid. */
  from: Date;
  /** Instants written: from, from + step, … */
  instants: number;
  stepMinutes: number;
  /** setseed() value in (−1, 1): the same shape and seed give the same rows. */
  seed: number;
}

/** The market's price grid in SQL (market-steps.ts), from 200 (the lowest Buy Now) to 15,000,000. */
const ON_GRID = (price: string) => `least(15000000, greatest(200, CASE
  WHEN ${price} <= 1000 THEN round(${price} / 50) * 50
  WHEN ${price} <= 10000 THEN round(${price} / 100) * 100
  WHEN ${price} <= 50000 THEN round(${price} / 250) * 250
  WHEN ${price} <= 100000 THEN round(${price} / 500) * 500
  ELSE round(${price} / 1000) * 1000 END))::integer`;

/** A standard normal draw per row (Box–Muller over random()). */
const NORMAL = 'sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random())';

const cardsOf = (shape: HistoryShape) =>
  Array.from({ length: shape.cards }, (_, i) => {
    const eaId = shape.firstEaId + i;
    // A spread of ratings and versions like the catalog's: mostly base cards 60–91, a fifth specials.
    const overall = 60 + ((eaId * 7919) % 32);
    return { eaId, base: basePriceOf({ eaId, overall, isSpecial: eaId % 5 === 0 }, 26) };
  });

/**
 * Writes the history (and the walks for `extraInstants` more steps, for a later tick) on one connection,
 * in the given order (default `hour-by-card`). Returns the rows written and the seconds it took.
 */
export const generateHistory = async (
  pool: Pool,
  shape: HistoryShape,
  options: { extraInstants?: number; order?: WriteOrder; log?: (line: string) => void } = {},
): Promise<{ rows: number; seconds: number }> => {
  const started = performance.now();
  const { ensureDayPartitions, dayOf } =
    await importPricing<DayPartitionsModule>('history/day-partitions.ts');
  const stepMs = shape.stepMinutes * 60_000;
  const totalInstants = shape.instants + (options.extraInstants ?? 0);
  const days = Array.from({ length: shape.instants }, (_, i) =>
    dayOf(new Date(shape.from.getTime() + i * stepMs)),
  );
  await ensureDayPartitions(pool, days);

  const client = await pool.connect();
  try {
    await client.query("SET work_mem = '256MB'");
    await client.query('CREATE SCHEMA IF NOT EXISTS bench');
    await client.query(`SELECT setseed(${shape.seed})`);
    await prepareWalks(client, shape, totalInstants);
    const cards = cardsOf(shape);
    await client.query('DROP TABLE IF EXISTS bench.cards');
    await client.query(
      `CREATE TABLE bench.cards AS
       SELECT ea_id, base, ea_id % ${WALKS} AS walk,
              (CASE WHEN random() < 0.5 THEN -1 ELSE 1 END) * (0.5 + random()) AS amplitude
       FROM unnest($1::integer[], $2::float8[]) AS c (ea_id, base)`,
      [cards.map((card) => card.eaId), cards.map((card) => card.base)],
    );
    const order = options.order ?? 'hour-by-card';
    const perStatement = order === 'card' ? shape.instants : Math.max(1, Math.round(60 / shape.stepMinutes));
    let rows = 0;
    for (let first = 0; first < shape.instants; first += perStatement) {
      const last = Math.min(shape.instants, first + perStatement) - 1;
      const result = await client.query(
        `INSERT INTO pricing.price_observations (game_year, price_key, ea_id, observed_at, price, source)
         SELECT ${GAME_YEAR}, k.price_key, c.ea_id, $1::timestamptz + s.step * $2::interval,
                ${ON_GRID(`c.base * k.factor * exp(c.amplitude * w.deviation + ${NOISE_LOG_SD} * ${NORMAL})`)}, 1
         FROM generate_series($3::integer, $4::integer) AS s (step)
         CROSS JOIN (VALUES (1, 1.0), (2, 1.08)) AS k (price_key, factor)
         CROSS JOIN bench.cards c
         JOIN bench.walks w ON w.walk = c.walk AND w.step = s.step
         ORDER BY ${order === 'feed' ? 's.step, k.price_key, c.ea_id' : 'k.price_key, c.ea_id, s.step'}`,
        [shape.from.toISOString(), `${shape.stepMinutes} minutes`, first, last],
      );
      rows += result.rowCount ?? 0;
      if (options.log && (first / perStatement) % 6 === 5) {
        options.log(
          `  … ${rows.toLocaleString('en')} rows (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
    }
    return { rows, seconds: (performance.now() - started) / 1000 };
  } finally {
    client.release();
  }
};

/** WALKS random walks of log price, one value per instant (0 at the first). */
const prepareWalks = async (client: PoolClient, shape: HistoryShape, instants: number) => {
  const stepSd = DAILY_LOG_SD * Math.sqrt(shape.stepMinutes / 1440);
  await client.query('DROP TABLE IF EXISTS bench.walks');
  await client.query(
    `CREATE TABLE bench.walks AS
     SELECT walk, step, sum(move) OVER (PARTITION BY walk ORDER BY step) AS deviation
     FROM (SELECT walk, step, CASE WHEN step = 0 THEN 0 ELSE ${stepSd} * ${NORMAL} END AS move
           FROM generate_series(0, ${WALKS - 1}) AS walk, generate_series(0, ${instants - 1}) AS step) moves`,
  );
  await client.query('CREATE INDEX ON bench.walks (walk, step)');
  await client.query('ANALYZE bench.walks');
};

/**
 * The rows of one more instant (step `step` of the walks of the last generateHistory, kept in the
 * database's `bench` schema), as observations for PriceHistoryRepository.insert.
 */
export const instantRows = async (
  pool: Pool,
  shape: HistoryShape,
  step: number,
): Promise<
  { eaId: number; priceKey: 'console' | 'pc'; price: number; observedAt: Date; index: number }[]
> => {
  const { rows } = await pool.query<{ price_key: number; ea_id: number; price: number }>(
    `SELECT k.price_key, c.ea_id,
              ${ON_GRID(`c.base * k.factor * exp(c.amplitude * w.deviation + ${NOISE_LOG_SD} * ${NORMAL})`)} AS price
       FROM (VALUES (1, 1.0), (2, 1.08)) AS k (price_key, factor)
       CROSS JOIN bench.cards c
       JOIN bench.walks w ON w.walk = c.walk AND w.step = $1
       ORDER BY k.price_key, c.ea_id`,
    [step],
  );
  const observedAt = new Date(shape.from.getTime() + step * shape.stepMinutes * 60_000);
  return rows.map((row, index) => ({
    eaId: row.ea_id,
    priceKey: row.price_key === 1 ? 'console' : 'pc',
    price: row.price,
    observedAt,
    index: index % 5_000,
  }));
};
