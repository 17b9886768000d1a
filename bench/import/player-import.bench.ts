// `npx tsx bench/import/player-import.bench.ts`: the real-data importer (npm run import) on the largest
// player data set in ../shared/data (EA's FC 25 ratings, 12,929 rows, 2.9 MB), against two baselines of
// the same run: csv-parse alone on the same text, and a plain COPY of the same file into a table of text
// columns (what PostgreSQL needs just to take the bytes in). A benchmark, not a test: nothing asserts.
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createTestDatabase, readSharedText } from '@futgg/testing';
import { importPlayers } from '../../services/catalog/src/import/import-players.js';
import { runCatalogMigrations } from '../../services/catalog/src/seed/seed-catalog.js';

const ROUNDS = 3;
const GAME_YEAR = 25;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
};

const main = async () => {
  const text = readSharedText('fc25-player-ratings', 'players.csv');
  const database = await createTestDatabase('bench_import');
  const client = new pg.Client({ connectionString: database.url });
  try {
    await runCatalogMigrations(database.url);
    await client.connect();
    const header = (parse(text, { to_line: 1 }) as string[][])[0]!;
    const rows = (parse(text, { bom: true, from_line: 2 }) as string[][]).length;
    await client.query(`CREATE TABLE plain_copy (${header.map((_, index) => `c${index} text`).join(', ')})`);
    const times = {
      parse: [] as number[],
      copy: [] as number[],
      first: [] as number[],
      again: [] as number[],
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      times.parse.push(await timed(async () => parse(text, { bom: true, skip_empty_lines: true })));
      await client.query('TRUNCATE plain_copy');
      times.copy.push(
        await timed(() =>
          pipeline(
            Readable.from([text]),
            client.query(copyFrom('COPY plain_copy FROM STDIN (FORMAT csv, HEADER true)')),
          ),
        ),
      );
      // A first import each round: the year emptied of cards and of the references the import made.
      for (const table of ['player_items', 'clubs', 'leagues', 'nations', 'rarities']) {
        await client.query(`DELETE FROM catalog.${table} WHERE game_year = $1`, [GAME_YEAR]);
      }
      const options = { databaseUrl: database.url, gameYear: GAME_YEAR, text, skipMigrations: true };
      times.first.push(await timed(() => importPlayers(options)));
      times.again.push(await timed(() => importPlayers(options)));
    }
    const line = (label: string, seconds: number[]) => {
      const value = median(seconds);
      const perSecond = Math.round(rows / value).toLocaleString('en-US');
      const ratio = (base: number[]) => `${(value / median(base)).toFixed(1)}×`;
      return `| ${label} | ${value.toFixed(2)} | ${perSecond} | ${ratio(times.parse)} | ${ratio(times.copy)} |`;
    };
    console.log(
      `FC 25 ratings: ${rows.toLocaleString('en-US')} rows, ${(text.length / 1e6).toFixed(1)} MB; median of ${ROUNDS} rounds`,
    );
    console.log('| step | seconds | rows/s | × parse alone | × plain COPY |');
    console.log('| --- | --- | --- | --- | --- |');
    console.log(line('csv-parse alone (baseline)', times.parse));
    console.log(line('plain COPY of the file (baseline)', times.copy));
    console.log(line('import, first time (all new)', times.first));
    console.log(line('import again (all unchanged)', times.again));
  } finally {
    await client.end().catch(() => undefined);
    await database.drop();
  }
};

await main();
