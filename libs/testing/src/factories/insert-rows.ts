import type { Pool } from 'pg';
import { columnOf } from '@futgg/service-kit';

/**
 * Rows named in the vocabulary (camelCase fields) inserted into `table` with one parameterised INSERT,
 * columns by the snake_case convention. `jsonFields` are sent as JSON (jsonb columns). The spec's own
 * arrangement, so a test states the rows it needs and nothing else.
 */
export const insertRows = async (
  pool: Pool,
  table: string,
  rows: readonly Record<string, unknown>[],
  jsonFields: ReadonlySet<string> = new Set(),
): Promise<void> => {
  if (!rows.length) return;
  const fields = Object.keys(rows[0]!);
  // PostgreSQL binds at most 65,535 parameters a statement: larger sets go in several.
  const perStatement = Math.floor(65_535 / fields.length);
  if (rows.length > perStatement) {
    for (let start = 0; start < rows.length; start += perStatement) {
      await insertRows(pool, table, rows.slice(start, start + perStatement), jsonFields);
    }
    return;
  }
  const values: unknown[] = [];
  const tuples = rows.map(
    (row) =>
      `(${fields
        .map((field) => {
          const value = row[field];
          values.push(jsonFields.has(field) ? JSON.stringify(value) : value);
          return `$${values.length}`;
        })
        .join(', ')})`,
  );
  const columns = fields.map((field) => `"${columnOf(field)}"`).join(', ');
  await pool.query(`INSERT INTO ${table} (${columns}) VALUES ${tuples.join(', ')}`, values);
};
