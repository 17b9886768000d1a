import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { PricePoint } from '@futgg/game-data';
import { PG_POOL } from '@futgg/service-kit';
import { PriceHistoryRepository, type HourlyPrice } from '../history/price-history.repository.js';
import type { PriceObservation } from '../ingestion/price-rows.js';
import type { SimulatedMarket, SimulatedSeries } from '../sources/simulated-market.source.js';
import { TrendsRepository } from '../trends/trends.repository.js';

const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/** Cards whose series are computed between two yields to the event loop (the live jobs share it). */
const CARDS_PER_SLICE = 200;

/** One hour of points as the retention job rolls raw rows up: open, close, low, high, rounded mean, count. */
export const hourlyRollUpOf = (series: SimulatedSeries): HourlyPrice[] => {
  const hours = new Map<number, PricePoint[]>();
  for (const point of series.points) {
    const hour = Math.floor(point.observedAt.getTime() / HOUR_MS) * HOUR_MS;
    const points = hours.get(hour) ?? [];
    points.push(point);
    hours.set(hour, points);
  }
  return [...hours].map(([hour, points]) => {
    const prices = points.map((point) => point.price);
    return {
      eaId: series.eaId,
      priceKey: series.priceKey,
      hour: new Date(hour),
      open: prices[0]!,
      close: prices[prices.length - 1]!,
      low: Math.min(...prices),
      high: Math.max(...prices),
      mean: Math.round(prices.reduce((sum, price) => sum + price, 0) / prices.length),
      observations: prices.length,
    };
  });
};

/** Is the history empty (no raw, hourly or daily row, no current price)? Then it is backfilled. */
export const isHistoryEmpty = async (pool: Pool): Promise<boolean> => {
  const { rows } = await pool.query<{ empty: boolean }>(
    `SELECT NOT (EXISTS (SELECT 1 FROM pricing.price_observations) OR EXISTS (SELECT 1 FROM pricing.price_hourly)
              OR EXISTS (SELECT 1 FROM pricing.price_daily) OR EXISTS (SELECT 1 FROM pricing.current_prices)) AS empty`,
  );
  return rows[0]?.empty ?? false;
};

/**
 * The simulated market's past, one UTC day at a time, stored as real history would be by then: days in
 * the raw window as observations, older days as the hourly rows the retention job makes of them (the
 * retention job then rolls whole old months into days, as it does for any history). Idempotent: a day
 * written twice stores nothing new, so a backfill cut short is finished by running its days again.
 */
@Injectable()
export class PriceBackfill {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly history: PriceHistoryRepository,
    private readonly trends: TrendsRepository,
  ) {}

  /** Writes [day, min(day + 1 day, until)); returns the rows stored. */
  async writeDay(
    market: SimulatedMarket,
    gameYear: number,
    day: number,
    until: Date,
    keepRaw: boolean,
  ): Promise<number> {
    const from = new Date(day);
    // The day's last instant before midnight (or the backfill's end): the next day has its own job.
    const to = new Date(Math.min(day + DAY_MS - 1, until.getTime()));
    if (to < from) return 0;
    let stored = 0;
    let raw: PriceObservation[] = [];
    let hourly: HourlyPrice[] = [];
    let cards = 0;
    for (const series of market.series(from, to)) {
      if (keepRaw) {
        for (const point of series.points)
          raw.push({ eaId: series.eaId, priceKey: series.priceKey, ...point });
      } else {
        hourly.push(...hourlyRollUpOf(series));
      }
      cards += 1;
      if (cards % CARDS_PER_SLICE === 0) {
        stored += await this.flush(gameYear, raw, hourly);
        raw = [];
        hourly = [];
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    stored += await this.flush(gameYear, raw, hourly);
    // Only the raw window feeds the trends; the pass reads it from its first instant.
    if (keepRaw && stored) await this.trends.markPending(from);
    return stored;
  }

  private async flush(gameYear: number, raw: PriceObservation[], hourly: HourlyPrice[]): Promise<number> {
    return (
      (await this.history.insert(gameYear, 'simulated', raw)) +
      (await this.history.insertHourly(gameYear, hourly))
    );
  }
}
