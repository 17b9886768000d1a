import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { PriceSource } from '@futgg/contracts';
import { PG_POOL } from '@futgg/service-kit';
import type { PriceObservation } from '../ingestion/price-rows.js';
import { PRICE_KEY_CODE, PRICE_SOURCE_CODE } from './codes.js';
import { dayOf, ensureDayPartitions } from './day-partitions.js';

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
}
