import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { PlayerFilters } from '@futgg/game-rules';
import type { PlayerItem, PlayerItemPage, PlayerItemSummary } from '@futgg/contracts';
import { FULL_SELECT, SUMMARY_SELECT } from './player-item-selects.js';
import { playerSearchQueries } from './player-search.query.js';

/** The only place with SQL for catalog.player_items. */
@Injectable()
export class PlayerItemsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async search(
    gameYear: number,
    filters: PlayerFilters,
    page: number,
    pageSize: number,
    excludedEaIds: readonly number[],
  ): Promise<PlayerItemPage> {
    const { rows, count } = playerSearchQueries(
      gameYear,
      filters,
      SUMMARY_SELECT,
      page,
      pageSize,
      excludedEaIds,
    );
    const [data, counted] = await Promise.all([
      this.db.query<PlayerItemSummary[]>(rows.text, rows.values),
      this.db.query<{ totalCount: number }[]>(count.text, count.values),
    ]);
    return { data, totalCount: counted[0]?.totalCount ?? 0 };
  }

  async findOne(gameYear: number, eaId: number): Promise<PlayerItem | null> {
    const rows = await this.db.query<PlayerItem[]>(
      `SELECT ${FULL_SELECT} FROM catalog.player_items WHERE game_year = $1 AND ea_id = $2`,
      [gameYear, eaId],
    );
    return rows[0] ?? null;
  }

  async otherVersions(gameYear: number, basePlayerEaId: number): Promise<PlayerItemSummary[]> {
    return this.db.query<PlayerItemSummary[]>(
      `SELECT ${SUMMARY_SELECT} FROM catalog.player_items WHERE game_year = $1 AND base_player_ea_id = $2
       ORDER BY overall DESC, created_at DESC, ea_id`,
      [gameYear, basePlayerEaId],
    );
  }

  async recent(gameYear: number, limit: number): Promise<PlayerItemSummary[]> {
    return this.db.query<PlayerItemSummary[]>(
      `SELECT ${SUMMARY_SELECT} FROM catalog.player_items WHERE game_year = $1 ORDER BY created_at DESC, ea_id DESC LIMIT $2`,
      [gameYear, limit],
    );
  }

  async namesOf(gameYear: number, ids: { club: number; league: number; nation: number }) {
    const rows = await this.db.query<{ kind: string; eaId: number; name: string }[]>(
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
