import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, isoDate, rows } from '@futgg/service-kit';
import type { CoreData } from '@futgg/contracts';

/** The row type each reference table yields. */
interface CoreDataRows {
  rarities: CoreData['rarities'][string];
  nations: CoreData['nations'][string];
  leagues: CoreData['leagues'][string];
  clubs: CoreData['clubs'][string];
  playstyles: CoreData['playstyles'][string];
  roles: CoreData['roles'][string] & { isBase: boolean };
  chemistryStyles: CoreData['chemistryStyles'][string];
  raritySquads: CoreData['raritySquads'][string];
  quickFilters: CoreData['quickFilters'][number];
  buildUpStyles: CoreData['buildUpStyles'][number];
  defensiveApproaches: CoreData['defensiveApproaches'][number];
  formations: CoreData['formations'][number];
}

/** One query per reference table, each for one game year ($1). */
const CORE_DATA_QUERIES: Record<keyof CoreDataRows, string> = {
  rarities: `SELECT ea_id AS "eaId", name, image_url AS "imageUrl", compact_image_url AS "compactImageUrl",
                  text_color AS "textColor", line_color AS "lineColor", background_color AS "backgroundColor", quality
           FROM catalog.rarities WHERE game_year = $1 ORDER BY ea_id`,
  nations: `SELECT ea_id AS "eaId", name, image_url AS "imageUrl" FROM catalog.nations WHERE game_year = $1 ORDER BY name`,
  leagues: `SELECT ea_id AS "eaId", name, image_url AS "imageUrl", nation_ea_id AS "nationEaId", gender
           FROM catalog.leagues WHERE game_year = $1 ORDER BY name`,
  clubs: `SELECT ea_id AS "eaId", name, image_url AS "imageUrl", league_ea_id AS "leagueEaId", gender
           FROM catalog.clubs WHERE game_year = $1 ORDER BY name`,
  playstyles: `SELECT id, name, is_goalkeeper AS "isGoalkeeper" FROM catalog.playstyles WHERE game_year = $1 ORDER BY id`,
  roles: `SELECT ea_id AS "eaId", id, name, position, position_name AS "positionName", plus_ea_id AS "plusEaId",
                  plus_plus_ea_id AS "plusPlusEaId", is_plus AS "isPlus", is_plus_plus AS "isPlusPlus",
                  is_base AS "isBase", focus
           FROM catalog.roles WHERE game_year = $1 ORDER BY ea_id`,
  chemistryStyles: `SELECT short_name AS "shortName", ea_id AS "eaId", name, is_goalkeeper AS "isGoalkeeper", boosts
           FROM catalog.chemistry_styles WHERE game_year = $1 ORDER BY ea_id`,
  raritySquads: `SELECT id, name, ${isoDate('release_date')} AS "releaseDate"
           FROM catalog.rarity_squads WHERE game_year = $1 ORDER BY release_date, id`,
  quickFilters: `SELECT id, name, query FROM catalog.quick_filters WHERE game_year = $1 ORDER BY id`,
  buildUpStyles: `SELECT id, name FROM catalog.build_up_styles WHERE game_year = $1 ORDER BY id`,
  defensiveApproaches: `SELECT id, name FROM catalog.defensive_approaches WHERE game_year = $1 ORDER BY id`,
  formations: `SELECT id, index, name, slots, links FROM catalog.formations WHERE game_year = $1 ORDER BY index`,
};

/** The only place with SQL for the catalog's reference tables. */
@Injectable()
export class CoreDataRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async load(gameYear: number): Promise<{ [K in keyof CoreDataRows]: CoreDataRows[K][] }> {
    const names = Object.keys(CORE_DATA_QUERIES) as (keyof CoreDataRows)[];
    const results = await Promise.all(
      names.map((name) => rows(this.pool, CORE_DATA_QUERIES[name], [gameYear])),
    );
    return Object.fromEntries(names.map((name, index) => [name, results[index]])) as {
      [K in keyof CoreDataRows]: CoreDataRows[K][];
    };
  }
}
