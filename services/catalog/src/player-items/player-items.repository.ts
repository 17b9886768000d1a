import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { rows as queryRows } from '@futgg/service-kit';
import { PG_POOL } from '@futgg/service-kit';
import type { PlayerFilters } from '@futgg/game-rules';
import type {
  MarketCardFacts,
  PlayerCardPage,
  PlayerItem,
  PlayerItemPage,
  PlayerItemSummary,
  PriceKey,
  SquadPoolCard,
} from '@futgg/contracts';
import { PC_PRICE_COLUMNS } from '../migrations/1764300000000-pc-prices.js';
import { FULL_SELECT, PC_FULL_SELECT, PC_SUMMARY_SELECT, SUMMARY_SELECT } from './player-item-selects.js';
import { playerSearchQueries } from './player-search.query.js';

/** The base card's rarities (common, rare): every other rarity is a special version. */
const BASE_RARITY_IDS = [0, 1] as const;

/** The only place with SQL for catalog.player_items. */
@Injectable()
export class PlayerItemsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async search(
    gameYear: number,
    filters: PlayerFilters,
    page: number,
    pageSize: number,
    excludedEaIds: readonly number[],
    priceKey: PriceKey = 'console',
  ): Promise<PlayerItemPage> {
    const { rows, count } = playerSearchQueries(
      gameYear,
      filters,
      priceKey === 'pc' ? PC_SUMMARY_SELECT : SUMMARY_SELECT,
      page,
      pageSize,
      excludedEaIds,
      priceKey,
    );
    const [data, counted] = await Promise.all([
      queryRows<PlayerItemSummary>(this.pool, rows.text, rows.values),
      queryRows<{ totalCount: number }>(this.pool, count.text, count.values),
    ]);
    return { data, totalCount: counted[0]?.totalCount ?? 0 };
  }

  /** Whole cards of a filter (and the further required filters), a page and the total. */
  async searchCards(
    gameYear: number,
    filters: PlayerFilters,
    requiredFilters: readonly PlayerFilters[],
    page: number,
    pageSize: number,
    priceKey: PriceKey,
  ): Promise<PlayerCardPage> {
    const { rows, count } = playerSearchQueries(
      gameYear,
      filters,
      priceKey === 'pc' ? PC_FULL_SELECT : FULL_SELECT,
      page,
      pageSize,
      [],
      priceKey,
      requiredFilters,
    );
    const [data, counted] = await Promise.all([
      queryRows<PlayerItem>(this.pool, rows.text, rows.values),
      queryRows<{ totalCount: number }>(this.pool, count.text, count.values),
    ]);
    return { data, totalCount: counted[0]?.totalCount ?? 0 };
  }

  async findOne(gameYear: number, eaId: number): Promise<PlayerItem | null> {
    const rows = await queryRows<PlayerItem>(
      this.pool,
      `SELECT ${FULL_SELECT} FROM catalog.player_items WHERE game_year = $1 AND ea_id = $2`,
      [gameYear, eaId],
    );
    return rows[0] ?? null;
  }

  /** The ids among these that are cards of the year (one index probe per id, in one statement). */
  async existing(gameYear: number, eaIds: readonly number[]): Promise<number[]> {
    if (!eaIds.length) return [];
    const rows = await queryRows<{ eaId: number }>(
      this.pool,
      'SELECT ea_id AS "eaId" FROM catalog.player_items WHERE game_year = $1 AND ea_id = ANY($2::integer[])',
      [gameYear, [...new Set(eaIds)]],
    );
    return rows.map((row) => row.eaId);
  }

  /** Cards' market facts: the named ones, or a page of the year's cards after `afterEaId`. */
  async marketFacts(
    gameYear: number,
    selection: { eaIds?: readonly number[]; afterEaId: number; limit: number },
  ): Promise<MarketCardFacts[]> {
    const select = `SELECT ea_id AS "eaId", overall, rarity_ea_id NOT IN (${BASE_RARITY_IDS.join(', ')}) AS "isSpecial",
        is_sbc AS "isSbc", is_objective AS "isObjective", is_extinct AS "isExtinct"
      FROM catalog.player_items WHERE game_year = $1`;
    return selection.eaIds
      ? queryRows<MarketCardFacts>(this.pool, `${select} AND ea_id = ANY($2::integer[]) ORDER BY ea_id`, [
          gameYear,
          [...new Set(selection.eaIds)],
        ])
      : queryRows<MarketCardFacts>(this.pool, `${select} AND ea_id > $2 ORDER BY ea_id LIMIT $3`, [
          gameYear,
          selection.afterEaId,
          selection.limit,
        ]);
  }

  /**
   * A page of the year's cards as the squad auto-builder reads them: chemistry and rating facts and the
   * market price under the key (null for a card nobody can buy: SBC, objective, extinct).
   */
  async squadPool(
    gameYear: number,
    priceKey: PriceKey,
    afterEaId: number,
    limit: number,
  ): Promise<SquadPoolCard[]> {
    const price = priceKey === 'pc' ? PC_PRICE_COLUMNS.price : 'price';
    const extinct = priceKey === 'pc' ? PC_PRICE_COLUMNS.isExtinct : 'is_extinct';
    return queryRows<SquadPoolCard>(
      this.pool,
      `SELECT ea_id AS "eaId", base_player_ea_id AS "basePlayerEaId", position,
         alternative_position_ids AS "alternativePositionIds", club_ea_id AS "clubEaId",
         league_ea_id AS "leagueEaId", nation_ea_id AS "nationEaId", rarity_ea_id AS "rarityEaId", overall,
         CASE WHEN ${extinct} OR is_sbc OR is_objective THEN NULL ELSE ${price} END AS price
       FROM catalog.player_items WHERE game_year = $1 AND ea_id > $2 ORDER BY ea_id LIMIT $3`,
      [gameYear, afterEaId, limit],
    );
  }

  async otherVersions(gameYear: number, basePlayerEaId: number): Promise<PlayerItemSummary[]> {
    return queryRows<PlayerItemSummary>(
      this.pool,
      `SELECT ${SUMMARY_SELECT} FROM catalog.player_items WHERE game_year = $1 AND base_player_ea_id = $2
       ORDER BY overall DESC, created_at DESC, ea_id`,
      [gameYear, basePlayerEaId],
    );
  }

  async recent(gameYear: number, limit: number): Promise<PlayerItemSummary[]> {
    return queryRows<PlayerItemSummary>(
      this.pool,
      `SELECT ${SUMMARY_SELECT} FROM catalog.player_items WHERE game_year = $1 ORDER BY created_at DESC, ea_id DESC LIMIT $2`,
      [gameYear, limit],
    );
  }

  async namesOf(gameYear: number, ids: { club: number; league: number; nation: number }) {
    const rows = await queryRows<{ kind: string; eaId: number; name: string }>(
      this.pool,
      `SELECT 'club' AS kind, ea_id AS "eaId", name FROM catalog.clubs WHERE game_year = $1 AND ea_id = $2
       UNION ALL SELECT 'league', ea_id, name FROM catalog.leagues WHERE game_year = $1 AND ea_id = $3
       UNION ALL SELECT 'nation', ea_id, name FROM catalog.nations WHERE game_year = $1 AND ea_id = $4`,
      [gameYear, ids.club, ids.league, ids.nation],
    );
    const named = (kind: string, eaId: number) => ({
      eaId,
      name: rows.find((row) => row.kind === kind)?.name ?? '',
    });
    return {
      club: named('club', ids.club),
      league: named('league', ids.league),
      nation: named('nation', ids.nation),
    };
  }
}
