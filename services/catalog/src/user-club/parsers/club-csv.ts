import { CsvError, parse } from 'csv-parse/sync';
import { ClubFileError, clubFileOf, rowOf, type ClubFile, type ClubFileRow } from './club-file-rows.js';

/** A column name as compared: `Definition ID`, `definition_id` and `definitionId` are one name. */
const normalized = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The card id's columns, in the order they are looked at: the first the header has is the card's id.
 * `id` and `Player ID` come last: in some exports they are the item's own id (docs/user-club.md).
 */
const ID_COLUMNS = ['eaid', 'definitionid', 'resourceid', 'id', 'playerid'] as const;
const UNTRADEABLE_COLUMNS = ['untradeable', 'isuntradeable', 'untradable', 'isuntradable'] as const;
const TRADEABLE_COLUMNS = ['tradeable', 'istradeable', 'tradable', 'istradable'] as const;
const DUPLICATES_COLUMNS = ['duplicates'] as const;
/** The player's id, shared by all his cards: never a card's id (docs/user-club.md). */
const ASSET_ID = 'assetid';
/** Our own export's header, exactly: the two columns, or the three with the duplicates. */
const OWN_HEADERS = [
  ['eaid', 'isuntradeable'],
  ['eaid', 'isuntradeable', 'duplicates'],
];

const DELIMITERS = [',', ';', '\t'] as const;
/** Lines the delimiter is guessed from, and records the header is looked for in (a title line may come first). */
const SNIFFED_LINES = 5;
/** A club row is a few dozen characters: a "row" of 100,000 is a file of another kind. */
const MAX_ROW_CHARS = 100_000;

/** The delimiter used most outside quotes in the first lines; a comma when none is (one column). */
export const delimiterOf = (text: string): (typeof DELIMITERS)[number] => {
  const lines = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, SNIFFED_LINES);
  const counts = DELIMITERS.map((delimiter) => {
    let count = 0;
    for (const line of lines) {
      let isQuoted = false;
      for (const char of line) {
        if (char === '"') isQuoted = !isQuoted;
        else if (char === delimiter && !isQuoted) count += 1;
      }
    }
    return count;
  });
  const best = Math.max(...counts);
  return best === 0 ? ',' : DELIMITERS[counts.indexOf(best)]!;
};

interface Columns {
  id: { index: number; name: string };
  untradeable?: { index: number; name: string; isInverted: boolean };
  duplicates?: { index: number; name: string };
  isOwn: boolean;
}

const columnOf = (header: readonly string[], names: readonly string[]) => {
  const keys = header.map(normalized);
  for (const name of names) {
    const index = keys.indexOf(name);
    if (index >= 0) return { index, name: header[index]! };
  }
  return undefined;
};

/** The header's columns, or null when the record names no id column (a title line before it). */
const columnsOf = (header: readonly string[], line: number): Columns | null => {
  const id = columnOf(header, ID_COLUMNS);
  if (!id) {
    if (header.some((name) => normalized(name) === ASSET_ID)) {
      throw new ClubFileError(
        `the only id column is ${header.find((name) => normalized(name) === ASSET_ID)}, the player's id that all his cards share: export the card's id (eaId, definitionId or resourceId)`,
        line,
      );
    }
    return null;
  }
  const untradeable = columnOf(header, UNTRADEABLE_COLUMNS);
  const tradeable = untradeable ? undefined : columnOf(header, TRADEABLE_COLUMNS);
  const flag = untradeable ?? tradeable;
  const duplicates = columnOf(header, DUPLICATES_COLUMNS);
  const named = header.map(normalized).filter(Boolean);
  return {
    id,
    ...(flag ? { untradeable: { ...flag, isInverted: flag === tradeable } } : {}),
    ...(duplicates ? { duplicates } : {}),
    isOwn: OWN_HEADERS.some(
      (own) => named.length === own.length && named.every((name, index) => name === own[index]),
    ),
  };
};

const newlinesIn = (cells: readonly string[]): number =>
  cells.reduce((count, cell) => count + cell.split('\n').length - 1, 0);

interface CsvRecord {
  cells: string[];
  line: number;
}

/** The file's records, each with the line it starts on; a structural fault stops it at its line. */
const recordsOf = (text: string, delimiter: string): CsvRecord[] => {
  // Where the last complete record ended, so a quote left open is traced to the row that opened it
  // (csv-parse reports the line where the file ended).
  let lastEnd = 0;
  const starts: number[] = [];
  try {
    const records = parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: MAX_ROW_CHARS,
      on_record: (cells: string[], context) => {
        lastEnd = context.lines;
        starts.push(context.lines - newlinesIn(cells));
        return cells;
      },
    });
    return records.map((cells, index) => ({ cells, line: starts[index]! }));
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw new ClubFileError('a quoted field opened in this row is never closed', lastEnd + 1);
    }
    const line = Number(error['lines'] ?? lastEnd + 1);
    if (error.code === 'CSV_MAX_RECORD_SIZE') {
      throw new ClubFileError(`a row over ${MAX_ROW_CHARS} characters is not a club row`, line);
    }
    throw new ClubFileError(`malformed CSV (${error.message})`, line);
  }
};

/**
 * A CSV club: the header row (the first of the first records that names a card id column, case and
 * punctuation aside), then one card a row. Comma, semicolon or tab, whichever the first lines use.
 */
export const readClubCsv = (text: string): ClubFile => {
  const records = recordsOf(text.replaceAll('\r\n', '\n'), delimiterOf(text));
  let columns: Columns | null = null;
  let start = 0;
  for (; start < Math.min(records.length, SNIFFED_LINES) && !columns; start += 1) {
    columns = columnsOf(records[start]!.cells, records[start]!.line);
  }
  if (!columns) {
    const first = records[0]?.cells.slice(0, 8).join(', ') ?? '';
    throw new ClubFileError(
      `no header row naming the card id (${['eaId', 'ea_id', 'definitionId', 'Definition ID', 'resourceId', 'id', 'Player ID'].join(', ')}) in the first ${SNIFFED_LINES} rows; the first row has ${first ? `"${first.slice(0, 120)}"` : 'nothing'}`,
      records[0]?.line ?? 1,
    );
  }
  const { id, untradeable, duplicates } = columns;
  const rows: ClubFileRow[] = records
    .slice(start)
    // A row of empty cells (";;;" under a spreadsheet's last line) is no row.
    .filter(({ cells }) => cells.some((cell) => cell !== ''))
    .map(({ cells, line }) =>
      rowOf(line, {
        id: { name: id.name, value: cells[id.index] ?? '' },
        ...(untradeable
          ? {
              untradeable: { name: untradeable.name, value: cells[untradeable.index] },
              isInverted: untradeable.isInverted,
            }
          : {}),
        ...(duplicates ? { duplicates: { name: duplicates.name, value: cells[duplicates.index] } } : {}),
      }),
    );
  return clubFileOf(columns.isOwn ? 'futgg-club-csv' : 'club-export-csv', rows);
};
