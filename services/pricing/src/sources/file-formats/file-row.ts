import type { IncomingPriceRow } from '@futgg/contracts';

/** One row read from a price file, with where it was: a line (CSV, NDJSON) or an element (JSON array). */
export interface FileRow {
  position: number;
  row: IncomingPriceRow;
}

/** The columns (CSV) or keys (JSON) a row may name; anything else in a JSON row is left out. */
export const ROW_FIELDS = ['eaId', 'priceKey', 'price', 'observedAt'] as const;
export type RowField = (typeof ROW_FIELDS)[number];

/**
 * A price row is about a hundred characters: a "row" a thousand times longer is a file of another kind
 * (a JSON array saved as .ndjson, a CSV without line breaks), refused before it fills the memory.
 */
export const MAX_ROW_CHARS = 100_000;

/** The file's structure is broken (not one bad row, which the ingestion refuses with its reason). */
export class MalformedPriceFileError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
    this.name = 'MalformedPriceFileError';
  }
}

export const rowTooLong = (line: number) =>
  new MalformedPriceFileError(line, `a row over ${MAX_ROW_CHARS} characters is not a price row`);

const kindOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
};

/**
 * A JSON row's price fields, as they are (the ingestion checks them). A row that is not an object would
 * fail the whole batch's contract, so it stops the import instead, at its line.
 */
const rowOfJson = (value: unknown, line: number, what: string): IncomingPriceRow => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new MalformedPriceFileError(line, `${what} is ${kindOf(value)}, not a row object`);
  }
  const source = value as Record<string, unknown>;
  const row: IncomingPriceRow = {};
  for (const field of ROW_FIELDS) if (source[field] !== undefined) row[field] = source[field];
  return row;
};

/** JSON.parse's complaint, without V8's echo of the whole text. */
const jsonErrorOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(
    /, (\.\.\.)?".*"(\.\.\.)? is not valid JSON$/s,
    '',
  );

/** One row's JSON text (an NDJSON line, a JSON array's element) as a row; `what` names it in a fault. */
export const rowOfJsonText = (text: string, line: number, what: string): IncomingPriceRow => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new MalformedPriceFileError(line, `invalid JSON in ${what}: ${jsonErrorOf(error)}`);
  }
  return rowOfJson(value, line, what);
};
