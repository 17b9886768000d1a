// npm run seed -- --players 20000 --seed 42 --game-year 26 [--if-empty]
import { ProgressBar } from '@futgg/service-kit';
import { parseSeedArgs, SEED_USAGE, SeedArgsError, type SeedArgs } from './seed-args.js';
import { catalogIsEmpty, seedCatalog, type SeedProgress } from './seed-catalog.js';

const LABELS: Readonly<Record<SeedProgress['phase'], string>> = {
  migrate: 'migrating',
  generate: 'generating',
  load: 'loading',
  commit: 'committing',
};

const run = async (args: SeedArgs): Promise<void> => {
  if (args.ifEmpty && !(await catalogIsEmpty(args.databaseUrl, args.gameYear))) {
    process.stderr.write(`FC ${args.gameYear} already has player items; nothing to do (--if-empty)\n`);
    return;
  }
  const bar = new ProgressBar(process.stderr);
  const summary = await seedCatalog({
    databaseUrl: args.databaseUrl,
    seed: args.seed,
    players: args.players,
    gameYear: args.gameYear,
    onProgress: ({ phase, table, done, total }) =>
      bar.update(table ? table.replace(/_/g, ' ') : LABELS[phase], done, total),
  });
  bar.done();
  const counts = Object.entries(summary.counts)
    .map(([table, count]) => `${table} ${count.toLocaleString('en-US')}`)
    .join(', ');
  process.stderr.write(
    `Seeded FC ${summary.gameYear} (seed ${args.seed}) in ${summary.seconds.toFixed(1)} s: ${counts}\n`,
  );
};

const main = async () => {
  let args: SeedArgs;
  try {
    args = parseSeedArgs(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof SeedArgsError)) throw error;
    process.stderr.write(`seed: ${error.message}\n${SEED_USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  if (args.help) {
    process.stdout.write(`${SEED_USAGE}\n`);
    return;
  }
  try {
    await run(args);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`\nseed: failed: ${message}\n`);
    if (/ECONNREFUSED|connect/i.test(message)) {
      process.stderr.write(`Is PostgreSQL running at ${args.databaseUrl}? (docker compose up -d postgres)\n`);
    }
    process.exitCode = 1;
  }
};

await main();
