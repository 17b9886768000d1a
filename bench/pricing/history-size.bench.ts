// The price history's size on disk (docs/pricing.md "Observations", "Retention"): one UTC day's partition
// of pricing.price_observations (table + primary key, pg_total_relation_size, after VACUUM ANALYZE) for
// two card counts and two resolutions, written as a live feed writes it (instant by instant); the same
// day written in the two other orders the benchmarks and a backfill use; then each day rolled up to
// hourly rows by the real RetentionRepository, with the hourly partition's growth per day. The baseline
// for the size is the rows' own data: 22 bytes of columns per observation.
// Run: npx tsx bench/pricing/history-size.bench.ts
import { formatBytes, formatCount, importPricing, timed, withPricingDatabase } from './bench-database.js';
import { generateHistory, type HistoryShape, type WriteOrder } from './generate-history.js';

type RetentionModule = typeof import('../../services/pricing/src/history/retention.repository.js');
const { RetentionRepository } = await importPricing<RetentionModule>('history/retention.repository.ts');

const DAY_MS = 86_400_000;
/** game_year, price_key (smallint), ea_id, price (integer), observed_at (timestamptz), source (smallint). */
const COLUMN_BYTES = 2 + 2 + 4 + 4 + 8 + 2;
const FULL_CARDS = 20_000;
const RAW_DAYS = 7;
const HOURLY_DAYS = 90;

interface Sample {
  cards: number;
  stepMinutes: number;
  order: WriteOrder;
  day: string;
}

// Each sample fills its own UTC day (so each is one partition); the days are in the order they are rolled up.
const SAMPLES: Sample[] = [
  { cards: 500, stepMinutes: 5, order: 'feed', day: '2026-11-10' },
  { cards: 1_000, stepMinutes: 5, order: 'feed', day: '2026-11-11' },
  { cards: 500, stepMinutes: 1, order: 'feed', day: '2026-11-12' },
  { cards: 1_000, stepMinutes: 1, order: 'feed', day: '2026-11-13' },
  { cards: 1_000, stepMinutes: 5, order: 'hour-by-card', day: '2026-11-14' },
  { cards: 1_000, stepMinutes: 5, order: 'card', day: '2026-11-15' },
];

const partitionOf = (day: string) => `pricing.price_observations_${day.replace(/-/g, '')}`;

await withPricingDatabase('history_size', async ({ pool }) => {
  const retention = new RetentionRepository(pool);
  const sizeOf = async (relation: string) => {
    const { rows } = await pool.query<{ heap: string; indexes: string; total: string; rows: string }>(
      `SELECT pg_relation_size($1) AS heap, pg_indexes_size($1) AS indexes, pg_total_relation_size($1) AS total,
              (SELECT count(*) FROM ${relation}) AS rows`,
      [relation],
    );
    const row = rows[0]!;
    return {
      heap: Number(row.heap),
      indexes: Number(row.indexes),
      total: Number(row.total),
      rows: Number(row.rows),
    };
  };

  const measured: (Sample & Awaited<ReturnType<typeof sizeOf>> & { seconds: number })[] = [];
  for (const [i, sample] of SAMPLES.entries()) {
    const shape: HistoryShape = {
      cards: sample.cards,
      firstEaId: 300_001,
      from: new Date(`${sample.day}T00:00:00Z`),
      instants: 1440 / sample.stepMinutes,
      stepMinutes: sample.stepMinutes,
      seed: 0.1 + i / 100,
    };
    const generated = await generateHistory(pool, shape, { order: sample.order });
    await pool.query(`VACUUM ANALYZE ${partitionOf(sample.day)}`);
    const size = await sizeOf(partitionOf(sample.day));
    measured.push({ ...sample, ...size, seconds: generated.seconds });
    console.error(
      `${sample.day}: ${sample.cards} cards × 2 keys every ${sample.stepMinutes} min (${sample.order}): ` +
        `${formatCount(size.rows)} rows in ${generated.seconds.toFixed(1)} s, ${formatBytes(size.total)}`,
    );
  }

  // Roll each day up to hourly rows with the retention job, one day per run (its `now` the next midnight,
  // nothing kept raw), and measure what the hourly partition grew by.
  const hourly = 'pricing.price_hourly_202611';
  const rolled: { day: string; hourlyRows: number; hourlyBytes: number; ms: number }[] = [];
  let before = { total: 0, rows: 0 };
  for (const sample of SAMPLES) {
    const now = new Date(Date.parse(`${sample.day}T00:00:00Z`) + DAY_MS + 60_000);
    const { ms, result } = await timed(() => retention.apply({ rawDays: 0, hourlyDays: 3650 }, now));
    await pool.query(`VACUUM ANALYZE ${hourly}`);
    const after = await sizeOf(hourly);
    rolled.push({
      day: sample.day,
      hourlyRows: after.rows - before.rows,
      hourlyBytes: after.total - before.total,
      ms,
    });
    console.error(`rolled up ${result.rawDays.join(', ')} in ${ms.toFixed(0)} ms`);
    before = after;
  }

  console.log(`\nOne UTC day of pricing.price_observations (one partition), after VACUUM ANALYZE:`);
  console.log(
    '  cards | every | written as   | rows/day   | table     | primary key | total     | bytes/row (× the 22 B of columns) | hourly rows | hourly size | roll-up',
  );
  for (const [i, row] of measured.entries()) {
    const up = rolled[i]!;
    console.log(
      `  ${formatCount(row.cards).padStart(5)} | ${`${row.stepMinutes} min`.padEnd(5)} | ${row.order.padEnd(12)} | ` +
        `${formatCount(row.rows).padStart(10)} | ${formatBytes(row.heap).padStart(9)} | ${formatBytes(row.indexes).padStart(11)} | ` +
        `${formatBytes(row.total).padStart(9)} | ${(row.total / row.rows).toFixed(1)} (${(row.total / row.rows / COLUMN_BYTES).toFixed(1)}×; ` +
        `table ${(row.heap / row.rows).toFixed(1)}, key ${(row.indexes / row.rows).toFixed(1)}) | ` +
        `${formatCount(up.hourlyRows).padStart(11)} | ${formatBytes(up.hourlyBytes).padStart(11)} | ${(up.ms / 1000).toFixed(1)} s`,
    );
  }
  const perRow = (rows: typeof measured) =>
    rows.reduce((sum, row) => sum + row.total, 0) / rows.reduce((sum, row) => sum + row.rows, 0);
  const feedBytes = (stepMinutes: number) =>
    perRow(measured.filter((row) => row.order === 'feed' && row.stepMinutes === stepMinutes));
  const hourlyBytesPerRow =
    rolled.reduce((sum, row) => sum + row.hourlyBytes, 0) /
    rolled.reduce((sum, row) => sum + row.hourlyRows, 0);
  const rollUpRate =
    measured.reduce((sum, row) => sum + row.rows, 0) / (rolled.reduce((sum, row) => sum + row.ms, 0) / 1000);
  console.log(
    `  growth: rows/day = cards × 2 keys × 1440 / resolution in minutes; size/day ≈ rows/day × ` +
      `${feedBytes(5).toFixed(1)} B at 5 min, × ${feedBytes(1).toFixed(1)} B at 1 min (the feed-written days); ` +
      `a rolled-up day = cards × 2 × 24 hourly rows × ${hourlyBytesPerRow.toFixed(1)} B (all six days' growth ` +
      `of the month's hourly partition over its rows); the roll-up read ${formatCount(rollUpRate)} raw rows/s`,
  );
  for (const stepMinutes of [5, 1]) {
    const rowsPerDay = FULL_CARDS * 2 * (1440 / stepMinutes);
    const rawDay = rowsPerDay * feedBytes(stepMinutes);
    console.log(
      `  at ${formatCount(FULL_CARDS)} cards every ${stepMinutes} min: ${formatCount(rowsPerDay)} rows, ≈ ` +
        `${formatBytes(rawDay)} a raw day (rolled up in ≈ ${(rowsPerDay / rollUpRate).toFixed(0)} s); ` +
        `${RAW_DAYS} raw days ≈ ${formatBytes(RAW_DAYS * rawDay)}`,
    );
  }
  const hourlyPerDay = FULL_CARDS * 2 * 24;
  console.log(
    `  whatever the resolution: ${HOURLY_DAYS} hourly days ≈ ${formatBytes(HOURLY_DAYS * hourlyPerDay * hourlyBytesPerRow)}; ` +
      `a year of daily rows (same columns as hourly, not measured) ≈ ${formatBytes(365 * FULL_CARDS * 2 * hourlyBytesPerRow)}`,
  );
});
