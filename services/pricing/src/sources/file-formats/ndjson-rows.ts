import { MAX_ROW_CHARS, rowOfJsonText, rowTooLong, type FileRow } from './file-row.js';

const rowOfLine = (text: string, line: number): FileRow | undefined =>
  text.trim() ? { position: line, row: rowOfJsonText(text, line, 'this row') } : undefined;

/** An NDJSON (JSON Lines) price file's rows: one object a line, blank lines skipped, each with its line. */
export async function* ndjsonRows(text: AsyncIterable<string>): AsyncGenerator<FileRow> {
  let pending = '';
  let line = 0;
  for await (const chunk of text) {
    pending += chunk;
    let start = 0;
    for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n', start)) {
      line += 1;
      const row = rowOfLine(pending.slice(start, end), line);
      if (row) yield row;
      start = end + 1;
    }
    pending = pending.slice(start);
    if (pending.length > MAX_ROW_CHARS) throw rowTooLong(line + 1);
  }
  const last = rowOfLine(pending, line + 1);
  if (last) yield last;
}
