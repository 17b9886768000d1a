import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import type { IncomingPriceRow } from '@futgg/contracts';
import {
  MalformedPriceFileError,
  MAX_ROW_CHARS,
  ROW_FIELDS,
  rowTooLong,
  type FileRow,
  type RowField,
} from './file-row.js';

const REQUIRED_COLUMNS: readonly RowField[] = ['eaId', 'price', 'observedAt'];
const WHOLE_NUMBER = /^-?\d+$/;

/**
 * A cell as the ingestion should see it: whole-number text becomes a number, anything else stays text
 * so the ingestion refuses it with its own reason (a CSV has no types; "1500.5" is not a price).
 */
export const numberIfWhole = (text: string): number | string => {
  const value = Number(text);
  return WHOLE_NUMBER.test(text) && Number.isSafeInteger(value) ? value : text;
};

/** Which field each column holds. A column we do not know stops the import: `price_key` is a typo, not a default. */
const columnsOf = (header: readonly string[], line: number): RowField[] => {
  const unknown = header.filter((name) => !(ROW_FIELDS as readonly string[]).includes(name));
  if (unknown.length) {
    throw new MalformedPriceFileError(
      line,
      `unknown column ${unknown.map((name) => `"${name}"`).join(', ')}: the header names ${ROW_FIELDS.join(', ')} (priceKey optional), in any order`,
    );
  }
  const repeated = header.filter((name, index) => header.indexOf(name) !== index);
  if (repeated.length) throw new MalformedPriceFileError(line, `column ${repeated[0]} is named twice`);
  const missing = REQUIRED_COLUMNS.filter((name) => !header.includes(name));
  if (missing.length) {
    throw new MalformedPriceFileError(line, `the header has no column ${missing.join(', ')}`);
  }
  return header as RowField[];
};

const rowOf = (columns: readonly RowField[], cells: readonly string[]): IncomingPriceRow => {
  const row: IncomingPriceRow = {};
  columns.forEach((field, index) => {
    const cell = cells[index] ?? '';
    // An empty cell is an absent value: no priceKey is console, no price is refused as such.
    if (cell === '') return;
    row[field] = field === 'eaId' || field === 'price' ? numberIfWhole(cell) : cell;
  });
  return row;
};

/**
 * CRLF as LF. csv-parse counts a CRLF inside a quoted field as two lines, which would shift every later
 * row's line number; none of our fields means anything with a line break in it anyway.
 */
async function* withLfLineEnds(text: AsyncIterable<string>): AsyncGenerator<string> {
  let carried = '';
  for await (const chunk of text) {
    const joined = carried + chunk;
    // A chunk ending in CR may be half of a CRLF: keep the CR for the next chunk.
    carried = joined.endsWith('\r') ? '\r' : '';
    yield (carried ? joined.slice(0, -1) : joined).replaceAll('\r\n', '\n');
  }
  if (carried) yield carried;
}

const newlinesIn = (cells: readonly string[]): number =>
  cells.reduce((count, cell) => count + cell.split('\n').length - 1, 0);

/**
 * A CSV price file's rows, each with the line it starts on. The first row is the header; a structural
 * fault (a quote never closed, a row with more or fewer cells than the header) stops it at its line.
 */
export async function* csvRows(text: AsyncIterable<string>): AsyncGenerator<FileRow> {
  // Where the last complete record ended, so a quote left open can be traced to the row that opened it
  // (csv-parse reports the line where the file ended).
  let lastEnd = { line: 0, emptyLines: 0 };
  let headerCells = 0;
  // The line each parsed record starts on, in parse order: the records come out in the same order.
  const startLines: number[] = [];
  const parser = parse({
    trim: true,
    skip_empty_lines: true,
    max_record_size: MAX_ROW_CHARS,
    on_record: (cells: string[], context) => {
      lastEnd = { line: context.lines, emptyLines: context.empty_lines };
      headerCells ||= cells.length;
      startLines.push(context.lines - newlinesIn(cells));
      return cells;
    },
  });
  const source = Readable.from(withLfLineEnds(text));
  source.once('error', (error) => parser.destroy(error));
  let columns: RowField[] | undefined;
  try {
    for await (const cells of source.pipe(parser) as AsyncIterable<string[]>) {
      const line = startLines.shift()!;
      if (!columns) columns = columnsOf(cells, line);
      else yield { position: line, row: rowOf(columns, cells) };
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      const emptyLines = Number(error['empty_lines'] ?? lastEnd.emptyLines) - lastEnd.emptyLines;
      throw new MalformedPriceFileError(
        lastEnd.line + emptyLines + 1,
        'a quoted field opened in this row is never closed',
      );
    }
    const line = Number(error['lines'] ?? 0);
    if (error.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH') {
      const cells = (error['record'] as unknown[] | undefined)?.length ?? '?';
      throw new MalformedPriceFileError(line, `${cells} cells where the header names ${headerCells}`);
    }
    if (error.code === 'CSV_MAX_RECORD_SIZE') {
      throw rowTooLong(line);
    }
    throw new MalformedPriceFileError(line, `malformed CSV (${error.message})`);
  } finally {
    source.destroy();
  }
  if (!columns) {
    throw new MalformedPriceFileError(1, `no header row: a CSV price file names its columns first`);
  }
}
