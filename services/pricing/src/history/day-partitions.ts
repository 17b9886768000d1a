import type { Pool } from 'pg';

const DAY_MS = 86_400_000;
const DUPLICATE_TABLE = '42P07';

/** The UTC day an instant falls in, as its midnight (ms). */
export const dayOf = (at: Date): number => Math.floor(at.getTime() / DAY_MS) * DAY_MS;

/** A day's partition of the observations: pricing.price_observations_20261125. */
export const partitionNameOf = (day: number): string =>
  `price_observations_${new Date(day).toISOString().slice(0, 10).replace(/-/g, '')}`;

/**
 * Creates a range partition of one of pricing's partitioned tables (idempotent). Two workers creating
 * the same one at once is expected: the loser's "already exists" is success. Names and bounds are built
 * from dates, never from input text, so the identifiers are safe to splice.
 */
export const ensurePartition = async (
  pool: Pool,
  parent: string,
  name: string,
  from: number,
  to: number,
): Promise<void> => {
  try {
    await pool.query(
      `CREATE TABLE IF NOT EXISTS pricing.${name} PARTITION OF pricing.${parent}
       FOR VALUES FROM ('${new Date(from).toISOString()}') TO ('${new Date(to).toISOString()}')`,
    );
  } catch (error) {
    if ((error as { code?: string }).code !== DUPLICATE_TABLE) throw error;
  }
};

/** Creates the daily partitions of the observations the given days need. */
export const ensureDayPartitions = async (pool: Pool, days: Iterable<number>): Promise<void> => {
  for (const day of new Set(days)) {
    await ensurePartition(pool, 'price_observations', partitionNameOf(day), day, day + DAY_MS);
  }
};
