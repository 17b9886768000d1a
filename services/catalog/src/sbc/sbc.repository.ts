import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Reward, SbcCategory, SbcRequirements } from '@futgg/contracts';
import { PG_POOL, isoTimestamp, rows } from '@futgg/service-kit';

export const CONTENT_PAGE_SIZE = 20;

export interface SbcSetRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  categorySlug: string;
  repeatable: boolean;
  startsAt: string;
  endsAt: string | null;
  isExpired: boolean;
  rewards: Reward[];
}

export interface SbcChallengeRow {
  id: number;
  setId: number;
  name: string;
  description: string;
  order: number;
  formationId: string | null;
  requirements: SbcRequirements;
  rewards: Reward[];
}

export interface PricedCard {
  overall: number;
  price: number | null;
  pcPrice: number | null;
}

const SET_SELECT = `s.id, s.slug, s.name, s.description, c.slug AS "categorySlug", s.repeatable,
  ${isoTimestamp('s.starts_at', 'seconds')} AS "startsAt",
  ${isoTimestamp('s.ends_at', 'seconds')} AS "endsAt",
  (s.ends_at IS NOT NULL AND s.ends_at < now()) AS "isExpired", s.rewards`;
const SET_FROM = `catalog.sbc_sets s JOIN catalog.sbc_categories c ON c.game_year = s.game_year AND c.id = s.category_id`;
const CHALLENGE_SELECT = `id, set_id AS "setId", name, description, sort_order AS "order", formation_id AS "formationId",
  requirements, rewards`;

/** The only place with SQL for the SBC tables (docs/objectives-and-sbcs.md). */
@Injectable()
export class SbcRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  categories(gameYear: number): Promise<SbcCategory[]> {
    return rows<SbcCategory>(
      this.pool,
      `SELECT c.id, c.slug, c.name, c.sort_order AS "order",
         (SELECT count(*)::int FROM catalog.sbc_sets s
           WHERE s.game_year = c.game_year AND s.category_id = c.id AND (s.ends_at IS NULL OR s.ends_at >= now())) AS "setCount"
       FROM catalog.sbc_categories c WHERE c.game_year = $1 ORDER BY c.sort_order`,
      [gameYear],
    );
  }

  async categoryExists(gameYear: number, slug: string): Promise<boolean> {
    const found = await rows(
      this.pool,
      'SELECT 1 FROM catalog.sbc_categories WHERE game_year = $1 AND slug = $2',
      [gameYear, slug],
    );
    return found.length > 0;
  }

  async listSets(
    gameYear: number,
    filter: { categorySlug?: string; showExpired: boolean; page: number },
  ): Promise<{ data: SbcSetRow[]; totalCount: number }> {
    const where = `s.game_year = $1 AND ($2::text IS NULL OR c.slug = $2) AND ($3 OR s.ends_at IS NULL OR s.ends_at >= now())`;
    const values = [gameYear, filter.categorySlug ?? null, filter.showExpired];
    const [data, count] = await Promise.all([
      rows<SbcSetRow>(
        this.pool,
        `SELECT ${SET_SELECT} FROM ${SET_FROM} WHERE ${where}
         ORDER BY s.starts_at DESC, s.id DESC LIMIT ${CONTENT_PAGE_SIZE} OFFSET $4`,
        [...values, (filter.page - 1) * CONTENT_PAGE_SIZE],
      ),
      rows<{ total: number }>(
        this.pool,
        `SELECT count(*)::int AS total FROM ${SET_FROM} WHERE ${where}`,
        values,
      ),
    ]);
    return { data, totalCount: count[0]?.total ?? 0 };
  }

  /** Open sets (not ended), newest first: what the user-club progress covers. */
  async openSets(gameYear: number): Promise<SbcSetRow[]> {
    return rows<SbcSetRow>(
      this.pool,
      `SELECT ${SET_SELECT} FROM ${SET_FROM} WHERE s.game_year = $1 AND (s.ends_at IS NULL OR s.ends_at >= now())
       ORDER BY s.starts_at DESC, s.id DESC`,
      [gameYear],
    );
  }

  async setBy(gameYear: number, key: { id: number } | { slug: string }): Promise<SbcSetRow | undefined> {
    const [column, value] = 'id' in key ? ['s.id', key.id] : ['s.slug', key.slug];
    const found = await rows<SbcSetRow>(
      this.pool,
      `SELECT ${SET_SELECT} FROM ${SET_FROM} WHERE s.game_year = $1 AND ${column} = $2`,
      [gameYear, value],
    );
    return found[0];
  }

  challengesOf(gameYear: number, setIds: readonly number[]): Promise<SbcChallengeRow[]> {
    return rows<SbcChallengeRow>(
      this.pool,
      `SELECT ${CHALLENGE_SELECT} FROM catalog.sbc_challenges WHERE game_year = $1 AND set_id = ANY($2::int[])
       ORDER BY set_id, sort_order`,
      [gameYear, setIds],
    );
  }

  async challenge(gameYear: number, id: number): Promise<SbcChallengeRow | undefined> {
    const found = await rows<SbcChallengeRow>(
      this.pool,
      `SELECT ${CHALLENGE_SELECT} FROM catalog.sbc_challenges WHERE game_year = $1 AND id = $2`,
      [gameYear, id],
    );
    return found[0];
  }

  /** The cheapest 11 priced cards of each overall per price key: all a cost estimate can use. */
  cheapestByOverall(gameYear: number): Promise<PricedCard[]> {
    return rows<PricedCard>(
      this.pool,
      `SELECT overall, price, NULL::int AS "pcPrice" FROM (
         SELECT overall, price, row_number() OVER (PARTITION BY overall ORDER BY price) AS n
         FROM catalog.player_items WHERE game_year = $1 AND price IS NOT NULL) console WHERE n <= 11
       UNION ALL
       SELECT overall, NULL::int, pc_price FROM (
         SELECT overall, pc_price, row_number() OVER (PARTITION BY overall ORDER BY pc_price) AS n
         FROM catalog.player_items WHERE game_year = $1 AND pc_price IS NOT NULL) pc WHERE n <= 11`,
      [gameYear],
    );
  }

  /** The overalls of the cards in one user's club (one row per card). */
  async clubCards(ownerId: string, gameYear: number): Promise<{ eaId: number; overall: number }[]> {
    return rows(
      this.pool,
      `SELECT p.ea_id AS "eaId", p.overall FROM catalog.user_club_items c
       JOIN catalog.player_items p ON p.game_year = c.game_year AND p.ea_id = c.ea_id
       WHERE c.owner_id = $1 AND c.game_year = $2`,
      [ownerId, gameYear],
    );
  }
}
