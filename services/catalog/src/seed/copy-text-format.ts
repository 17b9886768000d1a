// PostgreSQL COPY text format: one line per row, tab-separated, \N for null, and backslash escapes for
// backslash, tab, newline and carriage return (PostgreSQL docs, "COPY", "Text Format").

const ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
export const NULL_FIELD = '\\N';

export const escapeCopyText = (text: string): string => text.replace(/[\\\t\n\r]/g, (char) => ESCAPES[char]!);

/** A value as a COPY field. Number lists become array literals (`{1,2}`); `json` columns take JSON text. */
export const copyField = (value: unknown, json = false): string => {
  if (value === null || value === undefined) return NULL_FIELD;
  if (json) return escapeCopyText(JSON.stringify(value));
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Cannot COPY the number ${value}`);
    return String(value);
  }
  if (typeof value === 'string') return escapeCopyText(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isInteger(item))) {
    return `{${value.join(',')}}`;
  }
  throw new TypeError(`No COPY encoding for ${JSON.stringify(value)}; mark the column as json`);
};

export const copyLine = (fields: readonly string[]): string => `${fields.join('\t')}\n`;
