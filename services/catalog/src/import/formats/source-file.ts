import { CsvError, parse } from 'csv-parse/sync';
import { DerivedIds, RowProblem, skipped, type SourceCard, type SourceRow } from '../source-card.js';
import { EA_RATINGS_COLUMNS, eaRatingsCard } from './ea-ratings.js';
import { FUTBIN_COLUMNS, futbinCard } from './futbin.js';
import { futggCard } from './futgg-cards.js';
import { SOFIFA_COLUMNS, sofifaCard } from './sofifa.js';

export const SOURCE_FORMATS = ['ea-ratings', 'sofifa', 'futbin', 'futgg'] as const;
export type SourceFormat = (typeof SOURCE_FORMATS)[number];

/** A file the importer cannot read at all: nothing is written. */
export class PlayerFileError extends Error {}

const CSV_FORMATS: readonly (readonly [SourceFormat, readonly string[]])[] = [
  ['sofifa', SOFIFA_COLUMNS],
  ['futbin', FUTBIN_COLUMNS],
  ['ea-ratings', EA_RATINGS_COLUMNS],
];

/** The CSV layout whose identifying columns the header has, or undefined. */
export const csvFormatOf = (header: readonly string[]): SourceFormat | undefined => {
  const columns = new Set(header.map((column) => column.trim()));
  return CSV_FORMATS.find(([, required]) => required.every((column) => columns.has(column)))?.[0];
};

export interface SourceFile {
  format: SourceFormat;
  rows: SourceRow[];
}

const cardOrSkip = (line: number, make: () => SourceCard): SourceRow => {
  try {
    return { ok: true, card: make() };
  } catch (error) {
    if (error instanceof RowProblem) return skipped(line, error.message);
    throw error;
  }
};

const readJson = (text: string, format: SourceFormat | undefined): SourceFile => {
  if (format && format !== 'futgg')
    throw new PlayerFileError(`--format ${format} is a CSV layout, but the file is JSON`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    // Without V8's echo of the text: a large file must not come back in the message.
    const reason = (error as Error).message.replace(/, (\.\.\.)?".*"(\.\.\.)? is not valid JSON$/s, '');
    throw new PlayerFileError(`not valid JSON: ${reason}`);
  }
  const entries = Array.isArray(parsed)
    ? parsed
    : typeof parsed === 'object' && parsed !== null
      ? (['players', 'cards', 'items', 'data']
          .map((key) => (parsed as Record<string, unknown>)[key])
          .find(Array.isArray) as unknown[] | undefined)
      : undefined;
  if (!entries) throw new PlayerFileError('JSON must be an array of card objects (or { "players": [...] })');
  if (
    entries.length &&
    !entries.some((entry) => typeof entry === 'object' && entry !== null && 'eaId' in entry)
  ) {
    throw new PlayerFileError('JSON cards have no "eaId": not fut.gg card data');
  }
  return {
    format: 'futgg',
    rows: entries.map((entry, index) => cardOrSkip(index + 1, () => futggCard(entry, index + 1))),
  };
};

const readCsv = (text: string, format: SourceFormat | undefined): SourceFile => {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
  } catch (error) {
    throw new PlayerFileError(
      error instanceof CsvError ? `not valid CSV: ${error.message}` : `not valid CSV: ${String(error)}`,
    );
  }
  const [header, ...body] = records;
  if (!header) throw new PlayerFileError('the file is empty');
  const detected = csvFormatOf(header);
  const chosen = format ?? detected;
  if (!chosen) {
    throw new PlayerFileError(
      `unknown CSV layout: the header has none of the known column sets (${CSV_FORMATS.map(
        ([name, columns]) => `${name}: ${columns.join(', ')}`,
      ).join('; ')})`,
    );
  }
  if (chosen === 'futgg') throw new PlayerFileError('--format futgg is fut.gg JSON, but the file is CSV');
  const required = CSV_FORMATS.find(([name]) => name === chosen)![1];
  const missing = required.filter((column) => !header.includes(column));
  if (missing.length)
    throw new PlayerFileError(`the ${chosen} layout needs the column(s) ${missing.join(', ')}`);
  const ids = new DerivedIds();
  const rows = body.map((values, index) => {
    // Line numbers count the header as line 1 (records with quoted newlines are rare in these files).
    const line = index + 2;
    if (values.length !== header.length) {
      return skipped(line, `has ${values.length} fields, the header ${header.length}`);
    }
    const row = Object.fromEntries(header.map((column, at) => [column, values[at]!]));
    return cardOrSkip(line, () =>
      chosen === 'sofifa'
        ? sofifaCard(row, line)
        : chosen === 'futbin'
          ? futbinCard(row, line)
          : eaRatingsCard(row, line, ids),
    );
  });
  return { format: chosen, rows };
};

/**
 * The file's cards and skipped rows: JSON (first non-blank character `[` or `{`) is fut.gg card data, CSV
 * is told apart by its header; `format` overrides the detection (and is checked against the header).
 */
export const readSourceFile = (text: string, format?: SourceFormat): SourceFile => {
  const start = text.trimStart()[0];
  if (start === undefined) throw new PlayerFileError('the file is empty');
  return start === '[' || start === '{' ? readJson(text, format) : readCsv(text, format);
};
