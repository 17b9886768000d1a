import type pg from 'pg';
import { generateObjectivesSbcSeason, type GameData } from '@futgg/game-data';

/** UTC midnight of today: the season's dates are days around it (docs/objectives-and-sbcs.md). */
export const seasonAnchor = (now = new Date()): Date =>
  new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000);

/**
 * Replaces a game year's objectives and SBCs with the default season made from its cards, inside the
 * seed's transaction (one statement per table: arrays bound as JSON, parameterised).
 */
export const seedObjectivesAndSbcs = async (
  client: pg.Client,
  data: GameData,
  anchor: Date = seasonAnchor(),
): Promise<Record<string, number>> => {
  const season = generateObjectivesSbcSeason(data, anchor);
  const year = data.gameYear;
  await client.query('DELETE FROM catalog.objective_tabs WHERE game_year = $1', [year]);
  await client.query('DELETE FROM catalog.sbc_categories WHERE game_year = $1', [year]);
  const load = async (table: string, columns: string, select: string, rows: unknown[]) => {
    await client.query(
      `INSERT INTO catalog.${table} (game_year, ${columns})
       SELECT $1, ${select} FROM jsonb_array_elements($2::jsonb) AS r`,
      [year, JSON.stringify(rows)],
    );
  };
  await load(
    'sbc_categories',
    'id, slug, name, sort_order',
    `(r->>'id')::int, r->>'slug', r->>'name', (r->>'order')::int`,
    season.sbcCategories,
  );
  await load(
    'sbc_sets',
    'id, category_id, slug, name, description, repeatable, starts_at, ends_at, sort_order, rewards',
    `(r->>'id')::int, (r->>'categoryId')::int, r->>'slug', r->>'name', r->>'description', (r->>'repeatable')::boolean,
     (r->>'startsAt')::timestamptz, (r->>'endsAt')::timestamptz, (r->>'order')::int, r->'rewards'`,
    season.sbcSets,
  );
  await load(
    'sbc_challenges',
    'id, set_id, name, description, sort_order, formation_id, requirements, rewards',
    `(r->>'id')::int, (r->>'setId')::int, r->>'name', r->>'description', (r->>'order')::int, r->>'formationId',
     r->'requirements', r->'rewards'`,
    season.sbcChallenges,
  );
  await load(
    'objective_tabs',
    'id, slug, name, sort_order, is_campaign',
    `(r->>'id')::int, r->>'slug', r->>'name', (r->>'order')::int, (r->>'isCampaign')::boolean`,
    season.objectiveTabs,
  );
  await load(
    'objective_groups',
    'id, tab_id, slug, name, description, starts_at, ends_at, sort_order, rewards',
    `(r->>'id')::int, (r->>'tabId')::int, r->>'slug', r->>'name', r->>'description',
     (r->>'startsAt')::timestamptz, (r->>'endsAt')::timestamptz, (r->>'order')::int, r->'rewards'`,
    season.objectiveGroups,
  );
  await load(
    'objectives',
    'id, group_id, name, description, sort_order, target, filter, rewards',
    `(r->>'id')::int, (r->>'groupId')::int, r->>'name', r->>'description', (r->>'order')::int, (r->>'target')::int,
     r->'filter', r->'rewards'`,
    season.objectives,
  );
  return {
    sbc_categories: season.sbcCategories.length,
    sbc_sets: season.sbcSets.length,
    sbc_challenges: season.sbcChallenges.length,
    objective_tabs: season.objectiveTabs.length,
    objective_groups: season.objectiveGroups.length,
    objectives: season.objectives.length,
  };
};
