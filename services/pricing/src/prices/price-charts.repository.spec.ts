import { MAX_HISTORY_POINTS } from '@futgg/contracts';
import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { PriceHistoryRepository } from '../history/price-history.repository.js';
import { RetentionRepository } from '../history/retention.repository.js';
import type { PriceObservation } from '../ingestion/price-rows.js';
import { pricingService } from '../pricing.service-definition.js';
import { PriceChartsRepository } from './price-charts.repository.js';

const NOW = new Date('2026-11-25T12:00:00Z');
const MINUTE = 60_000;

describe(PriceChartsRepository.name, () => {
  let running: ServiceUnderTest;
  let charts: PriceChartsRepository;
  let history: PriceHistoryRepository;

  beforeAll(async () => {
    running = await startServiceUnderTest('pricing_charts', pricingService);
    charts = new PriceChartsRepository(running.service.pool);
    history = new PriceHistoryRepository(running.service.pool);
    // Card 1: a point a minute for the last 2,000 minutes (prices 1,000 + minute index).
    const recent: PriceObservation[] = Array.from({ length: 2000 }, (_, index) => ({
      eaId: 1,
      priceKey: 'console',
      price: 1000 + index,
      observedAt: new Date(NOW.getTime() - (1999 - index) * MINUTE),
    }));
    // And two old days, rolled up into daily rows by the retention policy.
    const old: PriceObservation[] = [
      { eaId: 1, priceKey: 'console', price: 700, observedAt: new Date('2026-05-01T10:00:00Z') },
      { eaId: 1, priceKey: 'console', price: 750, observedAt: new Date('2026-05-01T18:00:00Z') },
      { eaId: 1, priceKey: 'console', price: 800, observedAt: new Date('2026-05-02T09:00:00Z') },
    ];
    await history.insert(26, 'simulated', [...old, ...recent]);
    await new RetentionRepository(running.service.pool).apply({ rawDays: 7, hourlyDays: 90 }, NOW);
  });

  afterAll(() => running?.stop());

  const ask = (range: 'hour' | 'day' | 'week' | 'month' | 'all', priceKey: 'console' | 'pc' = 'console') =>
    charts.history({ gameYear: 26, eaId: 1, priceKey, range }, NOW);

  it('gives an hour of points as they are, oldest first', async () => {
    const points = await ask('hour');
    expect(points).toHaveLength(61);
    expect(points.at(0)).toEqual(['2026-11-25T11:00:00Z', 1000 + 1999 - 60]);
    expect(points.at(-1)).toEqual(['2026-11-25T12:00:00Z', 2999]);
  });

  it('downsamples a longer range to at most 500 points, each its bucket’s last price, ending on the latest', async () => {
    const points = await ask('day');
    expect(points.length).toBeLessThanOrEqual(MAX_HISTORY_POINTS + 1);
    expect(points.length).toBeGreaterThan(MAX_HISTORY_POINTS - 10);
    expect(points.at(-1)).toEqual(['2026-11-25T12:00:00Z', 2999]);
    const times = points.map(([at]) => Date.parse(at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('reaches the rolled-up days for the whole history', async () => {
    const points = await ask('all');
    expect(points.at(0)).toEqual(['2026-05-01T00:00:00Z', 750]);
    expect(points.at(1)).toEqual(['2026-05-02T00:00:00Z', 800]);
    expect(points.at(-1)).toEqual(['2026-11-25T12:00:00Z', 2999]);
    expect(points.length).toBeLessThanOrEqual(MAX_HISTORY_POINTS + 1);
  });

  it('gives nothing for a key or card without history', async () => {
    expect(await ask('week', 'pc')).toEqual([]);
    expect(await charts.history({ gameYear: 26, eaId: 2, priceKey: 'console', range: 'all' }, NOW)).toEqual(
      [],
    );
  });
});
