import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The public data sets live beside the repository (../shared/data) and are never copied into it.
// SHARED_DATA_DIR overrides the location.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const SHARED_DATA_DIR = process.env['SHARED_DATA_DIR'] ?? join(repoRoot, '..', 'shared', 'data');

export const sharedDataPath = (...parts: string[]): string => {
  const path = join(SHARED_DATA_DIR, ...parts);
  if (!existsSync(path)) {
    throw new Error(
      `Missing shared data file ${path}: set SHARED_DATA_DIR or check out shared/ beside the repo`,
    );
  }
  return path;
};

export const readSharedText = (...parts: string[]): string =>
  readFileSync(sharedDataPath(...parts), 'utf8').replace(/^\uFEFF/, '');

export const readSharedJson = <T>(...parts: string[]): T => JSON.parse(readSharedText(...parts)) as T;

/** RFC 4180 CSV: quoted fields, doubled quotes, commas and newlines inside quotes. */
export const parseCsv = (text: string): Record<string, string>[] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inQuotes) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else inQuotes = false;
      } else field += char;
    } else if (char === '"') inQuotes = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows;
  if (!header) return [];
  return body
    .filter((cells) => cells.length > 1 || cells[0] !== '')
    .map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
};

export const readSharedCsv = (...parts: string[]): Record<string, string>[] =>
  parseCsv(readSharedText(...parts));

/** Integer from a CSV cell, accepting the float spelling some sources use ("81.0"). */
export const int = (cell: string | undefined): number => {
  const value = Number(cell);
  if (cell === undefined || cell.trim() === '' || !Number.isFinite(value)) {
    throw new Error(`Not a number: ${JSON.stringify(cell)}`);
  }
  return Math.round(value);
};
