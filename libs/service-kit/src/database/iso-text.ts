/**
 * Answers carry timestamps as text PostgreSQL formats, so a contract's value is the same string whatever
 * the driver's Date parsing or the session's time zone. Each contract keeps the precision it was written
 * with: dropping `.US` to `.MS` (or adding it) changes what clients compare and sort by.
 */
export type IsoPrecision = 'seconds' | 'milliseconds' | 'microseconds';

const SECONDS_PATTERN: Record<IsoPrecision, string> = {
  seconds: 'SS',
  milliseconds: 'SS.MS',
  microseconds: 'SS.US',
};

// The column is spliced into SQL. Callers pass names written in our code, never user input; anything
// that is not a plain (optionally table-qualified) identifier is refused, so this never becomes a way in.
const PLAIN_COLUMN = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/i;

const checkedColumn = (column: string): string => {
  if (!PLAIN_COLUMN.test(column)) {
    throw new Error(`Refusing to format ${JSON.stringify(column)}: not a plain column reference`);
  }
  return column;
};

/** `column` (a timestamptz) as ISO-8601 UTC text, e.g. `2026-11-29T10:42:46.123Z` for milliseconds. */
export const isoTimestamp = (column: string, precision: IsoPrecision = 'milliseconds'): string =>
  `to_char(${checkedColumn(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:${SECONDS_PATTERN[precision]}"Z"')`;

/** `column` (a date) as `YYYY-MM-DD`. */
export const isoDate = (column: string): string => `to_char(${checkedColumn(column)}, 'YYYY-MM-DD')`;
