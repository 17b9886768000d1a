import { parseArgs } from 'node:util';
import { GAME_YEAR, SUPPORTED_GAME_YEARS, isSupportedGameYear } from '@futgg/game-rules';
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

export class ImportArgsError extends Error {}

const formatOf = (file: string, named: string | undefined): FileFormat => {
  if (named !== undefined) {
    if (!(FILE_FORMATS as readonly string[]).includes(named)) {
      throw new ImportArgsError(`--format must be one of ${FILE_FORMATS.join(', ')}, got "${named}"`);
    }
    return named as FileFormat;
  }
  const format = formatOfPath(file);
  if (!format) throw new ImportArgsError(`cannot tell the format of ${file} from its name: give --format`);
  return format;
};

const gameYearOf = (raw: string | undefined): number => {
  if (raw === undefined) return GAME_YEAR.DEFAULT;
  const year = Number(raw);
  if (!/^\d+$/.test(raw) || !isSupportedGameYear(year)) {
    throw new ImportArgsError(`--game-year must be one of ${SUPPORTED_GAME_YEARS.join(', ')}, got "${raw}"`);
  }
  return year;
};

/** The importer's arguments; anything off throws ImportArgsError with the reason. */
export const parseImportArgs = (argv: readonly string[]): ImportCommand => {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        'game-year': { type: 'string' },
        format: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    // node:util's own wording, without its advice on positionals that start with a dash.
    throw new ImportArgsError((error as Error).message.split('. ')[0]!);
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  if (positionals.length !== 1) {
    throw new ImportArgsError(
      positionals.length ? `one file at a time, got ${positionals.length}` : 'which file?',
    );
  }
  const file = positionals[0]!;
  return {
    help: false,
    file,
    gameYear: gameYearOf(values['game-year']),
    format: formatOf(file, values.format),
  };
};
