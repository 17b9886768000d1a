// How fast the price history stores observations (docs/pricing.md "Observations"): points per second
// written by the real PriceHistoryRepository.insert, in 5,000-row batches (the ingestion API's largest,
// sent one after the other as the ingestion handler would) and in one call of a million rows, against
// single-row parameterised INSERT … ON CONFLICT DO NOTHING statements into the same table, interleaved
// rounds in one process, medians. Also: the same batches stored a second time (they store 0 rows).
// Run: npx tsx bench/pricing/ingest-throughput.bench.ts [--rounds=N]
import { pricePathOf, roundToMarketStep } from '@futgg/game-data';
import type { Pool } from 'pg';
import type { CheckedObservation } from '../../services/pricing/src/ingestion/price-rows.js';
import { formatCount, importPricing, median, timed, withPricingDatabase } from './bench-database.js';

const { PriceHistoryRepository } = await importPricing<
  typeof import('../../services/pricing/src/history/price-history.repository.js')
>('history/price-history.repository.ts');

const GAME_YEAR = 26;
const CARDS = 5_000;
const INSTANTS = 100; // 5-minute ticks: 8 h 15 min of one UTC day
const STEP_MINUTES = 5;
const BATCH = 5_000; // the ingestion contract's maximum rows per request
const BASELINE_ROWS = 20_000;
const FIRST_INSTANT = new Date('2026-11-20T00:00:00Z');
const ROUNDS = Number(/--rounds=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 3);

/**
 * The observations in arrival order, as a feed sends them: every card and key at one instant, then the
 * next instant. Console prices come from the simulated market (on the market's price grid); PC trades
 * a little higher. `index` is the row's place in its batch, as the ingestion handler passes it on.
 */
const observations = (): CheckedObservation[] => {
  const paths = Array.from({ length: CARDS }, (_, i) => {
    const eaId = 100_001 + i;
    return pricePathOf(
      { eaId, overall: 60 + ((eaId * 7) % 32), isSpecial: eaId % 5 === 0 },
      {
        seed: 26,
        from: FIRST_INSTANT,
        to: new Date(FIRST_INSTANT.getTime() + (INSTANTS - 1) * STEP_MINUTES * 60_000),
        stepMinutes: STEP_MINUTES,
      },
    );
  });
  const rows: CheckedObservation[] = [];
  for (let instant = 0; instant < INSTANTS; instant += 1) {
    paths.forEach((path, i) => {
      const { observedAt, price } = path[instant]!;
      const eaId = 100_001 + i;
      rows.push({ eaId, priceKey: 'console', price, observedAt, index: rows.length % BATCH });
      const pc = roundToMarketStep(price * 1.08);
      rows.push({ eaId, priceKey: 'pc', price: pc, observedAt, index: rows.length % BATCH });
    });
  }
  return rows;
};

const batchesOf = <T>(rows: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/** The naive way: one autocommitted, parameterised statement per row. */
const singleRowInserts = async (pool: Pool, rows: readonly CheckedObservation[]): Promise<number> => {
  let stored = 0;
  for (const row of rows) {
    const result = await pool.query(
      `INSERT INTO pricing.price_observations (game_year, price_key, ea_id, observed_at, price, source)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [GAME_YEAR, row.priceKey === 'console' ? 1 : 2, row.eaId, row.observedAt.toISOString(), row.price, 1],
    );
    stored += result.rowCount ?? 0;
  }
  return stored;
};

const started = performance.now();
const rows = observations();
const batches = batchesOf(rows, BATCH);
const baselineRows = rows.slice(0, BASELINE_ROWS);
console.error(
  `${formatCount(rows.length)} observations (${CARDS} cards × 2 keys × ${INSTANTS} instants, ` +
    `${batches.length} batches of ${BATCH}) generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

await withPricingDatabase('ingest', async ({ pool }) => {
  const history = new PriceHistoryRepository(pool);
  // Every mode starts from an empty table, after a checkpoint, so none pays another's dirty pages.
  const emptyTable = async () => {
    await pool.query('TRUNCATE pricing.price_observations');
    await pool.query('CHECKPOINT');
  };
  const rate = (stored: number, ms: number) => stored / (ms / 1000);

  const modes = {
    batches: async () => {
      await emptyTable();
      return timed(async () => {
        let stored = 0;
        for (const batch of batches) stored += await history.insert(GAME_YEAR, 'simulated', batch);
        return stored;
      });
    },
    oneCall: async () => {
      await emptyTable();
      return timed(() => history.insert(GAME_YEAR, 'simulated', rows));
    },
    singleRows: async () => {
      await emptyTable();
      return timed(() => singleRowInserts(pool, baselineRows));
    },
  };
  type Mode = keyof typeof modes;
  const order: Mode[] = ['batches', 'oneCall', 'singleRows'];
  const rates: Record<Mode, number[]> = { batches: [], oneCall: [], singleRows: [] };
  const again: { rate: number; stored: number; perBatchMs: number }[] = [];
  const tableBytes: number[] = [];

  for (let round = 0; round < ROUNDS; round += 1) {
    // Interleaved, the order turned each round: the machine's drift falls on every mode alike.
    const roundOrder = round % 2 ? [...order].reverse() : order;
    for (const mode of roundOrder) {
      const { ms, result: stored } = await modes[mode]();
      rates[mode].push(rate(stored, ms));
      console.error(
        `round ${round + 1} ${mode}: ${formatCount(stored)} rows in ${(ms / 1000).toFixed(2)} s ` +
          `(${formatCount(rate(stored, ms))} points/s)`,
      );
      if (mode === 'batches') {
        const { rows: size } = await pool.query<{ bytes: string }>(
          "SELECT pg_total_relation_size('pricing.price_observations_20261120') AS bytes",
        );
        tableBytes.push(Number(size[0]!.bytes));
        // The same batches a second time: a retried job. Each must store nothing.
        const { ms: againMs, result: storedAgain } = await timed(async () => {
          let stored = 0;
          for (const batch of batches) stored += await history.insert(GAME_YEAR, 'simulated', batch);
          return stored;
        });
        again.push({
          rate: rate(rows.length, againMs),
          stored: storedAgain,
          perBatchMs: againMs / batches.length,
        });
        console.error(
          `round ${round + 1} same batches again: ${storedAgain} rows stored, ${(againMs / 1000).toFixed(2)} s ` +
            `(${formatCount(rate(rows.length, againMs))} points/s checked, ` +
            `${(againMs / batches.length).toFixed(1)} ms per batch of ${BATCH})`,
        );
      }
    }
  }

  const batchesRate = median(rates.batches);
  const oneCallRate = median(rates.oneCall);
  const baselineRate = median(rates.singleRows);
  console.log(
    `\nPriceHistoryRepository.insert, ${formatCount(rows.length)} points (${CARDS} cards × 2 keys × ` +
      `${INSTANTS} 5-minute instants), into an empty table, median of ${ROUNDS} interleaved rounds:`,
  );
  console.log(
    `  ${batches.length} batches of ${formatCount(BATCH)}, one after the other: ${formatCount(batchesRate)} points/s ` +
      `(${(batchesRate / baselineRate).toFixed(1)}× the baseline; rounds ${rates.batches.map(formatCount).join(', ')})`,
  );
  console.log(
    `  one call of ${formatCount(rows.length)}: ${formatCount(oneCallRate)} points/s ` +
      `(${(oneCallRate / baselineRate).toFixed(1)}× the baseline; rounds ${rates.oneCall.map(formatCount).join(', ')})`,
  );
  console.log(
    `  baseline, ${formatCount(BASELINE_ROWS)} single-row INSERT … ON CONFLICT DO NOTHING statements: ` +
      `${formatCount(baselineRate)} points/s (rounds ${rates.singleRows.map(formatCount).join(', ')})`,
  );
  console.log(
    `  the same ${batches.length} batches stored again: ${again.map((a) => a.stored).join(', ')} rows stored; ` +
      `${formatCount(median(again.map((a) => a.rate)))} points/s checked, ` +
      `${median(again.map((a) => a.perBatchMs)).toFixed(1)} ms per batch of ${formatCount(BATCH)}`,
  );
  console.log(
    `  the day's partition after the batches: ${(median(tableBytes) / rows.length).toFixed(1)} bytes per point ` +
      `(table + primary key)`,
  );
  console.log(`  target ≥ 50,000 points/s: ${batchesRate >= 50_000 ? 'met' : 'not met'} (batches of 5,000)`);
});
