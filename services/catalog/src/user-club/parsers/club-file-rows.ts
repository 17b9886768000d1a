import { USER_CLUB_LIMITS, type ClubFileLayout, type ClubFileRefusal } from '@futgg/contracts';

/** A card a club file names, at its row (CSV, the header being row 1) or entry (JSON array), from 1. */
export interface ClubFileCard {
  eaId: number;
  isUntradeable: boolean;
  /** Untradeable duplicates held beside the club's copy; null when the file does not say (kept as it is). */
  duplicates: number | null;
  line: number;
}

/** One row or entry as read: the card it names, or why it names none. */
export type ClubFileRow =
  | { line: number; card: { eaId: number; isUntradeable: boolean; duplicates: number | null } }
  | { line: number; reason: string };

/** A club file read: its cards (each once), the rows refused, and how many rows it had. */
export interface ClubFile {
  layout: ClubFileLayout;
  /** The game year our own format says the club is of; the other layouts do not say. */
  gameYear?: number;
  read: number;
  cards: ClubFileCard[];
  refused: ClubFileRefusal[];
}

/**
 * The file is not a club file at all (not JSON, no id column, a quote never closed): the import stops
 * and writes nothing. A bad row is not this: it is refused with its reason and the rest imported.
 */
export class ClubFileError extends Error {
  constructor(
    readonly reason: string,
    readonly line?: number,
  ) {
    super(line === undefined ? reason : `line ${line}: ${reason}`);
    this.name = 'ClubFileError';
  }
}

type Read<T> = { ok: true; value: T } | { ok: false; reason: string };

/** PostgreSQL's integer: the catalog's ea_id column. */
const MAX_EA_ID = 2_147_483_647;
const WHOLE_NUMBER = /^[+-]?\d+$/;
const SHOWN_CHARS = 40;

/** A value as a message shows it: text quoted and cut short (a 100,000-character cell is not echoed). */
export const shown = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  if (typeof value !== 'string') return (JSON.stringify(value) ?? String(value)).slice(0, SHOWN_CHARS);
  return JSON.stringify(value.length > SHOWN_CHARS ? `${value.slice(0, SHOWN_CHARS)}…` : value);
};

/** What a JSON value is, for a message: `a string`, `an array`, `null`. */
export const kindOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' || typeof value === 'undefined'
    ? `an ${typeof value}`
    : `a ${typeof value}`;
};

/**
 * A card id from a CSV cell or a JSON value: a positive whole number, as a number or as its digits.
 * `name` is the column or key it came from, so the reason names what the user's file calls it.
 */
export const eaIdOf = (value: unknown, name: string): Read<number> => {
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '' || text === undefined || text === null)
    return { ok: false, reason: `no card id in ${name}` };
  if (typeof text !== 'number' && typeof text !== 'string') {
    return { ok: false, reason: `${name} is ${kindOf(text)}, not a card id` };
  }
  const number = typeof text === 'number' ? text : WHOLE_NUMBER.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(number))
    return { ok: false, reason: `${name} ${shown(value)} is not a whole number` };
  if (number <= 0) return { ok: false, reason: `${name} ${number} is not a card id (ids are positive)` };
  if (number > MAX_EA_ID) return { ok: false, reason: `${name} ${number} is larger than any card id` };
  return { ok: true, value: number };
};

const TRUE_WORDS: ReadonlySet<string> = new Set(['true', 'yes', 'y', '1']);
const FALSE_WORDS: ReadonlySet<string> = new Set(['false', 'no', 'n', '0']);

/**
 * A yes/no flag: a JSON boolean, 1 or 0, or the words true/false, yes/no, y/n, 1/0 in any case. An
 * empty cell, null or an absent key is no answer (undefined): the card is then taken as tradeable.
 */
export const flagOf = (value: unknown, name: string): Read<boolean | undefined> => {
  if (value === undefined || value === null) return { ok: true, value: undefined };
  if (typeof value === 'boolean') return { ok: true, value };
  const word =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().toLowerCase() : null;
  if (word === '') return { ok: true, value: undefined };
  if (word !== null && TRUE_WORDS.has(word)) return { ok: true, value: true };
  if (word !== null && FALSE_WORDS.has(word)) return { ok: true, value: false };
  return { ok: false, reason: `${name} must be true or false (yes/no, 1/0), got ${shown(value)}` };
};

/**
 * A count of duplicates: a whole number from 0 to the SBC storage's 100, as a number or its digits. An
 * empty cell, null or an absent key says nothing (null): no export but ours carries the count, so
 * importing another one must not wipe what the user set by hand.
 */
export const duplicatesOf = (value: unknown, name: string): Read<number | null> => {
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === undefined || text === null || text === '') return { ok: true, value: null };
  const number =
    typeof text === 'number'
      ? text
      : typeof text === 'string' && WHOLE_NUMBER.test(text)
        ? Number(text)
        : NaN;
  if (!Number.isInteger(number) || number < 0 || number > USER_CLUB_LIMITS.MAX_DUPLICATES) {
    return {
      ok: false,
      reason: `${name} must be a whole number of duplicates from 0 to ${USER_CLUB_LIMITS.MAX_DUPLICATES}, got ${shown(value)}`,
    };
  }
  return { ok: true, value: number };
};

/** Where a card's id, untradeable flag and duplicates are in one row: the value and the name the file gives it. */
export interface RowFields {
  id: { name: string; value: unknown } | { missing: string };
  untradeable?: { name: string; value: unknown };
  /** The flag is a `tradeable` one: true means the card can be traded. */
  isInverted?: boolean;
  duplicates?: { name: string; value: unknown };
}

export const rowOf = (line: number, fields: RowFields): ClubFileRow => {
  if ('missing' in fields.id) return { line, reason: fields.id.missing };
  const eaId = eaIdOf(fields.id.value, fields.id.name);
  if (!eaId.ok) return { line, reason: eaId.reason };
  const flag = fields.untradeable ? flagOf(fields.untradeable.value, fields.untradeable.name) : null;
  if (flag && !flag.ok) return { line, reason: flag.reason };
  const duplicates = fields.duplicates
    ? duplicatesOf(fields.duplicates.value, fields.duplicates.name)
    : { ok: true as const, value: null };
  if (!duplicates.ok) return { line, reason: duplicates.reason };
  const said = flag?.value;
  const isUntradeable = said === undefined ? false : fields.isInverted ? !said : said;
  return { line, card: { eaId: eaId.value, isUntradeable, duplicates: duplicates.value } };
};

/**
 * The file's cards, each once: a card named again is refused with the line that named it first (the
 * first one counts, whatever its flag), so a file means one thing however often it is imported.
 */
export const clubFileOf = (
  layout: ClubFileLayout,
  rows: readonly ClubFileRow[],
  gameYear?: number,
): ClubFile => {
  const firstLine = new Map<number, number>();
  const cards: ClubFileCard[] = [];
  const refused: ClubFileRefusal[] = [];
  for (const row of rows) {
    if ('reason' in row) {
      refused.push({ line: row.line, reason: row.reason });
      continue;
    }
    const { eaId, isUntradeable, duplicates } = row.card;
    const first = firstLine.get(eaId);
    if (first !== undefined) {
      refused.push({ line: row.line, reason: `card ${eaId} is already on line ${first}` });
      continue;
    }
    firstLine.set(eaId, row.line);
    cards.push({ eaId, isUntradeable, duplicates, line: row.line });
  }
  return { layout, ...(gameYear === undefined ? {} : { gameYear }), read: rows.length, cards, refused };
};
