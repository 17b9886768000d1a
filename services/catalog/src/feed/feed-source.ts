import type { Queryable } from './feed-recorder.js';

// What the feed and the upgrade hub read: catalog.feed_entries (cards and evolutions, recorded when they
// are added) and, by a query, the SBC sets and objective groups of the objectives/SBC module (migration
// 1767000000000), whose tables are the source of their "added" facts (starts_at is the day they were
// added, ends_at their expiry). Reading those tables live keeps the feed right whatever order the
// seed loads the modules in, and after any change to them; a catalog without them reads the entries only.

/** The feed_entries columns, in their order, for one SBC set or objective group. */
const PLAYER_REWARD = `(SELECT max((r->>'rating')::int) FROM jsonb_array_elements(s.rewards) r WHERE r->>'type' = 'player')`;

const SBC_SETS = `
  SELECT s.game_year, 'sbc'::text AS kind, s.id::text AS entity_id, s.name, '/sbc/' || s.id || '/' AS url,
         NULL::text AS image_url, ${PLAYER_REWARD}::smallint AS rating,
         s.rewards @> '[{"type":"player"}]'::jsonb AS rewards_player, true AS is_upgrade, NULL::text AS program,
         s.starts_at AS added_at, (s.starts_at AT TIME ZONE 'UTC')::date AS added_on, s.ends_at AS expires_at
    FROM catalog.sbc_sets s`;

const OBJECTIVE_GROUPS = `
  SELECT s.game_year, 'objective'::text, s.id::text, s.name, '/objectives/' || s.slug || '/',
         NULL::text, ${PLAYER_REWARD}::smallint, s.rewards @> '[{"type":"player"}]'::jsonb, true, NULL::text,
         s.starts_at, (s.starts_at AT TIME ZONE 'UTC')::date, s.ends_at
    FROM catalog.objective_groups s`;

const ENTRIES = `
  SELECT game_year, kind, entity_id, name, url, image_url, rating, rewards_player, is_upgrade, program,
         added_at, added_on, expires_at
    FROM catalog.feed_entries`;

const WITH_CONTENT = `(${ENTRIES} UNION ALL ${SBC_SETS} UNION ALL ${OBJECTIVE_GROUPS}) AS feed`;
const ENTRIES_ONLY = 'catalog.feed_entries AS feed';

/**
 * The FROM item of every feed read: the recorded entries, with the SBC sets and objective groups where
 * their tables exist. Checked until they are found, then remembered (tables are not dropped at run time).
 */
export class FeedSource {
  private withContent = false;

  async from(db: Queryable): Promise<string> {
    if (this.withContent) return WITH_CONTENT;
    const { rows } = await db.query<{ present: boolean }>(
      `SELECT to_regclass('catalog.sbc_sets') IS NOT NULL AND to_regclass('catalog.objective_groups') IS NOT NULL AS present`,
    );
    this.withContent = rows[0]?.present === true;
    return this.withContent ? WITH_CONTENT : ENTRIES_ONLY;
  }
}
