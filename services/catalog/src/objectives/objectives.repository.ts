import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Objective, ObjectiveFilter, ObjectiveGroupSummary, ObjectiveTab } from '@futgg/contracts';
import { PG_POOL, isoTimestamp, rows } from '@futgg/service-kit';

export const OBJECTIVES_PAGE_SIZE = 20;

const GROUP_SELECT = `g.id, g.slug, g.name, g.description, t.slug AS "categorySlug", t.is_campaign AS "isCampaign",
  ${isoTimestamp('g.starts_at', 'seconds')} AS "startsAt",
  ${isoTimestamp('g.ends_at', 'seconds')} AS "endsAt",
  (g.ends_at IS NOT NULL AND g.ends_at < now()) AS "isExpired",
  (SELECT count(*)::int FROM catalog.objectives o WHERE o.game_year = g.game_year AND o.group_id = g.id) AS "objectiveCount",
  g.rewards`;
const GROUP_FROM = `catalog.objective_groups g JOIN catalog.objective_tabs t ON t.game_year = g.game_year AND t.id = g.tab_id`;
const OPEN = '(g.ends_at IS NULL OR g.ends_at >= now())';
const OBJECTIVE_SELECT = `id, group_id AS "groupId", name, description, sort_order AS "order", target, filter, rewards`;

/** The only place with SQL for the objectives tables (docs/objectives-and-sbcs.md). */
@Injectable()
export class ObjectivesRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  tabs(gameYear: number): Promise<ObjectiveTab[]> {
    return rows<ObjectiveTab>(
      this.pool,
      `SELECT t.id, t.slug, t.name, t.sort_order AS "order", t.is_campaign AS "isCampaign",
         (SELECT count(*)::int FROM catalog.objective_groups g
           WHERE g.game_year = t.game_year AND g.tab_id = t.id AND ${OPEN}) AS "groupCount"
       FROM catalog.objective_tabs t WHERE t.game_year = $1 ORDER BY t.sort_order`,
      [gameYear],
    );
  }

  async tabExists(gameYear: number, slug: string): Promise<boolean> {
    const found = await rows(
      this.pool,
      'SELECT 1 FROM catalog.objective_tabs WHERE game_year = $1 AND slug = $2',
      [gameYear, slug],
    );
    return found.length > 0;
  }

  async groups(
    gameYear: number,
    filter: { categorySlug?: string; showExpired: boolean; page: number; campaignOnly?: boolean },
  ): Promise<{ data: ObjectiveGroupSummary[]; totalCount: number }> {
    const where = `g.game_year = $1 AND ($2::text IS NULL OR t.slug = $2) AND ($3 OR ${OPEN}) AND (NOT $4 OR t.is_campaign)`;
    const values = [gameYear, filter.categorySlug ?? null, filter.showExpired, filter.campaignOnly ?? false];
    const limit = filter.campaignOnly ? 'ALL' : String(OBJECTIVES_PAGE_SIZE);
    const [data, count] = await Promise.all([
      rows<ObjectiveGroupSummary>(
        this.pool,
        `SELECT ${GROUP_SELECT} FROM ${GROUP_FROM} WHERE ${where}
         ORDER BY t.sort_order, g.sort_order, g.id LIMIT ${limit} OFFSET $5`,
        [...values, (filter.page - 1) * OBJECTIVES_PAGE_SIZE],
      ),
      rows<{ total: number }>(
        this.pool,
        `SELECT count(*)::int AS total FROM ${GROUP_FROM} WHERE ${where}`,
        values,
      ),
    ]);
    return { data, totalCount: count[0]?.total ?? 0 };
  }

  async group(
    gameYear: number,
    key: { id: number } | { slug: string },
  ): Promise<ObjectiveGroupSummary | undefined> {
    const [column, value] = 'id' in key ? ['g.id', key.id] : ['g.slug', key.slug];
    const found = await rows<ObjectiveGroupSummary>(
      this.pool,
      `SELECT ${GROUP_SELECT} FROM ${GROUP_FROM} WHERE g.game_year = $1 AND ${column} = $2`,
      [gameYear, value],
    );
    return found[0];
  }

  objectivesOf(gameYear: number, groupIds: readonly number[]): Promise<Objective[]> {
    return rows<Objective>(
      this.pool,
      `SELECT ${OBJECTIVE_SELECT} FROM catalog.objectives WHERE game_year = $1 AND group_id = ANY($2::int[])
       ORDER BY group_id, sort_order`,
      [gameYear, groupIds],
    );
  }

  async objective(gameYear: number, id: number): Promise<Objective | undefined> {
    const found = await rows<Objective>(
      this.pool,
      `SELECT ${OBJECTIVE_SELECT} FROM catalog.objectives WHERE game_year = $1 AND id = $2`,
      [gameYear, id],
    );
    return found[0];
  }

  /** The fields an objective's filter reads, of every card in one user's club. */
  clubCards(
    ownerId: string,
    gameYear: number,
  ): Promise<
    {
      eaId: number;
      overall: number;
      leagueEaId: number;
      nationEaId: number;
      clubEaId: number;
      rarityEaId: number;
    }[]
  > {
    return rows(
      this.pool,
      `SELECT p.ea_id AS "eaId", p.overall, p.league_ea_id AS "leagueEaId", p.nation_ea_id AS "nationEaId",
         p.club_ea_id AS "clubEaId", p.rarity_ea_id AS "rarityEaId"
       FROM catalog.user_club_items c
       JOIN catalog.player_items p ON p.game_year = c.game_year AND p.ea_id = c.ea_id
       WHERE c.owner_id = $1 AND c.game_year = $2`,
      [ownerId, gameYear],
    );
  }
}

export type ClubCardFields = Awaited<ReturnType<ObjectivesRepository['clubCards']>>[number];

/** Whether a club card counts toward an objective. */
export const matchesObjective = (card: ClubCardFields, filter: ObjectiveFilter): boolean =>
  (filter.leagueEaId === undefined || card.leagueEaId === filter.leagueEaId) &&
  (filter.nationEaId === undefined || card.nationEaId === filter.nationEaId) &&
  (filter.clubEaId === undefined || card.clubEaId === filter.clubEaId) &&
  (filter.rarityEaId === undefined || card.rarityEaId === filter.rarityEaId) &&
  (filter.minRating === undefined || card.overall >= filter.minRating);
