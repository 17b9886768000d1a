// npm run prices:import -- prices.csv [--game-year 26] [--format csv|json|ndjson]
import { basename } from 'node:path';
import { PRICING_CONTRACTS, type IngestPricesReply } from '@futgg/contracts';
import {
  ProgressBar,
  cliNatsConfigOrExitCode,
  commandOrExitCode,
  messageOf,
  withNatsRequester,
  type NatsRequester,
} from '@futgg/service-kit';
import { MalformedPriceFileError } from '../sources/file-formats/file-row.js';
import { FileImportSource, POSITION_UNIT } from '../sources/file-import.source.js';
import { IMPORT_USAGE, parseImportArgs, type ImportCommand } from './import-args.js';
import { ImportTally, summaryLines } from './import-summary.js';

/** A batch of 5,000 rows is checked against the catalog and stored in one call: it may take a while. */
const BATCH_TIMEOUT_MS = 60_000;

type Import = Extract<ImportCommand, { help: false }>;

const say = (line: string) => process.stderr.write(`${line}\n`);

/** Sends the file's batches one after another; at the first failure stops, having said what was done. */
const importFile = async (
  command: Import,
  source: FileImportSource,
  requester: NatsRequester,
  bar: ProgressBar,
) => {
  const file = basename(command.file);
  const tally = new ImportTally();
  const report = () => {
    bar.done();
    const what = { file, gameYear: command.gameYear, unit: POSITION_UNIT[command.format] };
    for (const line of summaryLines(tally, what)) say(line);
  };
  try {
    for await (const batch of source.positionedBatches()) {
      const reply = await requester.request<IngestPricesReply>(PRICING_CONTRACTS.ingest.subject, {
        gameYear: command.gameYear,
        source: source.source,
        rows: batch.rows,
      });
      tally.add(batch, reply);
    }
  } catch (error) {
    if (tally.read) report();
    else bar.done();
    say(
      error instanceof MalformedPriceFileError
        ? `prices:import: stopped at ${file} line ${error.line}: ${error.reason}`
        : `prices:import: stopped: ${messageOf(error)}`,
    );
    return 1;
  }
  report();
  return 0;
};

const main = async (): Promise<number> => {
  const command = commandOrExitCode('prices:import', IMPORT_USAGE, () =>
    parseImportArgs(process.argv.slice(2)),
  );
  if (typeof command === 'number') return command;
  const config = cliNatsConfigOrExitCode('prices:import');
  if (typeof config === 'number') return config;
  const bar = new ProgressBar(process.stderr);
  const label = `${basename(command.file)} bytes`;
  let source: FileImportSource;
  try {
    source = await FileImportSource.open(command.file, command.format, (read, size) =>
      bar.update(label, read, size),
    );
  } catch (error) {
    say(`prices:import: cannot read ${command.file}: ${messageOf(error)}`);
    return 1;
  }
  try {
    return await withNatsRequester(config, 'prices-import', BATCH_TIMEOUT_MS, (requester) =>
      importFile(command, source, requester, bar),
    );
  } catch (error) {
    // importFile reports its own failures: only an unreachable NATS gets here.
    await source.close();
    say(`prices:import: ${messageOf(error)}`);
    return 1;
  }
};

process.exitCode = await main();
