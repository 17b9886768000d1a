import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { pricingService } from '../pricing.service-definition.js';
import type { PriceObservation } from '../ingestion/price-rows.js';
import { PriceHistoryRepository } from './price-history.repository.js';
import { RetentionRepository } from './retention.repository.js';

const NOW = new Date('2026-11-25T12:00:00Z');
const POLICY = { rawDays: 7, hourlyDays: 90 };

describe(RetentionRepository.name, () => {
  let running: ServiceUnderTest;
  let history: PriceHistoryRepository;
  let retention: RetentionRepository;

  beforeAll(async () => {
    running = await startServiceUnderTest('pricing_retention', pricingService);
    history = new PriceHistoryRepository(running.service.pool);
    retention = new RetentionRepository(running.service.pool);
  });

  afterAll(() => running?.stop());

  const query = (sql: string) => running.service.dataSource.query(sql);
  const partitions = async (parent: string) =>
    (
      await query(
        `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
         JOIN pg_class p ON p.oid = i.inhparent WHERE p.relname = '${parent}' ORDER BY 1`,
      )
    ).map((row: { name: string }) => row.name);
  const observation = (iso: string, price: number, eaId = 7): PriceObservation => ({
    eaId,
    priceKey: 'console',
    price,
    observedAt: new Date(iso),
  });

  it('rolls raw days past the window into hours and drops their partitions whole; recent days stay', async () => {
    await history.insert(26, 'simulated', [
      // 2026-11-10, hour 08: three observations; hour 09: one.
      observation('2026-11-10T08:05:00Z', 1000),
      observation('2026-11-10T08:30:00Z', 1400),
      observation('2026-11-10T08:55:00Z', 1200),
      observation('2026-11-10T09:10:00Z', 900),
      // Inside the raw window (7 days before 2026-11-25 is 2026-11-18).
      observation('2026-11-20T10:00:00Z', 1500),
    ]);
    const result = await retention.apply(POLICY, NOW);
    expect(result.rawDays).toEqual(['price_observations_20261110']);
    expect(await partitions('price_observations')).toEqual(['price_observations_20261120']);
    expect(await partitions('price_hourly')).toEqual(['price_hourly_202611']);
    const hours = await query(
      `SELECT to_char(hour AT TIME ZONE 'UTC', 'HH24') AS hour, open_price, close_price, low_price, high_price,
              mean_price, observations FROM pricing.price_hourly WHERE ea_id = 7 ORDER BY hour`,
    );
    expect(hours).toEqual([
      {
        hour: '08',
        open_price: 1000,
        close_price: 1200,
        low_price: 1000,
        high_price: 1400,
        mean_price: 1200,
        observations: 3,
      },
      {
        hour: '09',
        open_price: 900,
        close_price: 900,
        low_price: 900,
        high_price: 900,
        mean_price: 900,
        observations: 1,
      },
    ]);
    // Running it again changes nothing.
    expect(await retention.apply(POLICY, NOW)).toEqual({ rawDays: [], hourlyMonths: [] });
  });

  it('rolls hourly months wholly past the hourly window into days and drops them', async () => {
    await history.insert(26, 'simulated', [
      observation('2026-06-03T10:00:00Z', 2000, 8),
      observation('2026-06-03T10:20:00Z', 2600, 8),
      observation('2026-06-03T15:00:00Z', 3000, 8),
    ]);
    const result = await retention.apply(POLICY, NOW);
    expect(result.rawDays).toEqual(['price_observations_20260603']);
    expect(result.hourlyMonths).toEqual(['price_hourly_202606']);
    expect(await partitions('price_hourly')).toEqual(['price_hourly_202611']);
    const [day] = await query(
      `SELECT to_char(day AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, open_price, close_price, low_price,
              high_price, mean_price, observations FROM pricing.price_daily WHERE ea_id = 8`,
    );
    // Mean of the three observations (2000 + 2600 + 3000) / 3 = 2533.3, from the hourly means and counts.
    expect(day).toEqual({
      day: '2026-06-03',
      open_price: 2000,
      close_price: 3000,
      low_price: 2000,
      high_price: 3000,
      mean_price: 2533,
      observations: 3,
    });
  });
});
