import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { PriceHistoryRepository } from '../src/history/price-history.repository.js';
import type { PriceObservation } from '../src/ingestion/price-rows.js';
import { pricingService } from '../src/pricing.service-definition.js';

describe('pricing service', () => {
  let running: ServiceUnderTest;
  let history: PriceHistoryRepository;

  beforeAll(async () => {
    running = await startServiceUnderTest('pricing_boot', pricingService);
    history = new PriceHistoryRepository(running.service.pool);
  });

  afterAll(() => running?.stop());

  const tablesOf = async () =>
    (
      await running.service.dataSource.query(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'pricing' ORDER BY table_name",
      )
    ).map((row: { table_name: string }) => row.table_name);

  it('migrates its own schema and records the migrations', async () => {
    expect(await tablesOf()).toEqual(expect.arrayContaining(['migrations', 'price_observations']));
    expect(await tablesOf()).not.toContain('price_points');
    const applied = await running.service.dataSource.query('SELECT name FROM pricing.migrations ORDER BY id');
    expect(applied.map((row: { name: string }) => row.name)).toEqual([
      'PricingSchema1763800000000',
      'PriceHistory1764200000000',
      'CurrentPrices1764200000001',
      'PriceRollups1764200000002',
      'LivePrices1764300000000',
      'SlidingTrends1764400000000',
      'PriceAlerts1766000000000',
    ]);
  });

  it('answers its health subject over NATS and its HTTP health endpoint', async () => {
    expect(await running.health()).toMatchObject({ service: 'pricing', status: 'ok' });
    const response = await fetch(`http://127.0.0.1:${running.service.healthPort}/health`);
    expect(response.status).toBe(200);
    const live = await fetch(`http://127.0.0.1:${running.service.healthPort}/health/live`);
    expect(live.status).toBe(200);
  });

  describe('the observations', () => {
    const rows: PriceObservation[] = [
      { eaId: 10, priceKey: 'console', price: 1500, observedAt: new Date('2026-11-24T23:59:00Z') },
      { eaId: 10, priceKey: 'console', price: 1600, observedAt: new Date('2026-11-25T00:00:00Z') },
      { eaId: 10, priceKey: 'pc', price: 1700, observedAt: new Date('2026-11-25T00:00:00Z') },
      { eaId: 11, priceKey: 'console', price: 900, observedAt: new Date('2026-11-25T12:30:00Z') },
    ];

    it('stores a batch in the partitions of its days, creating them as needed', async () => {
      expect(await history.insert(26, 'scraper', rows)).toBe(4);
      expect(await tablesOf()).toEqual(
        expect.arrayContaining(['price_observations_20261124', 'price_observations_20261125']),
      );
      const [counts] = await running.service.dataSource.query(
        `SELECT count(*) FILTER (WHERE tableoid = 'pricing.price_observations_20261124'::regclass) AS first_day,
                count(*) FILTER (WHERE tableoid = 'pricing.price_observations_20261125'::regclass) AS second_day
         FROM pricing.price_observations`,
      );
      expect(counts).toEqual({ first_day: '1', second_day: '3' });
    });

    it('stores nothing new when the same batch comes again (a retried job)', async () => {
      expect(await history.insert(26, 'scraper', rows)).toBe(0);
      expect(await history.insert(26, 'scraper', [...rows, { ...rows[0]!, eaId: 12 }])).toBe(1);
      const [{ count }] = await running.service.dataSource.query(
        'SELECT count(*) AS count FROM pricing.price_observations',
      );
      expect(count).toBe('5');
    });

    it('keeps each year apart', async () => {
      expect(await history.insert(25, 'file', rows.slice(0, 1))).toBe(1);
    });
  });
});
