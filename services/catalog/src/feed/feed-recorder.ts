import type { ClientBase, Pool } from 'pg';
import { generateCollections, generateEvolutionSeason, type GameData } from '@futgg/game-data';

// The feed's "added" facts (catalog.feed_entries, docs/feed-and-collections.md), written where an
// entity is added, in the same transaction: the seed (players, the season's evolutions, collections),
// the importers (recordPlayerAdditions), and the admin action that rebuilds a day. The feed and the
// upgrade hub read only this table.

export type Queryable = Pick<ClientBase | Pool, 'query'>;

const COLUMNS =
  'game_year, kind, entity_id, name, url, image_url, rating, rewards_player, is_upgrade, program, added_at, added_on, expires_at';
const ON_CONFLICT = `ON CONFLICT (game_year, kind, entity_id) DO UPDATE SET
  name = EXCLUDED.name, url = EXCLUDED.url, image_url = EXCLUDED.image_url, rating = EXCLUDED.rating,
  rewards_player = EXCLUDED.rewards_player, is_upgrade = EXCLUDED.is_upgrade, program = EXCLUDED.program,
  added_at = EXCLUDED.added_at, added_on = EXCLUDED.added_on, expires_at = EXCLUDED.expires_at`;

/**
 * Records the cards of a year as added on their creation day (player_items.created_at, UTC), all of
 * them or only `eaIds`, or only those created on `day`, or only those the feed does not hold yet
 * (`unrecordedOnly`: cards another path added, such as the real-data importer). Idempotent (an upsert by card).
 */
export const recordPlayerAdditions = async (
  db: Queryable,
  gameYear: number,
  scope: { eaIds?: readonly number[]; day?: string; unrecordedOnly?: boolean } = {},
): Promise<number> => {
  const values: unknown[] = [gameYear];
  let where = 'p.game_year = $1';
  if (scope.eaIds) {
    values.push(scope.eaIds);
    where += ` AND p.ea_id = ANY($${values.length}::integer[])`;
  }
  if (scope.day) {
    values.push(scope.day);
    where += ` AND (p.created_at AT TIME ZONE 'UTC')::date = $${values.length}::date`;
  }
  if (scope.unrecordedOnly) {
    where += ` AND NOT EXISTS (SELECT 1 FROM catalog.feed_entries f
      WHERE f.game_year = p.game_year AND f.kind = 'player' AND f.entity_id = p.ea_id::text)`;
  }
  const result = await db.query(
    `INSERT INTO catalog.feed_entries (${COLUMNS})
     SELECT p.game_year, 'player', p.ea_id::text, p.common_name, '/' || p.game_year || '/players/' || p.ea_id || '/',
            r.compact_image_url, p.overall, false, false, s.name, p.created_at,
            (p.created_at AT TIME ZONE 'UTC')::date, NULL
       FROM catalog.player_items p
       LEFT JOIN catalog.rarities r ON r.game_year = p.game_year AND r.ea_id = p.rarity_ea_id
       LEFT JOIN catalog.rarity_squads s ON s.game_year = p.game_year AND s.id = p.rarity_squad_id
      WHERE ${where}
     ${ON_CONFLICT}`,
    values,
  );
  return result.rowCount ?? 0;
};

/** An evolution as the feed records it (the evolutions service's fields we keep). */
export interface EvolutionAddition {
  id: number;
  name: string;
  createdAt: string;
  endTime: string | null;
}

/** Records evolutions as added on their creation day; upgrades by nature (the upgrade hub lists them). */
export const recordEvolutionAdditions = async (
  db: Queryable,
  gameYear: number,
  evolutions: readonly EvolutionAddition[],
): Promise<number> => {
  if (evolutions.length === 0) return 0;
  const result = await db.query(
    `INSERT INTO catalog.feed_entries (${COLUMNS})
     SELECT $1, 'evolution', e.id::text, e.name, '/evolutions/' || e.id || '/', NULL, NULL, false, true, NULL,
            e.created_at, (e.created_at AT TIME ZONE 'UTC')::date, e.end_time
       FROM unnest($2::integer[], $3::text[], $4::timestamptz[], $5::timestamptz[])
            AS e(id, name, created_at, end_time)
     ${ON_CONFLICT}`,
    [
      gameYear,
      evolutions.map((e) => e.id),
      evolutions.map((e) => e.name),
      evolutions.map((e) => e.createdAt),
      evolutions.map((e) => e.endTime),
    ],
  );
  return result.rowCount ?? 0;
};

/**
 * The day the evolutions service anchors its generated season on (its season-anchor.ts: midnight UTC of
 * the day it first loads), so the catalog records the very season the evolutions service serves.
 */
export const evolutionSeasonAnchorOf = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** The generated season of evolutions as the evolutions service loads it (generateEvolutionSeason). */
export const generatedEvolutionAdditions = (gameYear: number, now: Date): EvolutionAddition[] =>
  generateEvolutionSeason({ gameYear, now: evolutionSeasonAnchorOf(now) }).map((evolution) => ({
    id: evolution.id,
    name: evolution.name,
    createdAt: evolution.createdAt,
    endTime: evolution.endTime,
  }));

/** Replaces a year's collections with the generated ones (a pure function of the generated data). */
export const replaceCollections = async (db: Queryable, data: GameData): Promise<number> => {
  const rows = generateCollections(data);
  await db.query('DELETE FROM catalog.collections WHERE game_year = $1', [data.gameYear]);
  if (rows.length === 0) return 0;
  const result = await db.query(
    `INSERT INTO catalog.collections
       (game_year, slug, name, description, kind, rarity_squad_id, rarity_ea_id, released_on, sort_order)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::integer[], $7::integer[],
                              $8::date[], $9::integer[])`,
    [
      data.gameYear,
      rows.map((row) => row.slug),
      rows.map((row) => row.name),
      rows.map((row) => row.description),
      rows.map((row) => row.kind),
      rows.map((row) => row.raritySquadId),
      rows.map((row) => row.rarityEaId),
      rows.map((row) => row.releasedOn),
      rows.map((row) => row.sortOrder),
    ],
  );
  return result.rowCount ?? 0;
};

export interface FeedSeedSummary {
  players: number;
  evolutions: number;
  collections: number;
}

/**
 * The seed's one call, inside its transaction after the cards are copied: the year's collections, and
 * its feed written again from what was just added (cards, the generated evolutions season). SBC sets
 * and objective groups need no entries: the feed reads their own tables (feed-source.ts).
 */
export const seedFeedAndCollections = async (
  db: Queryable,
  data: GameData,
  now: Date = new Date(),
): Promise<FeedSeedSummary> => {
  await db.query('DELETE FROM catalog.feed_entries WHERE game_year = $1', [data.gameYear]);
  const players = await recordPlayerAdditions(db, data.gameYear);
  const evolutions = await recordEvolutionAdditions(
    db,
    data.gameYear,
    generatedEvolutionAdditions(data.gameYear, now),
  );
  const collections = await replaceCollections(db, data);
  return { players, evolutions, collections };
};
