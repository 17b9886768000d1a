import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@futgg/service-kit';
import { ensurePartition } from './day-partitions.js';

const DAY_MS = 86_400_000;
const RAW_PARTITION = /^price_observations_(\d{4})(\d{2})(\d{2})$/;
const HOURLY_PARTITION = /^price_hourly_(\d{4})(\d{2})$/;

/** The start of a UTC month (ms). */
export const monthOf = (ms: number): number => {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
};
export const nextMonth = (month: number): number => {
  const date = new Date(month);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
};
export const hourlyPartitionOf = (month: number) =>
  `price_hourly_${new Date(month).toISOString().slice(0, 7).replace('-', '')}`;

// One bucket of observations as a row: first and last by time, extremes, rounded mean, count.
const ROLL_UP = (bucket: 'hour' | 'day', from: string, priceOf: string, countOf: string) => `
  SELECT game_year, price_key, ea_id, date_trunc('${bucket}', observed_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
         (array_agg(open_price ORDER BY observed_at))[1], (array_agg(close_price ORDER BY observed_at DESC))[1],
         min(low_price), max(high_price), round(sum(${priceOf})::numeric / sum(${countOf}))::integer, sum(${countOf})::integer
  FROM ${from}
  GROUP BY 1, 2, 3, 4`;

export interface RetentionPolicy {
  /** Observations are kept as they came for this many whole days before today (UTC). */
  rawDays: number;
  /** Hourly rows are kept for this many days; after that, whole months become daily rows. */
  hourlyDays: number;
}

/**
 * Keeps the history's size in check: raw days past the raw window become hourly rows and their
 * partitions are dropped; hourly months wholly past the hourly window become daily rows and are dropped.
 * Each step writes its roll-up with ON CONFLICT (a run that died between roll-up and drop is simply
 * run again) and drops a partition only after its rows are rolled up, in one transaction.
 */
@Injectable()
export class RetentionRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  private async partitionsOf(parent: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_inherits i
       JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
       JOIN pg_namespace n ON n.oid = p.relnamespace
       WHERE n.nspname = 'pricing' AND p.relname = $1 ORDER BY c.relname`,
      [parent],
    );
    return rows.map((row) => row.name);
  }

  /** Runs the policy at `now`; says which partitions it rolled up and dropped. */
  async apply(policy: RetentionPolicy, now: Date): Promise<{ rawDays: string[]; hourlyMonths: string[] }> {
    const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
    const rawBefore = today - policy.rawDays * DAY_MS;
    const rawDays: string[] = [];
    for (const name of await this.partitionsOf('price_observations')) {
      const match = RAW_PARTITION.exec(name);
      if (!match) continue;
      const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
      if (day >= rawBefore) continue;
      const month = monthOf(day);
      await ensurePartition(this.pool, 'price_hourly', hourlyPartitionOf(month), month, nextMonth(month));
      await this.inTransaction(async (run) => {
        await run(`
          INSERT INTO pricing.price_hourly AS h
          ${ROLL_UP('hour', `(SELECT *, price AS open_price, price AS close_price, price AS low_price, price AS high_price, 1 AS n FROM pricing.${name}) raw`, 'price', 'n')}
          ON CONFLICT (game_year, price_key, ea_id, hour) DO NOTHING`);
        await run(`DROP TABLE pricing.${name}`);
      });
      rawDays.push(name);
    }
    const hourlyBefore = today - policy.hourlyDays * DAY_MS;
    const hourlyMonths: string[] = [];
    for (const name of await this.partitionsOf('price_hourly')) {
      const match = HOURLY_PARTITION.exec(name);
      if (!match) continue;
      const month = Date.UTC(Number(match[1]), Number(match[2]) - 1, 1);
      if (nextMonth(month) > hourlyBefore) continue;
      await this.inTransaction(async (run) => {
        await run(`
          INSERT INTO pricing.price_daily
          ${ROLL_UP('day', `(SELECT *, hour AS observed_at, mean_price * observations AS total FROM pricing.${name}) hourly`, 'total', 'observations')}
          ON CONFLICT (game_year, price_key, ea_id, day) DO NOTHING`);
        await run(`DROP TABLE pricing.${name}`);
      });
      hourlyMonths.push(name);
    }
    return { rawDays, hourlyMonths };
  }

  private async inTransaction(work: (run: (sql: string) => Promise<unknown>) => Promise<void>) {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await work((sql) => client.query(sql));
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
