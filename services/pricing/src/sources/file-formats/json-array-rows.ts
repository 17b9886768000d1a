import {
  MalformedPriceFileError,
  MAX_ROW_CHARS,
  rowOfJsonText,
  rowTooLong,
  type FileRow,
} from './file-row.js';

const CLOSER_OF: Readonly<Record<string, string>> = { '{': '}', '[': ']' };
const isWhitespace = (char: string) => char === ' ' || char === '\n' || char === '\r' || char === '\t';
const shown = (char: string) => JSON.stringify(char);

/**
 * A JSON price file's rows, read element by element so the array is never held whole: the scanner finds
 * where each top-level element ends (tracking strings and brackets) and JSON.parse reads that element.
 * Each row's position is its element number, from 1; a structural fault stops it at its line.
 */
export async function* jsonArrayRows(text: AsyncIterable<string>): AsyncGenerator<FileRow> {
  let phase = 'before' as 'before' | 'between' | 'element' | 'after';
  let line = 1;
  let elements = 0;
  let afterComma = false;
  // The element being read: its text from earlier chunks, its start in this one, its line, its brackets.
  let carried = '';
  let start = 0;
  let elementLine = 1;
  const open: string[] = [];
  let inString = false;
  let escaped = false;

  const fault = (reason: string) => new MalformedPriceFileError(line, reason);
  const finish = (chunk: string, end: number): FileRow => {
    const source = carried + chunk.slice(start, end);
    carried = '';
    if (source.length > MAX_ROW_CHARS) throw rowTooLong(elementLine);
    elements += 1;
    return { position: elements, row: rowOfJsonText(source, elementLine, `row ${elements}`) };
  };

  for await (const chunk of text) {
    start = 0;
    for (let index = 0; index < chunk.length; index += 1) {
      const char = chunk[index]!;
      if (char === '\n') line += 1;
      if (phase === 'element') {
        if (inString) {
          if (escaped) escaped = false;
          else if (char === '\\') escaped = true;
          else if (char === '"') inString = false;
        } else if (char === '"') {
          inString = true;
        } else if (char === '{' || char === '[') {
          open.push(char);
        } else if (char === '}' || char === ']') {
          if (open.length) {
            if (CLOSER_OF[open.pop()!] !== char) throw fault(`unexpected ${shown(char)}`);
          } else if (char === ']') {
            yield finish(chunk, index);
            phase = 'after';
          } else {
            throw fault(`unexpected ${shown(char)}`);
          }
        } else if (char === ',' && !open.length) {
          yield finish(chunk, index);
          phase = 'between';
          afterComma = true;
        }
        continue;
      }
      if (isWhitespace(char)) continue;
      if (phase === 'before') {
        if (char !== '[') throw fault(`a JSON price file is one array of rows, not ${shown(char)}…`);
        phase = 'between';
      } else if (phase === 'after') {
        throw fault(`${shown(char)} after the end of the array`);
      } else if (char === ']' && !afterComma) {
        phase = 'after';
      } else if (char === ',' || char === ']') {
        throw fault(`unexpected ${shown(char)}`);
      } else {
        phase = 'element';
        afterComma = false;
        start = index;
        elementLine = line;
        index -= 1; // read the element's first character as part of it
      }
    }
    if (phase === 'element') {
      carried += chunk.slice(start);
      if (carried.length > MAX_ROW_CHARS) throw rowTooLong(elementLine);
    }
  }
  if (phase === 'before') throw fault('the file is empty: a JSON price file is one array of rows');
  if (phase === 'after') return;
  if (open.length || inString) {
    throw new MalformedPriceFileError(elementLine, `row ${elements + 1}, from this line, is never closed`);
  }
  throw fault('the array is never closed');
}
