import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { createServiceDataSource, ensureDatabase, migrate } from '@futgg/service-kit';
import { generateGameData, type GameData } from '@futgg/game-data';
import { CATALOG_MIGRATIONS } from '../migrations/index.js';
import { seedObjectivesAndSbcs } from '../sbc/objectives-sbc.seed.js';
import { seedFeedAndCollections } from '../feed/feed-recorder.js';
import { seedLiveScores } from '../live-scores/live-scores.seed.js';
import { indexSearchAfterSeed } from '../search/search-documents.js';
import { CATALOG_TABLES, columnListOf, valueOf, type CatalogTable } from './catalog-tables.js';
import { copyField, copyLine } from './copy-text-format.js';

export const CATALOG_SCHEMA = 'catalog';
const PROGRESS_EVERY_ROWS = 1000;
const LINES_PER_CHUNK = 500;

export interface SeedProgress {
  phase: 'migrate' | 'generate' | 'load' | 'commit';
  table?: string;
  done: number;
  total: number;
}

export interface SeedCatalogOptions {
  databaseUrl: string;
  seed: number;
  players: number;
  gameYear: number;
  onProgress?: (progress: SeedProgress) => void;
}

export interface SeedSummary {
  gameYear: number;
  /** Rows written per table. */
  counts: Record<string, number>;
  seconds: number;
}

export const runCatalogMigrations = async (databaseUrl: string): Promise<void> => {
  await ensureDatabase(databaseUrl);
  const dataSource = createServiceDataSource({
    url: databaseUrl,
    schema: CATALOG_SCHEMA,
    entities: [],
    migrations: CATALOG_MIGRATIONS,
    applicationName: 'catalog-seed',
  });
  await dataSource.initialize();
  try {
    await migrate(dataSource, CATALOG_SCHEMA);
  } finally {
    await dataSource.destroy();
  }
};

/** Whether the game year has no player items yet (`seed --if-empty`). */
export const catalogIsEmpty = async (databaseUrl: string, gameYear: number): Promise<boolean> => {
  // On a fresh machine the database itself does not exist yet: that is empty too.
  await ensureDatabase(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const exists = await client.query(
      `SELECT to_regclass('${CATALOG_SCHEMA}.player_items') IS NOT NULL AS present`,
    );
    if (!exists.rows[0]?.present) return true;
    const { rowCount } = await client.query(
      `SELECT 1 FROM ${CATALOG_SCHEMA}.player_items WHERE game_year = $1 LIMIT 1`,
      [gameYear],
    );
    return rowCount === 0;
  } finally {
    await client.end();
  }
};

function* copyChunks(
  catalogTable: CatalogTable,
  data: GameData,
  onRows: (done: number) => void,
): Generator<string> {
  const rows = data[catalogTable.rows] as unknown as readonly Record<string, unknown>[];
  let chunk = '';
  let done = 0;
  for (const row of rows) {
    chunk += copyLine(
      catalogTable.fields.map((field) =>
        copyField(
          field === 'gameYear' ? data.gameYear : valueOf(catalogTable, row, field),
          catalogTable.jsonFields.has(field),
        ),
      ),
    );
    done += 1;
    if (done % LINES_PER_CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
    if (done % PROGRESS_EVERY_ROWS === 0) onRows(done);
  }
  if (chunk) yield chunk;
  if (done % PROGRESS_EVERY_ROWS !== 0 || done === 0) onRows(done);
}

/**
 * Loads a generated game year into the catalog schema: migrations first, then one transaction that
 * deletes the year's rows from every catalog table and COPYs the new ones in. Running it again with the
 * same options leaves exactly the same rows; other game years are untouched.
 */
export const seedCatalog = async ({
  databaseUrl,
  seed,
  players,
  gameYear,
  onProgress,
}: SeedCatalogOptions): Promise<SeedSummary> => {
  const started = performance.now();
  onProgress?.({ phase: 'migrate', done: 0, total: 1 });
  await runCatalogMigrations(databaseUrl);
  onProgress?.({ phase: 'generate', done: 0, total: players });
  const data = generateGameData({ seed, players, gameYear });
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'catalog-seed' });
  await client.connect();
  const counts: Record<string, number> = {};
  try {
    await client.query('BEGIN');
    // Children first would matter with foreign keys; the seeded tables have none among them. The users'
    // clubs (user_club_items) reference player_items with a key checked at COMMIT: the year's cards
    // copied back keep every club, a seed that drops a card some club holds fails (migration 1764600000000).
    for (const catalogTable of [...CATALOG_TABLES].reverse()) {
      await client.query(`DELETE FROM ${CATALOG_SCHEMA}.${catalogTable.name} WHERE game_year = $1`, [
        gameYear,
      ]);
    }
    for (const catalogTable of CATALOG_TABLES) {
      const total = (data[catalogTable.rows] as unknown[]).length;
      const report = (done: number) => onProgress?.({ phase: 'load', table: catalogTable.name, done, total });
      const copy = client.query(
        copyFrom(`COPY ${CATALOG_SCHEMA}.${catalogTable.name} (${columnListOf(catalogTable)}) FROM STDIN`),
      );
      await pipeline(Readable.from(copyChunks(catalogTable, data, report)), copy);
      counts[catalogTable.name] = total;
    }
    // The default season of objectives and SBCs, linked to the year's cards (docs/objectives-and-sbcs.md).
    Object.assign(counts, await seedObjectivesAndSbcs(client, data));
    // The default season of live scores, linked to the year's cards (docs/live-scores.md).
    await seedLiveScores(client, data);
    // The year's collections and its feed's "added" facts, in the same transaction (docs/feed-and-collections.md).
    await seedFeedAndCollections(client, data);
    onProgress?.({ phase: 'commit', done: 0, total: 1 });
    await client.query('COMMIT');
    // Fresh statistics for the planner, and a visibility map so counts can use index-only scans
    // (a bulk COPY leaves neither; totalCount on every search page depends on it).
    for (const catalogTable of CATALOG_TABLES)
      await client.query(`VACUUM (ANALYZE) ${CATALOG_SCHEMA}.${catalogTable.name}`);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  // Last, after every kind of content is in: global search's index of the year (docs/search.md).
  await indexSearchAfterSeed(databaseUrl, gameYear);
  return { gameYear, counts, seconds: (performance.now() - started) / 1000 };
};
