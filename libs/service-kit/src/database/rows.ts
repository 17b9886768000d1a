import type { Pool } from 'pg';

/** Rows of a parameterised query on the service's pool (the hot-path read of every repository). */
export const rows = async <T>(pool: Pool, text: string, values: readonly unknown[] = []): Promise<T[]> =>
  (await pool.query(text, values as unknown[])).rows as T[];
