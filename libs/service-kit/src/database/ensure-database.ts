import pg from 'pg';

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Creates the database named in `url` when it does not exist (first start on a fresh machine). */
export const ensureDatabase = async (url: string): Promise<void> => {
  const target = new URL(url);
  const database = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!database) throw new Error(`DATABASE_URL names no database: ${url}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
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

export const ensureSchema = async (client: { query: (sql: string) => Promise<unknown> }, schema: string) => {
  await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
};
