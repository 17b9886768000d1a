import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, rows } from '@futgg/service-kit';
import type { CoreData } from '@futgg/contracts';

type Row = Record<string, unknown>;

/** The only place with SQL for the catalog's reference tables. */
@Injectable()
export class CoreDataRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  private ofYear<T = Row>(sql: string, gameYear: number): Promise<T[]> {
    return rows<T>(this.pool, sql, [gameYear]);
  }

  async load(gameYear: number) {
    const [
      rarities,
      nations,
      leagues,
      clubs,
      playstyles,
      roles,
      chemistryStyles,
      raritySquads,
      quickFilters,
      buildUpStyles,
      defensiveApproaches,
      formations,
    ] = await Promise.all([
      this.ofYear<CoreData['rarities'][string]>(
        `SELECT ea_id AS "eaId", name, image_url AS "imageUrl", compact_image_url AS "compactImageUrl",
                  text_color AS "textColor", line_color AS "lineColor", background_color AS "backgroundColor", quality
           FROM catalog.rarities WHERE game_year = $1 ORDER BY ea_id`,
        gameYear,
      ),
      this.ofYear<CoreData['nations'][string]>(
        `SELECT ea_id AS "eaId", name, image_url AS "imageUrl" FROM catalog.nations WHERE game_year = $1 ORDER BY name`,
        gameYear,
      ),
      this.ofYear<CoreData['leagues'][string]>(
        `SELECT ea_id AS "eaId", name, image_url AS "imageUrl", nation_ea_id AS "nationEaId", gender
           FROM catalog.leagues WHERE game_year = $1 ORDER BY name`,
        gameYear,
      ),
      this.ofYear<CoreData['clubs'][string]>(
        `SELECT ea_id AS "eaId", name, image_url AS "imageUrl", league_ea_id AS "leagueEaId", gender
           FROM catalog.clubs WHERE game_year = $1 ORDER BY name`,
        gameYear,
      ),
      this.ofYear<CoreData['playstyles'][string]>(
        `SELECT id, name, is_goalkeeper AS "isGoalkeeper" FROM catalog.playstyles WHERE game_year = $1 ORDER BY id`,
        gameYear,
      ),
      this.ofYear<CoreData['roles'][string] & { isBase: boolean }>(
        `SELECT ea_id AS "eaId", id, name, position, position_name AS "positionName", plus_ea_id AS "plusEaId",
                  plus_plus_ea_id AS "plusPlusEaId", is_plus AS "isPlus", is_plus_plus AS "isPlusPlus",
                  is_base AS "isBase", focus
           FROM catalog.roles WHERE game_year = $1 ORDER BY ea_id`,
        gameYear,
      ),
      this.ofYear<CoreData['chemistryStyles'][string]>(
        `SELECT short_name AS "shortName", ea_id AS "eaId", name, is_goalkeeper AS "isGoalkeeper", boosts
           FROM catalog.chemistry_styles WHERE game_year = $1 ORDER BY ea_id`,
        gameYear,
      ),
      this.ofYear<CoreData['raritySquads'][string]>(
        `SELECT id, name, to_char(release_date, 'YYYY-MM-DD') AS "releaseDate"
           FROM catalog.rarity_squads WHERE game_year = $1 ORDER BY release_date, id`,
        gameYear,
      ),
      this.ofYear<CoreData['quickFilters'][number]>(
        `SELECT id, name, query FROM catalog.quick_filters WHERE game_year = $1 ORDER BY id`,
        gameYear,
      ),
      this.ofYear<CoreData['buildUpStyles'][number]>(
        `SELECT id, name FROM catalog.build_up_styles WHERE game_year = $1 ORDER BY id`,
        gameYear,
      ),
      this.ofYear<CoreData['defensiveApproaches'][number]>(
        `SELECT id, name FROM catalog.defensive_approaches WHERE game_year = $1 ORDER BY id`,
        gameYear,
      ),
      this.ofYear<CoreData['formations'][number]>(
        `SELECT id, index, name, slots, links FROM catalog.formations WHERE game_year = $1 ORDER BY index`,
        gameYear,
      ),
    ]);
    return {
      rarities,
      nations,
      leagues,
      clubs,
      playstyles,
      roles,
      chemistryStyles,
      raritySquads,
      quickFilters,
      buildUpStyles,
      defensiveApproaches,
      formations,
    };
  }
}
