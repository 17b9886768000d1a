import pg from 'pg';
import { dropDatabase } from '../src/database/ensure-database.js';
import { ADMIN_URL, kitTestDatabase } from './kit-test-database.js';

// Every suite drops its database at the end, right after its pools' end(), which resolves before their
// sockets close. A drop that forced those closing sessions out sent them a FATAL the pool re-emitted as an
// unhandled 'error' and failed the suite that had passed (seen once in CI).
describe('dropDatabase', () => {
  const exists = async (name: string) => {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    try {
      return (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    } finally {
      await admin.end();
    }
  };

  const connected = async (url: string, errors: Error[]) => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', (error) => errors.push(error));
    await client.connect();
    await client.query('SELECT 1');
    return client;
  };

  it('waits for a session that is closing and does not force it out', async () => {
    const database = kitTestDatabase('drop_closing');
    await database.create();
    const errors: Error[] = [];
    const client = await connected(database.url, errors);
    const closing = new Promise<void>((resolve) => setTimeout(() => void client.end().then(resolve), 150));

    await dropDatabase(database.url);
    await closing;

    expect(errors).toEqual([]);
    expect(await exists(database.name)).toBe(false);
  });

  it('forces out a session still open once the wait is over', async () => {
    const database = kitTestDatabase('drop_held');
    await database.create();
    const errors: Error[] = [];
    const client = await connected(database.url, errors);
    const started = Date.now();

    await dropDatabase(database.url, 200);

    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(await exists(database.name)).toBe(false);
    await expect(client.query('SELECT 1')).rejects.toThrow();
    expect(errors.map((error) => error.message).join()).toMatch(/terminating connection/);
  });

  it('drops a database nobody is connected to at once, and one that is gone without complaint', async () => {
    const database = kitTestDatabase('drop_idle');
    await database.create();
    const started = Date.now();
    await dropDatabase(database.url);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await exists(database.name)).toBe(false);
    await expect(dropDatabase(database.url)).resolves.toBeUndefined();
  });
});
