// The pricing workers as deployed: their own process beside the pricing API and the catalog, on real
// PostgreSQL, Redis (BullMQ) and NATS (JetStream). A worker is SIGKILLed in the middle of a market
// observation job; a new one finishes it with no duplicate and no gap. The trend pass's events reach
// the catalog's read model, and the prices API answers from what the workers stored.
import { spawn, type ChildProcess } from 'node:child_process';
import { Queue } from 'bullmq';
import {
  CATALOG_CONTRACTS,
  PRICING_CONTRACTS,
  type CardPrices,
  type MarketMovers,
  type PlayerItemPage,
} from '@futgg/contracts';
import {
  TEST_NATS_URL,
  TEST_REDIS_URL,
  newPlayerItem,
  runToken,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@futgg/testing';
import { catalogService, insertPlayerItems } from '@futgg/catalog-service/testing';
import { PRICE_QUEUES, pricingService } from '@futgg/pricing-service/testing';
import { startTestGateway, type RunningGateway } from '@futgg/gateway/testing';
import { exited, freePort, waitUntil } from './child-processes.js';

const WORKERS_MAIN = 'services/pricing/dist/workers/main.js';
/** Specials above fodder: each observed on both keys at every 5-minute instant. */
const CARDS = 6000;
const SIX_HOURS_MS = 6 * 3_600_000;

describe('pricing workers', () => {
  const subjectPrefix = `t${runToken()}.`;
  const queuePrefix = `futgg-test:${runToken()}`;
  const cards = Array.from({ length: CARDS }, (_, index) =>
    newPlayerItem({
      overall: 84 + (index % 8),
      rarityEaId: 3,
      isSbc: false,
      isObjective: false,
      isExtinct: false,
    }),
  );
  const sbc = newPlayerItem({ overall: 88, rarityEaId: 3, isSbc: true });
  let catalog: ServiceUnderTest;
  let pricing: ServiceUnderTest;
  let gateway: RunningGateway;
  let queues: Queue[] = [];
  let ingestQueue: Queue;
  const workers: ChildProcess[] = [];

  const startWorkers = async () => {
    const child = spawn(process.execPath, [WORKERS_MAIN], {
      env: {
        ...process.env,
        DATABASE_URL: pricing.database.url,
        NATS_URL: TEST_NATS_URL,
        REDIS_URL: TEST_REDIS_URL,
        NATS_SUBJECT_PREFIX: subjectPrefix,
        HEALTH_PORT: String(await freePort()),
        LOG_LEVEL: process.env['PRICING_WORKERS_LOG'] ?? 'warn',
        PRICE_QUEUE_PREFIX: queuePrefix,
        // The test adds the market jobs itself, naming their instants; trends pass every half second.
        PRICE_SIMULATED_MARKET: 'off',
        PRICE_TRENDS_EVERY_MS: '500',
        PRICE_BACKFILL_DAYS: '0',
        // A minute's 12,000 rows in 60 batches, not 3: the kill below lands between two of them on a fast
        // machine too, where 3 batches were all stored before the test saw the first.
        PRICE_INGEST_BATCH_ROWS: '200',
        // A killed worker's job is stalled after 4 seconds instead of BullMQ's 30.
        PRICE_JOB_LOCK_MS: '4000',
      },
      stdio: ['ignore', process.env['PRICING_WORKERS_LOG'] ? 'inherit' : 'ignore', 'inherit'],
    });
    workers.push(child);
    return child;
  };

  const observationsAt = async (at: Date) =>
    (
      await pricing.service.pool.query<{ rows: number; distinct_rows: number }>(
        `SELECT count(*)::int AS rows, count(DISTINCT (ea_id, price_key))::int AS distinct_rows
         FROM pricing.price_observations WHERE observed_at = $1`,
        [at],
      )
    ).rows[0]!;

  beforeAll(async () => {
    catalog = await startServiceUnderTest('pricing_workers_catalog', catalogService, { subjectPrefix });
    await insertPlayerItems(catalog.service.pool, [...cards, sbc]);
    pricing = await startServiceUnderTest('pricing_workers', pricingService, { subjectPrefix });
    gateway = await startTestGateway(subjectPrefix, { RATE_LIMIT: 'off' });
    queues = Object.values(PRICE_QUEUES).map(
      (name) =>
        new Queue(name, {
          connection: { url: TEST_REDIS_URL, maxRetriesPerRequest: null },
          prefix: queuePrefix,
        }),
    );
    ingestQueue = queues.find((queue) => queue.name === PRICE_QUEUES.ingest)!;
  }, 60_000);

  afterAll(async () => {
    for (const child of workers) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
    }
    // The run's queues go with their keys: nothing of it stays in Redis.
    for (const queue of queues) {
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
    }
    await gateway?.close();
    await pricing?.stop();
    await catalog?.stop();
  }, 60_000);

  // Two market instants six hours apart, in the past: every card is due at both (5 and 360 minutes).
  const latest = new Date(Math.floor((Date.now() - 60_000) / SIX_HOURS_MS) * SIX_HOURS_MS);
  const earlier = new Date(latest.getTime() - SIX_HOURS_MS);

  it('finishes a job whose worker was killed mid-way, with no duplicate and no gap', async () => {
    const first = await startWorkers();
    const job = await ingestQueue.add('simulated-market', { at: earlier.toISOString() }, { attempts: 5 });
    // Kill the worker once part of the minute's batches is stored and before all of it is.
    await waitUntil('the first batches', async () => (await observationsAt(earlier)).rows > 0, 30_000);
    first.kill('SIGKILL');
    await exited(first);
    const beforeRestart = (await observationsAt(earlier)).rows;
    expect(beforeRestart).toBeGreaterThan(0);
    expect(beforeRestart).toBeLessThan(CARDS * 2);

    await startWorkers();
    await waitUntil(
      'the job to finish after the restart',
      async () => (await job.getState()) === 'completed',
      30_000,
    ).catch(async (error) => {
      const state = await job.getState();
      throw new Error(`${String(error)}; job ${state}: ${(await ingestQueue.getJob(job.id!))?.failedReason}`);
    });
    const after = await observationsAt(earlier);
    expect(after).toEqual({ rows: CARDS * 2, distinct_rows: CARDS * 2 });
    const finished = await ingestQueue.getJob(job.id!);
    // The rerun found what the killed worker stored and stored only the rest. A batch the worker had
    // already sent may still have been stored by the pricing service after the count above: it is a
    // duplicate to the rerun too.
    const { stored, duplicates, refused } = finished?.returnvalue as {
      stored: number;
      duplicates: number;
      refused: number;
    };
    expect(refused).toBe(0);
    expect(stored + duplicates).toBe(CARDS * 2);
    expect(duplicates).toBeGreaterThanOrEqual(beforeRestart);
  }, 90_000);

  it('stores the same minute twice as nothing new', async () => {
    const again = await ingestQueue.add('simulated-market', { at: earlier.toISOString() });
    await waitUntil('the repeated job', async () => (await again.getState()) === 'completed', 30_000);
    expect((await ingestQueue.getJob(again.id!))?.returnvalue).toEqual({
      stored: 0,
      duplicates: CARDS * 2,
      refused: 0,
    });
  }, 40_000);

  it('computes trends, publishes them, and the catalog filters and sorts by them on both keys', async () => {
    const tick = await ingestQueue.add('simulated-market', { at: latest.toISOString() });
    await waitUntil(
      'the later minute',
      async () => {
        const state = await tick.getState();
        if (state === 'failed') throw new Error((await ingestQueue.getJob(tick.id!))?.failedReason);
        return state === 'completed';
      },
      30_000,
    ).catch(async (error) => {
      throw new Error(
        `${String(error)}; job state ${await tick.getState()}: ${(await ingestQueue.getJob(tick.id!))?.failedReason}`,
      );
    });
    const [card] = cards;
    const currentOf = async (priceKey: number) =>
      (
        await pricing.service.pool.query(
          `SELECT price, price_trend_6h::float AS trend FROM pricing.current_prices
           WHERE game_year = 26 AND price_key = $1 AND ea_id = $2`,
          [priceKey, card!.eaId],
        )
      ).rows[0];
    const pricesAt = async (at: Date) =>
      (
        await pricing.service.pool.query(
          `SELECT price_key, price FROM pricing.price_observations WHERE ea_id = $1 AND observed_at = $2
           ORDER BY price_key`,
          [card!.eaId, at],
        )
      ).rows.map((row: { price: number }) => row.price) as [number, number];
    // The trend pass runs on its own every half second; its events reach the catalog.
    await waitUntil(
      'the catalog to hold the live console and PC prices',
      async () => {
        // Each key's events come in batches of their own: every card's must have arrived, on both keys.
        const [{ live }] = (
          await catalog.service.pool.query(
            `SELECT count(*)::int AS live FROM catalog.player_items
             WHERE game_year = 26 AND price_updated_at = $1 AND pc_price_updated_at = $1`,
            [latest],
          )
        ).rows;
        return live === CARDS;
      },
      30_000,
    );
    const [consoleThen, pcThen] = await pricesAt(earlier);
    const [consoleNow, pcNow] = await pricesAt(latest);
    const expected6h = Math.round(((consoleNow - consoleThen) / consoleThen) * 10_000) / 100;
    expect(await currentOf(1)).toEqual({ price: consoleNow, trend: expected6h });
    const [catalogRow] = (
      await catalog.service.pool.query(
        `SELECT price, pc_price, price_trend6h::numeric(12, 2)::float AS trend6h, pc_price_trend6h IS NOT NULL AS has_pc_trend
         FROM catalog.player_items WHERE game_year = 26 AND ea_id = $1`,
        [card!.eaId],
      )
    ).rows;
    expect(catalogRow).toEqual({
      price: consoleNow,
      pc_price: pcNow,
      trend6h: expected6h,
      has_pc_trend: true,
    });
    expect(pcThen).toBeGreaterThan(0);

    // The player database sorts by the PC trend and filters by it.
    const page = await catalog.requester.request<PlayerItemPage>(
      CATALOG_CONTRACTS.searchPlayerItems.subject,
      {
        gameYear: 26,
        query: 'sort=-priceTrend6h&priceTrend6h__gte=-100',
        pageSize: 5,
        priceKey: 'pc',
      },
    );
    const pcTrends = (
      await catalog.service.pool.query(
        'SELECT ea_id FROM catalog.player_items WHERE game_year = 26 AND pc_price_trend6h IS NOT NULL ORDER BY pc_price_trend6h DESC, ea_id DESC LIMIT 5',
      )
    ).rows.map((row: { ea_id: number }) => row.ea_id);
    expect(page.data.map((row) => row.eaId)).toEqual(pcTrends);
    const [{ matching }] = (
      await catalog.service.pool.query(
        'SELECT count(*)::int AS matching FROM catalog.player_items WHERE game_year = 26 AND pc_price_trend6h >= -100',
      )
    ).rows;
    expect(matching).toBeGreaterThanOrEqual(CARDS);
    expect(page.totalCount).toBe(matching);
  }, 60_000);

  it('answers price lookups of at most 50 ids, and the market movers', async () => {
    const ids = cards.slice(0, 50).map((card) => card.eaId);
    const response = await fetch(`${gateway.url}/api/fut/prices/26/?ids=${[...ids, sbc.eaId].join(',')}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { field: 'ids' } });

    const lookup = await fetch(
      `${gateway.url}/api/fut/prices/26/?ids=${[sbc.eaId, ...ids.slice(0, 3)].join(',')}&priceKey=pc`,
    );
    expect(lookup.status).toBe(200);
    const { data } = (await lookup.json()) as { data: CardPrices };
    expect(data.map((row) => row.eaId)).toEqual([sbc.eaId, ...ids.slice(0, 3)]);
    expect(data[0]).toMatchObject({ isSbc: true, price: null, isExtinct: false });
    expect(data[1]).toMatchObject({
      priceKey: 'pc',
      isSbc: false,
      source: 'simulated',
      observations24h: 2,
      priceUpdatedAt: latest.toISOString(),
    });
    expect(data[1]!.low24h).toBeLessThanOrEqual(data[1]!.price!);

    const movers = await pricing.requester.request<MarketMovers>(PRICING_CONTRACTS.movers.subject, {
      gameYear: 26,
      window: '6h',
      minPrice: 0,
      limit: 5,
    });
    const trends = movers.risers.map((row) => row.priceTrend6h!);
    expect(trends).toEqual([...trends].sort((a, b) => b - a));
    expect(movers.fallers.every((row) => row.priceTrend6h! < 0)).toBe(true);
  }, 30_000);
});
