// The trend job (docs/pricing.md "Trends and fluctuation"): TrendsRepository.recompute, the real one,
// over 20,000 cards × 2 price keys with 24 h of history at 5-minute resolution (11.56 million
// observations, generated here by set-based SQL), (a) as the first pass over the whole history and
// (b) in the steady state, after one more 5-minute tick for every card. Baseline in the same run: a naive
// per-card loop (three queries per card and key) computing the same five trends and fluctuation, timed
// on a sample and extrapolated to every card and key. Target: the job under 5 s.
//
// The job is also timed on small histories (SCALES cards, the same 24 h each) to show how its time
// grows with cards, and its answers are compared with the loop's there and, for a sample, at full size.
// Each pass is cut off by a statement timeout.
// Run: npx tsx bench/pricing/trend-job.bench.ts [--timeout=30]
import pg from 'pg';
import { formatBytes, formatCount, importPricing, timed, withPricingDatabase } from './bench-database.js';
import { GAME_YEAR, generateHistory, instantRows, type HistoryShape } from './generate-history.js';

type TrendsModule = typeof import('../../services/pricing/src/trends/trends.repository.js');
type HistoryModule = typeof import('../../services/pricing/src/history/price-history.repository.js');
const { TrendsRepository } = await importPricing<TrendsModule>('trends/trends.repository.ts');
const { PriceHistoryRepository } = await importPricing<HistoryModule>('history/price-history.repository.ts');

const argument = (name: string) => new RegExp(`--${name}=(\\S+)`).exec(process.argv.join(' '))?.[1];
const FULL_CARDS = Number(argument('cards') ?? 20_000);
const SCALES = (argument('scales') ?? '30,60,120').split(',').map(Number);
const TIMEOUT_S = Number(argument('timeout') ?? 30);
const SAMPLE = 1_000; // card-keys the naive loop is timed on at full size
const TARGET_MS = 5_000;

// 24 h at 5 minutes plus the latest instant (289 instants, so the 24-hour trend has its reference):
// 2026-11-19 23:50 … 2026-11-20 23:50; the steady-state tick is 2026-11-20 23:55, in the same day's
// partition as 23 h 55 min of history (the end of a day: the partition the job scans is at its largest).
const shapeOf = (cards: number): HistoryShape => ({
  cards,
  firstEaId: 200_001,
  from: new Date('2026-11-19T23:50:00Z'),
  instants: 289,
  stepMinutes: 5,
  seed: 0.26,
});
const TICK_STEP = 289;
const DAY_PARTITION = 'pricing.price_observations_20261120';
const EPOCH = new Date(0);

const COMPARED = [
  'price',
  'observed_at',
  'first_observed_at',
  'price_trend_1h',
  'price_trend_3h',
  'price_trend_6h',
  'price_trend_12h',
  'price_trend_24h',
  'price_fluctuation',
  'observations_24h',
  'low_24h',
  'high_24h',
] as const;

interface CardKey {
  priceKey: number;
  eaId: number;
}

/**
 * The naive job: for each card and key, its newest observation; then its five references (the last
 * observation at or before latest − window), its 24-hour statistics and its first observation, one
 * query; then the row written. Three round trips per card and key, every one by the primary key's index,
 * as prepared statements (planning them anew per card would double the loop's time).
 */
const naiveRecompute = async (pool: pg.Pool, cards: readonly CardKey[]): Promise<number> => {
  let written = 0;
  for (const { priceKey, eaId } of cards) {
    const key = [GAME_YEAR, priceKey, eaId];
    const {
      rows: [latest],
    } = await pool.query<{ observed_at: Date; price: number; source: number }>({
      name: 'naive-latest',
      text: `SELECT observed_at, price, source FROM pricing.price_observations
             WHERE game_year = $1 AND price_key = $2 AND ea_id = $3 ORDER BY observed_at DESC LIMIT 1`,
      values: key,
    });
    if (!latest) continue;
    const reference = (hours: number) => `(SELECT price FROM pricing.price_observations
         WHERE game_year = $1 AND price_key = $2 AND ea_id = $3 AND observed_at <= $4::timestamptz - interval '${hours} hours'
         ORDER BY observed_at DESC LIMIT 1) AS ref_${hours}h`;
    const {
      rows: [stats],
    } = await pool.query<Record<string, string | number | Date | null>>({
      name: 'naive-stats',
      text: `SELECT ${[1, 3, 6, 12, 24].map(reference).join(', ')},
              (SELECT min(observed_at) FROM pricing.price_observations
               WHERE game_year = $1 AND price_key = $2 AND ea_id = $3) AS first_observed_at,
              count(*) AS n, min(price) AS low, max(price) AS high, avg(price) AS mean, stddev_pop(price) AS sd
       FROM pricing.price_observations
       WHERE game_year = $1 AND price_key = $2 AND ea_id = $3
         AND observed_at >= $4::timestamptz - interval '24 hours' AND observed_at <= $4`,
      values: [...key, latest.observed_at],
    });
    const trend = (parameter: number) =>
      `round(($4::integer - $${parameter}::integer)::numeric * 100 / $${parameter}::integer, 2)`;
    const result = await pool.query({
      name: 'naive-write',
      text: `INSERT INTO pricing.naive_current_prices AS c (game_year, price_key, ea_id, price, observed_at, source,
         first_observed_at, price_trend_1h, price_trend_3h, price_trend_6h, price_trend_12h, price_trend_24h,
         price_fluctuation, observations_24h, low_24h, high_24h, computed_at)
       VALUES ($1, $2, $3, $4::integer, $5, $6, $7, ${[8, 9, 10, 11, 12].map(trend).join(', ')},
               round(($13::numeric / nullif($14::numeric, 0) * 100), 2), $15, $16, $17, now())
       ON CONFLICT (game_year, price_key, ea_id) DO UPDATE SET
         price = EXCLUDED.price, observed_at = EXCLUDED.observed_at, source = EXCLUDED.source,
         first_observed_at = EXCLUDED.first_observed_at, price_trend_1h = EXCLUDED.price_trend_1h,
         price_trend_3h = EXCLUDED.price_trend_3h, price_trend_6h = EXCLUDED.price_trend_6h,
         price_trend_12h = EXCLUDED.price_trend_12h, price_trend_24h = EXCLUDED.price_trend_24h,
         price_fluctuation = EXCLUDED.price_fluctuation, observations_24h = EXCLUDED.observations_24h,
         low_24h = EXCLUDED.low_24h, high_24h = EXCLUDED.high_24h, computed_at = EXCLUDED.computed_at`,
      values: [
        ...key,
        latest.price,
        latest.observed_at,
        latest.source,
        stats!['first_observed_at'],
        stats!['ref_1h'],
        stats!['ref_3h'],
        stats!['ref_6h'],
        stats!['ref_12h'],
        stats!['ref_24h'],
        stats!['sd'],
        stats!['mean'],
        stats!['n'],
        stats!['low'],
        stats!['high'],
      ],
    });
    written += result.rowCount ?? 0;
  }
  return written;
};

/** Every card and key of a shape, or every `every`-th of them. */
const cardKeysOf = (shape: HistoryShape, every = 1): CardKey[] =>
  Array.from({ length: Math.floor(shape.cards / every) }, (_, i) => shape.firstEaId + i * every).flatMap(
    (eaId) => [
      { priceKey: 1, eaId },
      { priceKey: 2, eaId },
    ],
  );

/** The job's rows against the loop's for the same card-keys: how many differ, and a few side by side. */
const compareWithNaive = async (pool: pg.Pool, show: number) => {
  const columns = COMPARED.map((column) => `j.${column} AS job_${column}, n.${column} AS naive_${column}`);
  const { rows } = await pool.query<Record<string, unknown>>(
    `SELECT n.price_key, n.ea_id, ${columns.join(', ')}
     FROM pricing.naive_current_prices n
     LEFT JOIN pricing.current_prices j USING (game_year, price_key, ea_id)
     ORDER BY n.ea_id, n.price_key`,
  );
  const text = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
  const differing = rows.filter((row) =>
    COMPARED.some((column) => text(row[`job_${column}`]) !== text(row[`naive_${column}`])),
  );
  console.error(`  compared ${rows.length} card-keys, job against loop: ${differing.length} differ`);
  for (const row of [...differing, ...rows].slice(0, show)) {
    const fields = COMPARED.filter((column) => !column.endsWith('_at'))
      .map((column) => {
        const [job, naive] = [text(row[`job_${column}`]), text(row[`naive_${column}`])];
        return job === naive
          ? `${column.replace('price_', '')} ${job}`
          : `${column} job ${job} ≠ loop ${naive}`;
      })
      .join(', ');
    console.error(`    card ${row['ea_id']} key ${row['price_key']}: ${fields}`);
  }
  return { compared: rows.length, differing: differing.length };
};

/** A pass of the real job, cut off by the pool's statement timeout. */
const attempt = async (trends: InstanceType<typeof TrendsRepository>, since: Date) => {
  try {
    const { ms, result } = await timed(() => trends.recompute(since));
    return { ms, written: result.slid + result.full, slid: result.slid, finished: true };
  } catch (error) {
    if ((error as { code?: string }).code !== '57014') throw error;
    return { ms: TIMEOUT_S * 1000, written: 0, slid: 0, finished: false };
  }
};

const duration = (ms: number) =>
  ms >= 7_200_000
    ? `${(ms / 3_600_000).toFixed(0)} h`
    : ms >= 120_000
      ? `${(ms / 60_000).toFixed(0)} min`
      : `${(ms / 1000).toFixed(2)} s`;

await withPricingDatabase('trends', async ({ pool, url }) => {
  const history = new PriceHistoryRepository(pool);
  // The job's own pool: the kit's settings plus a statement timeout, so a pass that would run for hours
  // is cut off (the statement is rolled back whole).
  const jobPool = new pg.Pool({
    connectionString: url,
    max: 1,
    statement_timeout: TIMEOUT_S * 1000,
    application_name: 'bench-trends-job',
  });
  const trends = new TrendsRepository(jobPool);
  await pool.query('CREATE TABLE pricing.naive_current_prices (LIKE pricing.current_prices INCLUDING ALL)');
  const reset = () =>
    pool.query('TRUNCATE pricing.price_observations, pricing.current_prices, pricing.naive_current_prices');
  const tickOf = async (shape: HistoryShape) => {
    const rows = await instantRows(pool, shape, TICK_STEP);
    const { ms } = await timed(async () => {
      for (let start = 0; start < rows.length; start += 5_000) {
        await history.insert(GAME_YEAR, 'simulated', rows.slice(start, start + 5_000));
      }
    });
    return { at: rows[0]!.observedAt, rows: rows.length, ms };
  };

  try {
    // 1. Small histories: how the job's time grows, its answers against the loop's, its plan.
    const scaled: { cardKeys: number; first: number; steady: number; naivePerCardKey: number }[] = [];
    for (const cards of SCALES) {
      await reset();
      const shape = shapeOf(cards);
      const generated = await generateHistory(pool, shape, { extraInstants: 1 });
      await pool.query('VACUUM ANALYZE pricing.price_observations');
      const first = await attempt(trends, EPOCH);
      const everyCard = cardKeysOf(shape);
      const naive = await timed(() => naiveRecompute(pool, everyCard));
      console.error(
        `${cards} cards × 2 keys (${formatCount(generated.rows)} observations): first pass ` +
          `${first.finished ? `${first.ms.toFixed(0)} ms, ${first.written} rows written` : `over ${TIMEOUT_S} s (cut off)`}; ` +
          `naive loop ${naive.ms.toFixed(0)} ms for all ${everyCard.length} card-keys`,
      );
      if (first.finished) await compareWithNaive(pool, cards === SCALES[0] ? 3 : 0);
      const tick = await tickOf(shape);
      const steady = await attempt(trends, tick.at);
      await naiveRecompute(pool, everyCard);
      console.error(
        `  steady state (one more tick, ${tick.rows} rows): ` +
          `${steady.finished ? `${steady.ms.toFixed(0)} ms, ${steady.written} rows written (${steady.slid} slid)` : `over ${TIMEOUT_S} s (cut off)`}`,
      );
      if (steady.finished) await compareWithNaive(pool, 0);
      scaled.push({
        cardKeys: everyCard.length,
        first: first.finished ? first.ms : NaN,
        steady: steady.finished ? steady.ms : NaN,
        naivePerCardKey: naive.ms / everyCard.length,
      });
    }

    // 2. The full history: 20,000 cards × 2 keys × 289 instants.
    await reset();
    const shape = shapeOf(FULL_CARDS);
    const cardKeys = FULL_CARDS * 2;
    console.error(`generating ${FULL_CARDS} cards × 2 keys × ${shape.instants} instants …`);
    const generated = await generateHistory(pool, shape, { extraInstants: 1, log: console.error });
    const { ms: analyzeMs } = await timed(() => pool.query('VACUUM ANALYZE pricing.price_observations'));
    console.error(
      `  ${formatCount(generated.rows)} observations in ${generated.seconds.toFixed(0)} s ` +
        `(${formatCount(generated.rows / generated.seconds)} rows/s), VACUUM ANALYZE ${(analyzeMs / 1000).toFixed(0)} s`,
    );
    const sample = cardKeysOf(shape, (FULL_CARDS * 2) / SAMPLE);
    // Warm the loop's prepared statements and the cache on other cards than the sample's.
    await naiveRecompute(
      pool,
      sample.slice(0, 100).map(({ priceKey, eaId }) => ({ priceKey, eaId: eaId + 1 })),
    );
    const fullFirst = await attempt(trends, EPOCH);
    console.error(
      `  first pass: ${fullFirst.finished ? `${fullFirst.ms.toFixed(0)} ms, ${fullFirst.written} rows` : `cut off at ${TIMEOUT_S} s`}`,
    );
    const naiveFirst = await timed(() => naiveRecompute(pool, sample));
    const tick = await tickOf(shape);
    console.error(
      `  tick of ${formatCount(tick.rows)} rows stored by PriceHistoryRepository.insert in ${tick.ms.toFixed(0)} ms`,
    );
    const fullSteady = await attempt(trends, tick.at);
    console.error(
      `  steady state: ${fullSteady.finished ? `${fullSteady.ms.toFixed(0)} ms, ${fullSteady.written} rows (${fullSteady.slid} slid)` : `cut off at ${TIMEOUT_S} s`}`,
    );
    // Only the sample's loop rows after the tick are compared (not the warm-up cards' older ones).
    await pool.query('TRUNCATE pricing.naive_current_prices');
    const naiveSteady = await timed(() => naiveRecompute(pool, sample));
    // The job's rows after the steady pass against the loop's for the sample (sliding at full size).
    const checked = await compareWithNaive(pool, 3);
    const { rows: sizes } = await pool.query<{ rows: string; heap: string; indexes: string; total: string }>(
      `SELECT (SELECT count(*) FROM ${DAY_PARTITION}) AS rows, pg_relation_size('${DAY_PARTITION}') AS heap,
              pg_indexes_size('${DAY_PARTITION}') AS indexes, pg_total_relation_size('${DAY_PARTITION}') AS total`,
    );
    const size = sizes[0]!;

    // The figures.
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const naiveFullFirst = (naiveFirst.ms / sample.length) * cardKeys;
    const naiveFullSteady = (naiveSteady.ms / sample.length) * cardKeys;
    console.log(
      `\nTrend job (TrendsRepository.recompute), ${FULL_CARDS} cards × 2 keys, 24 h at 5 minutes ` +
        `(${formatCount(generated.rows)} observations), statement timeout ${TIMEOUT_S} s:`,
    );
    const outcome = (run: { finished: boolean; ms: number; written: number }, naiveMs: number) =>
      run.finished
        ? `${seconds(run.ms)}, ${formatCount(run.written)} rows written (the naive loop's extrapolated time ` +
          `is ${(naiveMs / run.ms).toFixed(1)}× this)`
        : `did not finish in ${TIMEOUT_S} s (cut off by the statement timeout)`;
    console.log(`  (a) first pass over the whole history: ${outcome(fullFirst, naiveFullFirst)}`);
    console.log(`  (b) steady state, one more tick for every card: ${outcome(fullSteady, naiveFullSteady)}`);
    console.log(
      `  baseline, naive loop (3 queries per card-key), timed on ${sample.length} card-keys and EXTRAPOLATED to ` +
        `${formatCount(cardKeys)}: (a) ${seconds(naiveFullFirst)} (${(naiveFirst.ms / sample.length).toFixed(2)} ms per card-key), ` +
        `(b) ${seconds(naiveFullSteady)} (${(naiveSteady.ms / sample.length).toFixed(2)} ms per card-key)`,
    );
    console.log('  growth of the job with cards (same 24 h per card, every pass finished):');
    for (const [i, row] of scaled.entries()) {
      const previous = scaled[i - 1];
      const exponent = (now: number, before: number) =>
        previous
          ? ` (×${(now / before).toFixed(1)} for ×${(row.cardKeys / previous.cardKeys).toFixed(0)} cards)`
          : '';
      console.log(
        `    ${formatCount(row.cardKeys)} card-keys: first pass ${seconds(row.first)}${exponent(row.first, previous?.first ?? 0)}, ` +
          `steady ${seconds(row.steady)}${exponent(row.steady, previous?.steady ?? 0)}; naive loop ` +
          `${row.naivePerCardKey.toFixed(2)} ms per card-key (job / loop ${(row.steady / (row.naivePerCardKey * row.cardKeys)).toFixed(0)}×)`,
      );
    }
    const last = scaled.at(-1)!;
    const previous = scaled.at(-2);
    if (previous && Number.isFinite(last.steady) && Number.isFinite(previous.steady)) {
      const k = Math.log(last.steady / previous.steady) / Math.log(last.cardKeys / previous.cardKeys);
      const extrapolated = last.steady * (cardKeys / last.cardKeys) ** k;
      console.log(
        `  EXTRAPOLATED steady pass at ${formatCount(cardKeys)} card-keys, time ∝ card-keys^${k.toFixed(2)} (the two ` +
          `largest samples): ≈ ${duration(extrapolated)}, ${formatCount(extrapolated / TARGET_MS)}× the 5 s target, ` +
          `${formatCount(extrapolated / naiveFullSteady)}× the naive loop`,
      );
    }
    console.log(
      `  the steady pass's rows against the loop's for ${formatCount(checked.compared)} sampled card-keys: ` +
        `${checked.differing} differ`,
    );
    console.log(`  target < 5 s: ${fullSteady.finished && fullSteady.ms < TARGET_MS ? 'met' : 'not met'}`);
    console.log(
      `  one full day's partition (${formatCount(Number(size.rows))} rows, written an hour per statement card by card, ` +
        `a denser key than a live feed's: history-size.bench.ts): ${formatBytes(Number(size.total))} ` +
        `(heap ${formatBytes(Number(size.heap))}, primary key ${formatBytes(Number(size.indexes))}), ` +
        `${(Number(size.total) / Number(size.rows)).toFixed(1)} bytes per observation`,
    );
  } finally {
    await jobPool.end();
  }
});
