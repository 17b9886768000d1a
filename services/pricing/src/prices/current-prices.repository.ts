import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  PRICE_SOURCES,
  type CardPrice,
  type GetMarketMoversRequest,
  type PriceKey,
  type PriceTrendWindow,
} from '@futgg/contracts';
import { PG_POOL, rows } from '@futgg/service-kit';
import { PRICE_KEY_CODE, PRICE_SOURCE_CODE } from '../history/codes.js';

/** A current price as stored, without what the catalog tells of the card (SBC, objective). */
export type StoredPrice = Omit<CardPrice, 'isSbc' | 'isObjective'>;

/** The trend window's column: the only text a request puts into the movers' SQL, from this whitelist. */
const TREND_COLUMN: Record<PriceTrendWindow, string> = {
  '1h': 'price_trend_1h',
  '3h': 'price_trend_3h',
  '6h': 'price_trend_6h',
  '12h': 'price_trend_12h',
  '24h': 'price_trend_24h',
};

const SELECT = `SELECT ea_id, price, is_extinct, observed_at, source, observations_24h, low_24h, high_24h,
  price_trend_1h, price_trend_3h, price_trend_6h, price_trend_12h, price_trend_24h, price_fluctuation
  FROM pricing.current_prices`;

interface Row {
  ea_id: number;
  price: number;
  is_extinct: boolean;
  observed_at: Date;
  source: number;
  observations_24h: number;
  low_24h: number;
  high_24h: number;
  price_trend_1h: string | null;
  price_trend_3h: string | null;
  price_trend_6h: string | null;
  price_trend_12h: string | null;
  price_trend_24h: string | null;
  price_fluctuation: string | null;
}

const SOURCE_OF_CODE = new Map(PRICE_SOURCES.map((source) => [PRICE_SOURCE_CODE[source], source]));
/** numeric(12, 2) arrives as text (pg keeps its precision): two decimals fit a double exactly enough. */
const percent = (value: string | null) => (value === null ? null : Number(value));

const storedPriceOf =
  (priceKey: PriceKey) =>
  (row: Row): StoredPrice => ({
    eaId: row.ea_id,
    priceKey,
    price: row.price,
    isExtinct: row.is_extinct,
    priceUpdatedAt: row.observed_at.toISOString(),
    priceTrend1h: percent(row.price_trend_1h),
    priceTrend3h: percent(row.price_trend_3h),
    priceTrend6h: percent(row.price_trend_6h),
    priceTrend12h: percent(row.price_trend_12h),
    priceTrend24h: percent(row.price_trend_24h),
    priceFluctuation: percent(row.price_fluctuation),
    source: SOURCE_OF_CODE.get(row.source) ?? null,
    observations24h: row.observations_24h,
    low24h: row.low_24h,
    high24h: row.high_24h,
  });

/** Reads of pricing.current_prices: the price lookup and the market movers. */
@Injectable()
export class CurrentPricesRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async lookup(gameYear: number, priceKey: PriceKey, eaIds: readonly number[]): Promise<StoredPrice[]> {
    const found = await rows<Row>(
      this.pool,
      `${SELECT} WHERE game_year = $1 AND price_key = $2 AND ea_id = ANY($3::integer[])`,
      [gameYear, PRICE_KEY_CODE[priceKey], [...new Set(eaIds)]],
    );
    return found.map(storedPriceOf(priceKey));
  }

  /**
   * The biggest moves of one window among cards listed now (not extinct) at `minPrice` or more:
   * risers biggest rise first, fallers biggest fall first, each tie by card.
   */
  async movers(request: GetMarketMoversRequest): Promise<{ risers: StoredPrice[]; fallers: StoredPrice[] }> {
    const trend = TREND_COLUMN[request.window];
    const where = `WHERE game_year = $1 AND price_key = $2 AND price >= $3 AND NOT is_extinct`;
    const values = [request.gameYear, PRICE_KEY_CODE[request.priceKey], request.minPrice, request.limit];
    const [risers, fallers] = await Promise.all([
      rows<Row>(
        this.pool,
        `${SELECT} ${where} AND ${trend} > 0 ORDER BY ${trend} DESC, ea_id LIMIT $4`,
        values,
      ),
      rows<Row>(
        this.pool,
        `${SELECT} ${where} AND ${trend} < 0 ORDER BY ${trend} ASC, ea_id LIMIT $4`,
        values,
      ),
    ]);
    const toPrice = storedPriceOf(request.priceKey);
    return { risers: risers.map(toPrice), fallers: fallers.map(toPrice) };
  }
}
