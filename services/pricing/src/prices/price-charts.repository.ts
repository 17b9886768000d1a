import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { MAX_HISTORY_POINTS, type GetPriceHistoryRequest, type PriceRange } from '@futgg/contracts';
import { PG_POOL, isoTimestamp } from '@futgg/service-kit';
import { PRICE_KEY_CODE } from '../history/codes.js';

/** Each range's reach in seconds; `all` reaches back to the card's first point. */
const RANGE_SECONDS: Record<Exclude<PriceRange, 'all'>, number> = {
  hour: 3600,
  day: 86_400,
  week: 7 * 86_400,
  month: 30 * 86_400,
};

/**
 * A card's series over a range, from the three tables as one (raw, hourly and daily rows never overlap:
 * a day is rolled up when its raw partition goes), cut into at most MAX_HISTORY_POINTS equal buckets,
 * each shown by its last price (the close, as a market chart shows).
 */
const HISTORY_SQL = `
WITH points AS (
  SELECT observed_at AS at, price FROM pricing.price_observations
  WHERE game_year = $1 AND price_key = $2 AND ea_id = $3 AND observed_at >= $4
  UNION ALL
  SELECT hour, close_price FROM pricing.price_hourly
  WHERE game_year = $1 AND price_key = $2 AND ea_id = $3 AND hour >= $4
  UNION ALL
  SELECT day, close_price FROM pricing.price_daily
  WHERE game_year = $1 AND price_key = $2 AND ea_id = $3 AND day >= $4
),
span AS (
  SELECT greatest(60, extract(epoch FROM $5::timestamptz - min(at)) / ${MAX_HISTORY_POINTS}) AS bucket_seconds
  FROM points
)
SELECT DISTINCT ON (floor(extract(epoch FROM p.at) / s.bucket_seconds))
       ${isoTimestamp('p.at', 'seconds')} AS at, p.price
FROM points p CROSS JOIN span s
ORDER BY floor(extract(epoch FROM p.at) / s.bucket_seconds), p.at DESC`;

@Injectable()
export class PriceChartsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async history(request: GetPriceHistoryRequest, now: Date): Promise<[string, number][]> {
    const from =
      request.range === 'all' ? new Date(0) : new Date(now.getTime() - RANGE_SECONDS[request.range] * 1000);
    const { rows } = await this.pool.query<{ at: string; price: number }>(HISTORY_SQL, [
      request.gameYear,
      PRICE_KEY_CODE[request.priceKey],
      request.eaId,
      from.toISOString(),
      now.toISOString(),
    ]);
    return rows.map((row) => [row.at, row.price]);
  }
}
