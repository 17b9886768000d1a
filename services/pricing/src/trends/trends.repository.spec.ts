import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { PriceHistoryRepository } from '../history/price-history.repository.js';
import type { PriceObservation } from '../ingestion/price-rows.js';
import { pricingService } from '../pricing.service-definition.js';
import { TrendsRepository } from './trends.repository.js';

const LATEST = Date.parse('2026-11-25T12:00:00Z');
const at = (minutesBeforeLatest: number) => new Date(LATEST - minutesBeforeLatest * 60_000);
const series = (eaId: number, points: [number, number][], priceKey: 'console' | 'pc' = 'console') =>
  points.map(([minutesBefore, price]): PriceObservation => ({
    eaId,
    priceKey,
    price,
    observedAt: at(minutesBefore),
  }));

describe(TrendsRepository.name, () => {
  let running: ServiceUnderTest;
  let history: PriceHistoryRepository;
  let trends: TrendsRepository;

  beforeAll(async () => {
    running = await startServiceUnderTest('pricing_trends', pricingService);
    history = new PriceHistoryRepository(running.service.pool);
    trends = new TrendsRepository(running.service.pool);
  });

  afterAll(() => running?.stop());

  const currentOf = async (eaId: number, priceKey = 1) => {
    const [row] = await running.service.dataSource.query(
      `SELECT price, price_trend_1h, price_trend_3h, price_trend_6h, price_trend_12h, price_trend_24h,
              price_fluctuation, observations_24h, low_24h, high_24h, observed_at, first_observed_at
       FROM pricing.current_prices WHERE game_year = 26 AND price_key = $2 AND ea_id = $1`,
      [eaId, priceKey],
    );
    return row;
  };

  it('computes each trend against the last price at or before latest − window, and the fluctuation', async () => {
    // Card 1: 26 h of history (minutes before the latest, price). References: 1h → 1000 (at −60),
    // 3h → 800 (at −200), 6h and 12h → 500 (at −900, the last at or before −360 and −720),
    // 24h → 400 (at −1500).
    await history.insert(
      26,
      'simulated',
      series(1, [
        [1500, 400],
        [900, 500],
        [200, 800],
        [60, 1000],
        [30, 1100],
        [0, 1200],
      ]),
    );
    await trends.recompute(new Date(LATEST - 3 * 86_400_000));
    const row = await currentOf(1);
    expect(row).toMatchObject({
      price: 1200,
      price_trend_1h: '20.00', // (1200 − 1000) / 1000
      price_trend_3h: '50.00', // (1200 − 800) / 800
      price_trend_6h: '140.00', // (1200 − 500) / 500
      price_trend_12h: '140.00', // (1200 − 500) / 500
      price_trend_24h: '200.00', // (1200 − 400) / 400
      observations_24h: 5, // −900 … 0; −1500 is older than 24 h
      low_24h: 500,
      high_24h: 1200,
    });
    // The five in [latest − 24 h, latest]: 500, 800, 1000, 1100, 1200: mean 920,
    // population sd sqrt((176400 + 14400 + 6400 + 32400 + 78400) / 5) = sqrt(61600) ≈ 248.19, so 26.98 %
    expect(row.price_fluctuation).toBe('26.98');
    expect(Number(row.price_fluctuation)).toBeCloseTo((Math.sqrt(61_600) / 920) * 100, 2);
  });

  it('gives null for a window with no observation that old', async () => {
    await history.insert(
      26,
      'simulated',
      series(2, [
        [120, 2000],
        [0, 2200],
      ]),
    );
    await trends.recompute(new Date(LATEST - 3 * 86_400_000));
    expect(await currentOf(2)).toMatchObject({
      price_trend_1h: '10.00',
      price_trend_3h: null,
      price_trend_24h: null,
      price_fluctuation: expect.any(String),
      observations_24h: 2,
    });
  });

  it('finds an old reference in the whole history when the job reads only the recent rows', async () => {
    // Card 3: one observation 3 days ago, then a new one now; the job reads from 1 hour ago.
    await history.insert(26, 'simulated', series(3, [[3 * 1440, 1000]]));
    await trends.recompute(new Date(LATEST - 4 * 86_400_000));
    await history.insert(26, 'simulated', series(3, [[0, 1500]]));
    await trends.recompute(new Date(LATEST - 60 * 60_000));
    expect(await currentOf(3)).toMatchObject({
      price: 1500,
      price_trend_1h: '50.00',
      price_trend_24h: '50.00',
      observations_24h: 1,
    });
  });

  it('keeps each price key apart, and never goes back to an older price', async () => {
    await history.insert(
      26,
      'simulated',
      series(
        4,
        [
          [60, 100_000],
          [0, 90_000],
        ],
        'pc',
      ),
    );
    await history.insert(
      26,
      'simulated',
      series(
        4,
        [
          [60, 100_000],
          [0, 110_000],
        ],
        'console',
      ),
    );
    await trends.recompute(new Date(LATEST - 86_400_000));
    expect(await currentOf(4, 1)).toMatchObject({ price: 110_000, price_trend_1h: '10.00' });
    expect(await currentOf(4, 2)).toMatchObject({ price: 90_000, price_trend_1h: '-10.00' });
    // A run that reads only an older window leaves the newer current price alone.
    await trends.recompute(new Date(LATEST - 86_400_000));
    expect((await currentOf(4, 1)).price).toBe(110_000);
  });
});
