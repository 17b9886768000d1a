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

  describe('sliding the 24-hour window from one pass to the next', () => {
    const FIVE_MINUTES = 5 * 60_000;
    const START = Date.parse('2026-11-10T00:00:00Z');
    const FIRST_CARD = 1000;
    /** A deterministic generator (mulberry32), so a failure replays. */
    const randomOf = (seed: number) => () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
    const random = randomOf(26);
    /** Each card's price at a 5-minute step, in shapes that move the low and high in every way. */
    const SHAPES: ((step: number, previous: number) => number | null)[] = [
      (_, previous) => Math.max(200, previous + Math.round((random() - 0.5) * 6) * 50), // a random walk
      () => 250, // flat: every observation at both the low and the high
      (step) => 90_000 - step * 100, // falling: each new price a new low, the high always leaving
      (step) => 1_000 + step * 10, // rising
      (step, previous) => (step % 7 === 0 ? previous : null), // sparse, every 35 minutes
      (step, previous) => (step % 40 < 3 ? previous + 500 : null), // bursts with gaps of over 3 hours
    ];
    const CARDS = 24;
    const series = new Map<number, [number, number][]>();
    const lastPrice = new Map<number, number>();

    /** Observations for each card at the given steps, stored the way the ingestion stores them. */
    const observe = async (steps: number[]) => {
      const rows: PriceObservation[] = [];
      for (let card = 0; card < CARDS; card += 1) {
        const eaId = FIRST_CARD + card;
        for (const step of steps) {
          const price = SHAPES[card % SHAPES.length]!(step, lastPrice.get(eaId) ?? 5_000 + card * 700);
          if (price === null) continue;
          lastPrice.set(eaId, price);
          const at = START + step * FIVE_MINUTES;
          series.set(eaId, [...(series.get(eaId) ?? []), [at, price]]);
          rows.push({ eaId, priceKey: 'console', price, observedAt: new Date(at) });
        }
      }
      await history.insert(26, 'simulated', rows);
      return rows.length ? new Date(Math.min(...rows.map((row) => row.observedAt.getTime()))) : null;
    };

    /** The definitions of docs/pricing.md, computed from the whole series in plain arithmetic. */
    const expectedOf = (points: [number, number][]) => {
      const [latestAt, latest] = points[points.length - 1]!;
      const trend = (hours: number) => {
        const reference = points.filter(([at]) => at <= latestAt - hours * 3_600_000).pop();
        return reference ? ((latest - reference[1]) * 100) / reference[1] : null;
      };
      const window = points.filter(([at]) => at >= latestAt - 86_400_000).map(([, price]) => price);
      const mean = window.reduce((sum, price) => sum + price, 0) / window.length;
      const sd = Math.sqrt(window.reduce((sum, price) => sum + (price - mean) ** 2, 0) / window.length);
      return {
        price: latest,
        trends: [1, 3, 6, 12, 24].map(trend),
        fluctuation: (sd / mean) * 100,
        observations: window.length,
        low: Math.min(...window),
        high: Math.max(...window),
      };
    };

    const expectEveryCardAsDefined = async () => {
      const rows: Record<string, string | number | null>[] = await running.service.dataSource.query(
        `SELECT ea_id, price, price_trend_1h, price_trend_3h, price_trend_6h, price_trend_12h, price_trend_24h,
                price_fluctuation, observations_24h, low_24h, high_24h
         FROM pricing.current_prices WHERE game_year = 26 AND price_key = 1 AND ea_id >= $1 ORDER BY ea_id`,
        [FIRST_CARD],
      );
      expect(rows).toHaveLength(series.size);
      for (const row of rows) {
        const expected = expectedOf(series.get(Number(row['ea_id']))!);
        const label = `card ${row['ea_id']}`;
        expect({
          label,
          price: row['price'],
          n: row['observations_24h'],
          low: row['low_24h'],
          high: row['high_24h'],
        }).toEqual({
          label,
          price: expected.price,
          n: expected.observations,
          low: expected.low,
          high: expected.high,
        });
        const stored = [
          'price_trend_1h',
          'price_trend_3h',
          'price_trend_6h',
          'price_trend_12h',
          'price_trend_24h',
        ].map((column) => (row[column] === null ? null : Number(row[column])));
        expected.trends.forEach((trend, index) => {
          if (trend === null) expect({ label, trend: stored[index] }).toEqual({ label, trend: null });
          else expect(Math.abs(stored[index]! - trend)).toBeLessThanOrEqual(0.005 + 1e-9);
        });
        expect(Math.abs(Number(row['price_fluctuation']) - expected.fluctuation)).toBeLessThanOrEqual(
          0.005 + 1e-9,
        );
      }
    };

    it('gives after every pass what the definitions give from the whole series, sliding where it can', async () => {
      // 30 hours of history, then one full pass.
      const since = await observe(Array.from({ length: 360 }, (_, step) => step));
      expect((await trends.recompute(since!)).full).toBeGreaterThan(0);
      await expectEveryCardAsDefined();

      // Then a live feed, a 5-minute tick and a pass at a time: the windows slide.
      let slid = 0;
      for (let step = 360; step < 420; step += 1) {
        const tick = await observe([step]);
        if (!tick) continue;
        const counts = await trends.recompute(tick);
        slid += counts.slid;
        await expectEveryCardAsDefined();
      }
      // The random walks and the flat cards (8 of the 24) slid at every one of the 60 ticks; a falling
      // card's high and a rising card's low leave the window at each tick, so those are read whole.
      expect(slid).toBeGreaterThanOrEqual(8 * 60);

      // Two ticks, then a pass; then a gap of 30 hours (every old observation leaves the window).
      await observe([420, 421]);
      await trends.recompute(new Date(START + 420 * FIVE_MINUTES));
      await expectEveryCardAsDefined();
      await trends.recompute(new Date(START + 422 * FIVE_MINUTES)); // nothing new: nothing changes
      await expectEveryCardAsDefined();
      const afterGap = await observe([421 + 360, 422 + 360]);
      await trends.recompute(afterGap!);
      await expectEveryCardAsDefined();

      // A late observation, older than a card's current price (a file import of the past): the card's
      // window is read again, and its figures count it.
      const late = START + 600 * FIVE_MINUTES + 60_000;
      await history.insert(26, 'file', [
        { eaId: FIRST_CARD, priceKey: 'console', price: 100, observedAt: new Date(late) },
      ]);
      const points = series.get(FIRST_CARD)!;
      points.push([late, 100]);
      points.sort(([a], [b]) => a - b);
      expect(await trends.recompute(new Date(late))).toMatchObject({ slid: 0 });
      await expectEveryCardAsDefined();
    });
  });
});
