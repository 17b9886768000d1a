// npm run evolutions:import -- evolutions.json [--game-year 26] [--dry-run]
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { EVOLUTIONS_CONTRACTS, ImportEvolutionsRequest, type ImportEvolutionsReply } from '@futgg/contracts';
import { cliNatsConfigOrExitCode, commandOrExitCode, messageOf, withNatsRequester } from '@futgg/service-kit';
import { readEvolutionFile } from './evolution-file.js';
import type { EvolutionFileRead } from './evolution-file.types.js';
import { IMPORT_EVOLUTIONS_USAGE, parseImportEvolutionsArgs } from './import-evolutions-args.js';
import { reportLines } from './import-report.js';

const PROGRAM = 'evolutions:import';
/** ImportEvolutionsRequest takes 1,000 evolutions at most: a longer file goes in several batches. */
const BATCH_SIZE = 1000;
const TIMEOUT_MS = 30_000;

const say = (line: string) => process.stderr.write(`${line}\n`);

const batchesOf = (read: EvolutionFileRead): ImportEvolutionsRequest[] => {
  const evolutions = read.importable.map((entry) => entry.evolution);
  const batches: ImportEvolutionsRequest[] = [];
  for (let start = 0; start < evolutions.length; start += BATCH_SIZE) {
    batches.push({ gameYear: read.gameYear, evolutions: evolutions.slice(start, start + BATCH_SIZE) });
  }
  return batches;
};

const main = async (): Promise<number> => {
  const command = commandOrExitCode(PROGRAM, IMPORT_EVOLUTIONS_USAGE, () =>
    parseImportEvolutionsArgs(process.argv.slice(2)),
  );
  if (typeof command === 'number') return command;
  const config = command.dryRun ? null : cliNatsConfigOrExitCode(PROGRAM);
  if (typeof config === 'number') return config;
  let read: EvolutionFileRead;
  try {
    read = readEvolutionFile(await readFile(command.file, 'utf8'), {
      gameYear: command.gameYear,
      now: new Date(),
    });
  } catch (error) {
    say(`${PROGRAM}: cannot read ${command.file}: ${messageOf(error)}`);
    return 1;
  }
  for (const line of reportLines(read, basename(command.file))) say(line);
  const batches = batchesOf(read);
  if (config === null) {
    process.stdout.write(`${JSON.stringify(batches.length === 1 ? batches[0] : batches, null, 2)}\n`);
    say(`dry run: ${read.importable.length} evolutions would be sent, nothing was`);
    return 0;
  }
  if (batches.length === 0) {
    say('nothing to send');
    return read.read === 0 ? 0 : 1;
  }
  try {
    const replies = await withNatsRequester(config, 'evolutions-import', TIMEOUT_MS, async (requester) => {
      const done: ImportEvolutionsReply[] = [];
      for (const batch of batches) {
        done.push(await requester.request<ImportEvolutionsReply>(EVOLUTIONS_CONTRACTS.import.subject, batch));
      }
      return done;
    });
    const created = replies.reduce((sum, reply) => sum + reply.created, 0);
    const updated = replies.reduce((sum, reply) => sum + reply.updated, 0);
    say(`sent ${read.importable.length} evolutions: ${created} created, ${updated} updated`);
    return 0;
  } catch (error) {
    say(`${PROGRAM}: ${messageOf(error)}`);
    return 1;
  }
};

process.exitCode = await main();
