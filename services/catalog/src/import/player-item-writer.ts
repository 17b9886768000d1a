import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { columnOf } from '@futgg/service-kit';
import { ATTRIBUTE_FIELDS, FACE_STAT_FIELDS, GK_FACE_STAT_FIELDS } from '@futgg/game-rules';
import { copyField, copyLine } from '../seed/copy-text-format.js';

/** Every column the importer writes, in COPY order. */
export const IMPORTED_FIELDS = [
  'gameYear',
  'eaId',
  'basePlayerEaId',
  'historyVersion',
  'firstName',
  'lastName',
  'commonName',
  'searchName',
  'rarityEaId',
  'raritySquadId',
  'clubEaId',
  'leagueEaId',
  'nationEaId',
  'gender',
  'overall',
  'position',
  'alternativePositionIds',
  'foot',
  'weakFoot',
  'skillMoves',
  'attackingWorkrate',
  'defensiveWorkrate',
  'height',
  'accelerateType',
  'playstyles',
  'playstylesPlus',
  'rolesPlus',
  'rolesPlusPlus',
  ...FACE_STAT_FIELDS,
  ...GK_FACE_STAT_FIELDS,
  ...ATTRIBUTE_FIELDS,
  'totalStats',
  'totalIgs',
  'price',
  'isExtinct',
  'isObjective',
  'isSbc',
] as const;

// The market's columns belong to pricing's events once a card exists: a file's price is only a start.
const INSERT_ONLY = new Set(['gameYear', 'eaId', 'price', 'isExtinct']);
const UPDATED_FIELDS = IMPORTED_FIELDS.filter((field) => !INSERT_ONLY.has(field));

const LINES_PER_CHUNK = 1000;

function* copyChunks(items: readonly Record<string, unknown>[]): Generator<string> {
  let chunk = '';
  for (const [index, item] of items.entries()) {
    chunk += copyLine(IMPORTED_FIELDS.map((field) => copyField(item[field])));
    if ((index + 1) % LINES_PER_CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

export interface UpsertCounts {
  /** The cards that were new, for the feed's "added" facts. */
  insertedEaIds: number[];
  inserted: number;
  updated: number;
  unchanged: number;
}

/**
 * COPYs the cards into a temporary table, then one upsert by (game_year, ea_id) that rewrites a row only
 * when one of its imported columns differs: importing the same file again changes nothing. Runs inside
 * the caller's transaction.
 */
export const upsertPlayerItems = async (
  client: pg.ClientBase,
  items: readonly Record<string, unknown>[],
): Promise<UpsertCounts> => {
  const columns = IMPORTED_FIELDS.map(columnOf).join(', ');
  await client.query(
    'CREATE TEMP TABLE player_items_import (LIKE catalog.player_items INCLUDING DEFAULTS) ON COMMIT DROP',
  );
  await pipeline(
    Readable.from(copyChunks(items)),
    client.query(copyFrom(`COPY player_items_import (${columns}) FROM STDIN`)),
  );
  const updated = UPDATED_FIELDS.map(columnOf);
  const { rows } = await client.query<{ ea_id: number; inserted: boolean }>(
    `INSERT INTO catalog.player_items AS t (${columns})
     SELECT ${columns} FROM player_items_import
     ON CONFLICT (game_year, ea_id) DO UPDATE SET ${updated.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}
     WHERE (${updated.map((column) => `t.${column}`).join(', ')})
       IS DISTINCT FROM (${updated.map((column) => `EXCLUDED.${column}`).join(', ')})
     RETURNING t.ea_id, (t.xmax = 0) AS inserted`,
  );
  const insertedEaIds = rows.filter((row) => row.inserted).map((row) => row.ea_id);
  return {
    insertedEaIds,
    inserted: insertedEaIds.length,
    updated: rows.length - insertedEaIds.length,
    unchanged: items.length - rows.length,
  };
};
