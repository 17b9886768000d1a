// npm run import -- --game-year 25 players.csv [--format ea-ratings|sofifa|futbin|futgg]
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { commandOrExitCode, messageOf, ProgressBar } from '@futgg/service-kit';
import { PlayerFileError } from './formats/source-file.js';
import { IMPORT_USAGE, parseImportArgs } from './import-args.js';
import { importPlayers, type ImportProgress } from './import-players.js';
import { importSummaryLines } from './import-summary.js';

const LABELS: Readonly<Record<ImportProgress['phase'], string>> = {
  read: 'reading',
  build: 'cards',
  write: 'writing',
};

const say = (line: string) => process.stderr.write(`${line}\n`);

// Writes straight to the catalog's database like `npm run seed` (the catalog owns these tables): a
// bulk load of thousands of cards is one COPY and one upsert, not thousands of NATS requests.
const main = async (): Promise<number> => {
  const command = commandOrExitCode('import', IMPORT_USAGE, () =>
    parseImportArgs(process.argv.slice(2), process.env),
  );
  if (typeof command === 'number') return command;
  let text: string;
  try {
    text = await readFile(command.file, 'utf8');
  } catch (error) {
    say(`import: cannot read ${command.file}: ${messageOf(error)}`);
    return 1;
  }
  const bar = new ProgressBar(process.stderr);
  try {
    const summary = await importPlayers({
      databaseUrl: command.databaseUrl,
      gameYear: command.gameYear,
      text,
      ...(command.format ? { format: command.format } : {}),
      onProgress: ({ phase, done, total }) => bar.update(LABELS[phase], done, total),
    });
    bar.done();
    for (const line of importSummaryLines(basename(command.file), summary)) say(line);
    return 0;
  } catch (error) {
    bar.done();
    if (error instanceof PlayerFileError) {
      say(`import: ${basename(command.file)}: ${error.message}; nothing was imported`);
      return 1;
    }
    const message = messageOf(error);
    say(`import: failed: ${message}; nothing was imported`);
    if (/ECONNREFUSED|connect/i.test(message)) {
      say(`Is PostgreSQL running at ${command.databaseUrl}? (docker compose up -d postgres)`);
    }
    return 1;
  }
};

process.exitCode = await main();
