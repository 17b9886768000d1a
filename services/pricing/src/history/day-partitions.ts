import type { Pool } from 'pg';

const DAY_MS = 86_400_000;
const DUPLICATE_TABLE = '42P07';

/** The UTC day an instant falls in, as its midnight (ms). */
export const dayOf = (at: Date): number => Math.floor(at.getTime() / DAY_MS) * DAY_MS;

/** A day's partition of the observations: pricing.price_observations_20261125. */
export const partitionNameOf = (day: number): string =>
  `price_observations_${new Date(day).toISOString().slice(0, 10).replace(/-/g, '')}`;

/**
 * Creates the daily partitions the given days need (idempotent). Two workers creating the same day at
 * once is expected: the loser's "already exists" is success. The names are built from dates, never
 * from input text, so the identifiers are safe to splice.
 */
export const ensureDayPartitions = async (pool: Pool, days: Iterable<number>): Promise<void> => {
  for (const day of new Set(days)) {
    const from = new Date(day).toISOString();
    const to = new Date(day + DAY_MS).toISOString();
    try {
      await pool.query(
        `CREATE TABLE IF NOT EXISTS pricing.${partitionNameOf(day)}
           PARTITION OF pricing.price_observations FOR VALUES FROM ('${from}') TO ('${to}')`,
      );
    } catch (error) {
      if ((error as { code?: string }).code !== DUPLICATE_TABLE) throw error;
    }
  }
};
