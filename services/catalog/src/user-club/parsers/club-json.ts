import { USER_CLUB_FILE_FORMAT, USER_CLUB_FILE_VERSION } from '@futgg/contracts';
import {
  ClubFileError,
  clubFileOf,
  kindOf,
  rowOf,
  shown,
  type ClubFile,
  type ClubFileRow,
} from './club-file-rows.js';

/**
 * A card object's id keys, in the order they are looked at: the first present one is the card's id.
 * `eaId` is fut.gg's and ours; `definitionId` and `resourceId` are the web app's names for the same id;
 * `id` last, because in the web app's item objects it is the item's own id, not the card's
 * (docs/user-club.md). `assetId` is never taken: it is the player's id, shared by all of his cards.
 */
const ID_KEYS = ['eaId', 'definitionId', 'resourceId', 'id'] as const;
const UNTRADEABLE_KEYS = ['untradeable', 'isUntradeable', 'untradable', 'isUntradable'] as const;
const TRADEABLE_KEYS = ['tradeable', 'isTradeable', 'tradable', 'isTradable'] as const;
/** Untradeable duplicates held of the card (ours); the others name no such count. */
const DUPLICATES_KEYS = ['duplicates'] as const;
/** The keys a club export wraps its array in: `{ "players": [...] }`. */
const WRAPPER_KEYS = ['players', 'data', 'items'] as const;

const NO_ID = `no card id (${ID_KEYS.join(', ')})`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const firstPresent = (entry: Record<string, unknown>, keys: readonly string[]) => {
  const name = keys.find((key) => entry[key] !== undefined && entry[key] !== null);
  return name === undefined ? undefined : { name, value: entry[name] };
};

const entryRow = (entry: unknown, line: number): ClubFileRow => {
  if (!isObject(entry)) return { line, reason: `entry is ${kindOf(entry)}, not a card object` };
  const id = firstPresent(entry, ID_KEYS);
  const untradeable = firstPresent(entry, UNTRADEABLE_KEYS);
  const tradeable = untradeable ? undefined : firstPresent(entry, TRADEABLE_KEYS);
  const duplicates = firstPresent(entry, DUPLICATES_KEYS);
  const missing =
    entry['assetId'] !== undefined ? `${NO_ID}: assetId names the player, not which of his cards` : NO_ID;
  return rowOf(line, {
    id: id ?? { missing },
    ...(untradeable ? { untradeable } : tradeable ? { untradeable: tradeable, isInverted: true } : {}),
    ...(duplicates ? { duplicates } : {}),
  });
};

const rowsOf = (entries: readonly unknown[]): ClubFileRow[] =>
  entries.map((entry, index) => entryRow(entry, index + 1));

/** JSON.parse's complaint without V8's echo of the text (a 2.7 MB file must not come back in a message). */
const jsonErrorOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(
    /, (\.\.\.)?".*"(\.\.\.)? is not valid JSON$/s,
    '',
  );

/** Our own export (`{ "format": "futgg-club", "version": 1, "gameYear", "cards" }`). */
const ownClubOf = (file: Record<string, unknown>): ClubFile => {
  if (file['version'] !== USER_CLUB_FILE_VERSION) {
    throw new ClubFileError(
      `version ${shown(file['version'])} of the ${USER_CLUB_FILE_FORMAT} format is unknown: this import reads version ${USER_CLUB_FILE_VERSION}`,
    );
  }
  const gameYear = file['gameYear'];
  if (!Number.isInteger(gameYear)) {
    throw new ClubFileError(`gameYear must be a game year such as 26, got ${shown(gameYear)}`);
  }
  if (!Array.isArray(file['cards'])) {
    throw new ClubFileError(
      `cards must be an array of { eaId, isUntradeable, duplicates? }, got ${kindOf(file['cards'])}`,
    );
  }
  return clubFileOf('futgg-club', rowsOf(file['cards']), gameYear as number);
};

const isOwnClub = (value: unknown): value is Record<string, unknown> =>
  isObject(value) && value['format'] === USER_CLUB_FILE_FORMAT;

/**
 * A JSON club file: our own export (also as the API's `{ "data": … }` around it), or an array of card
 * objects as fut.gg-style club exports write it, bare or in `{ "players" | "data" | "items": [...] }`.
 */
export const readClubJson = (text: string): ClubFile => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ClubFileError(`not valid JSON: ${jsonErrorOf(error)}`);
  }
  if (Array.isArray(value)) return clubFileOf('card-array-json', rowsOf(value));
  if (isOwnClub(value)) return ownClubOf(value);
  if (isObject(value)) {
    if (isOwnClub(value['data'])) return ownClubOf(value['data']);
    const wrapper = WRAPPER_KEYS.find((key) => Array.isArray(value[key]));
    if (wrapper) return clubFileOf('card-array-json', rowsOf(value[wrapper] as unknown[]));
    if (typeof value['format'] === 'string') {
      throw new ClubFileError(
        `format ${shown(value['format'])} is not a club format this import reads (${USER_CLUB_FILE_FORMAT})`,
      );
    }
  }
  throw new ClubFileError(
    `a JSON club is an array of card objects, the array in "${WRAPPER_KEYS.join('", "')}", or our own ${USER_CLUB_FILE_FORMAT} export; this file is ${kindOf(value)}${
      isObject(value)
        ? ` with ${
            Object.keys(value)
              .slice(0, 5)
              .map((key) => shown(key))
              .join(', ') || 'no keys'
          }`
        : ''
    }`,
  );
};
