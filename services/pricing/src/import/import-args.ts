import { GAME_YEAR, SUPPORTED_GAME_YEARS } from '@futgg/game-rules';
import { CliArgsError, gameYearArg, parseFileCommandArgs } from '@futgg/service-kit';
import { FILE_FORMATS, formatOfPath, type FileFormat } from '../sources/file-import.source.js';

export type ImportCommand =
  { help: true } | { help: false; file: string; gameYear: number; format: FileFormat };

export const IMPORT_USAGE = `Usage: npm run prices:import -- <file> [--game-year 26] [--format csv|json|ndjson]
  <file>           prices to import: CSV with a header row naming eaId, price, observedAt and optionally
                   priceKey; a JSON array of row objects; or NDJSON, one row object a line
  --game-year N    the game year the prices are of, ${SUPPORTED_GAME_YEARS.join(', ')} (default ${GAME_YEAR.DEFAULT})
  --format F       csv, json or ndjson (default: from the extension: .csv, .json, .ndjson or .jsonl)
The rows go to the running pricing service over NATS ($NATS_URL, default nats://127.0.0.1:4222, and
$NATS_SUBJECT_PREFIX), which checks them and stores them as source "file"; importing a file again
stores nothing new. Progress and the summary (rows read, stored, duplicate, refused and why) go to stderr.`;

export { CliArgsError as ImportArgsError };

const formatOf = (file: string, named: string | undefined): FileFormat => {
  if (named !== undefined) {
    if (!(FILE_FORMATS as readonly string[]).includes(named)) {
      throw new CliArgsError(`--format must be one of ${FILE_FORMATS.join(', ')}, got "${named}"`);
    }
    return named as FileFormat;
  }
  const format = formatOfPath(file);
  if (!format) throw new CliArgsError(`cannot tell the format of ${file} from its name: give --format`);
  return format;
};

/** The importer's arguments; anything off throws ImportArgsError (the kit's CliArgsError) with the reason. */
export const parseImportArgs = (argv: readonly string[]): ImportCommand => {
  const args = parseFileCommandArgs(argv, { 'game-year': { type: 'string' }, format: { type: 'string' } });
  if (args.help) return args;
  const { file, values } = args;
  return {
    help: false,
    file,
    gameYear: gameYearArg(values['game-year']) ?? GAME_YEAR.DEFAULT,
    format: formatOf(file, values.format),
  };
};
