import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { PriceKey, PriceSource } from '@futgg/contracts';
import { PG_POOL } from '@futgg/service-kit';
import type { PriceObservation } from '../ingestion/price-rows.js';
import { PRICE_KEY_CODE, PRICE_SOURCE_CODE } from './codes.js';
import { dayOf, ensureDayPartitions, ensurePartition } from './day-partitions.js';
import { hourlyPartitionOf, monthOf, nextMonth } from './retention.repository.js';

/** Rows per INSERT: arrays of this length bind as five parameters, whatever the batch's size. */
const CHUNK = 10_000;

/**
 * The observations' table. One statement per chunk (unnest over five arrays: no per-row round trip and
 * no 65,535-parameter limit), ON CONFLICT DO NOTHING on (year, key, card, instant): a batch stored twice
 * stores nothing the second time, which is what makes a retried job harmless.
 */
@Injectable()
export class PriceHistoryRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Stores the observations; returns how many were new. */
  async insert(gameYear: number, source: PriceSource, rows: readonly PriceObservation[]): Promise<number> {
    if (!rows.length) return 0;
    await ensureDayPartitions(
      this.pool,
      rows.map((row) => dayOf(row.observedAt)),
    );
    let stored = 0;
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      const result = await this.pool.query(
        `INSERT INTO pricing.price_observations (game_year, price_key, ea_id, observed_at, price, source)
         SELECT $1, key, ea_id, observed_at, price, $2
         FROM unnest($3::smallint[], $4::integer[], $5::timestamptz[], $6::integer[])
           AS row (key, ea_id, observed_at, price)
         ON CONFLICT DO NOTHING`,
        [
          gameYear,
          PRICE_SOURCE_CODE[source],
          chunk.map((row) => PRICE_KEY_CODE[row.priceKey]),
          chunk.map((row) => row.eaId),
          chunk.map((row) => row.observedAt.toISOString()),
          chunk.map((row) => row.price),
        ],
      );
      stored += result.rowCount ?? 0;
    }
    return stored;
  }

  /**
   * Stores hours already rolled up (the backfill's older days, made as the retention job would make
   * them from raw rows); an hour already there is kept. Returns how many were new.
   */
  async insertHourly(gameYear: number, rows: readonly HourlyPrice[]): Promise<number> {
    if (!rows.length) return 0;
    for (const month of new Set(rows.map((row) => monthOf(row.hour.getTime())))) {
      await ensurePartition(this.pool, 'price_hourly', hourlyPartitionOf(month), month, nextMonth(month));
    }
    let stored = 0;
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      const column = <K extends keyof HourlyPrice>(key: K) => chunk.map((row) => row[key]);
      const result = await this.pool.query(
        `INSERT INTO pricing.price_hourly
           (game_year, price_key, ea_id, hour, open_price, close_price, low_price, high_price, mean_price, observations)
         SELECT $1, * FROM unnest($2::smallint[], $3::integer[], $4::timestamptz[], $5::integer[], $6::integer[],
                                  $7::integer[], $8::integer[], $9::integer[], $10::integer[])
         ON CONFLICT DO NOTHING`,
        [
          gameYear,
          chunk.map((row) => PRICE_KEY_CODE[row.priceKey]),
          column('eaId'),
          chunk.map((row) => row.hour.toISOString()),
          column('open'),
          column('close'),
          column('low'),
          column('high'),
          column('mean'),
          column('observations'),
        ],
      );
      stored += result.rowCount ?? 0;
    }
    return stored;
  }
}

/** One card and key's hour as the retention job rolls it up. */
export interface HourlyPrice {
  eaId: number;
  priceKey: PriceKey;
  hour: Date;
  open: number;
  close: number;
  low: number;
  high: number;
  /** Rounded to a coin, as the roll-up's SQL rounds it. */
  mean: number;
  observations: number;
}
