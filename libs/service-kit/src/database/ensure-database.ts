import pg from 'pg';

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The database `url` names, and the URL of the server's maintenance database, from which it is made or dropped. */
const databaseOf = (url: string) => {
  const database = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return { database, adminUrl: admin.toString() };
};

/** Creates the database named in `url` when it does not exist (first start on a fresh machine). */
export const ensureDatabase = async (url: string): Promise<void> => {
  const { database, adminUrl } = databaseOf(url);
  if (!database) throw new Error(`DATABASE_URL names no database: ${url}`);
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) {
      // CREATE DATABASE takes no bind parameters; the name is quoted as an identifier.
      await client.query(`CREATE DATABASE ${quoteIdentifier(database)}`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created meanwhile by another service
      });
    }
  } finally {
    await client.end();
  }
};

/**
 * Drops the database named in `url`. A pool's end() resolves before its sockets have closed, and a
 * forced drop then sends those closing sessions a FATAL that the ended pool re-emits as an unhandled
 * 'error'. So the drop first waits (up to `waitMs`) for the other sessions to leave, and forces only
 * those still there after it.
 */
export const dropDatabase = async (url: string, waitMs = 5000): Promise<void> => {
  const { database, adminUrl } = databaseOf(url);
  if (!database) throw new Error(`The URL names no database: ${url}`);
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database],
      );
      if (rows[0]?.n === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(database)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
};

export const ensureSchema = async (client: { query: (sql: string) => Promise<unknown> }, schema: string) => {
  await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
};
