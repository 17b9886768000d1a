import { CliArgsError, gameYearArg, parseFileCommandArgs } from '@futgg/service-kit';
import { SOURCE_FORMATS, type SourceFormat } from './formats/source-file.js';

export const IMPORT_USAGE = `Usage: npm run import -- --game-year <year> <file> [--format <layout>] [--database-url <url>]
  Imports real player data into the catalog's player items for one game year (docs/player-import.md).
  <file>              CSV or JSON of player cards
  --game-year YEAR    the game year the cards belong to (required)
  --format LAYOUT     ${SOURCE_FORMATS.join(' | ')} (default: detected from the CSV header or the JSON shape)
  --database-url URL  the catalog's PostgreSQL (default $DATABASE_URL or postgres://postgres@127.0.0.1:5432/futgg)`;

export type ImportCommand =
  | { help: true }
  | { help: false; file: string; gameYear: number; format?: SourceFormat; databaseUrl: string };

const OPTIONS = {
  'game-year': { type: 'string' },
  format: { type: 'string' },
  'database-url': { type: 'string' },
} as const;

export const parseImportArgs = (
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): ImportCommand => {
  const args = parseFileCommandArgs(argv, OPTIONS);
  if (args.help) return args;
  const gameYear = gameYearArg(args.values['game-year']);
  if (gameYear === undefined) throw new CliArgsError('--game-year is required (which year are these cards?)');
  const format = args.values.format;
  if (format !== undefined && !(SOURCE_FORMATS as readonly string[]).includes(format)) {
    throw new CliArgsError(`--format must be one of ${SOURCE_FORMATS.join(', ')}, got "${format}"`);
  }
  return {
    help: false,
    file: args.file,
    gameYear,
    ...(format ? { format: format as SourceFormat } : {}),
    databaseUrl:
      args.values['database-url'] ?? env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/futgg',
  };
};
