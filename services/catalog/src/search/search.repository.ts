import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, escapeLike, rows } from '@futgg/service-kit';

export interface PlayerSearchHit {
  eaId: number;
  basePlayerEaId: number;
  commonName: string;
  overall: number;
  position: number;
  rarityName: string | null;
  /** The version's compact mark: a search result shows which card it is by it. */
  rarityImageUrl: string | null;
  clubEaId: number;
  leagueEaId: number;
  clubName: string | null;
  leagueName: string | null;
}

/**
 * How well a name answers the text, best first: the text is the name or whole words of it ("mbappe" in
 * "kylian mbappe"); a word of the name starts with it ("mbap"); it is somewhere inside ("bapp").
 */
const MATCH_QUALITY = `CASE
  WHEN ' ' || p.search_name || ' ' LIKE $3 THEN 3
  WHEN ' ' || p.search_name LIKE $4 THEN 2
  ELSE 1 END`;

@Injectable()
export class SearchRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /**
   * Cards whose name contains the text (trigram index), grouped by player and ranked as a player looks:
   * the players whose name answers the text best first, then the better, the more viewed and the dearer
   * player (by their best card); within a player, the versions from the best card down. A common card
   * whose name starts with the text no longer comes before the star whose surname it is.
   */
  players(gameYear: number, text: string, limit: number): Promise<PlayerSearchHit[]> {
    const escaped = escapeLike(text);
    return rows<PlayerSearchHit>(
      this.pool,
      `WITH hits AS (
         SELECT p.ea_id, p.base_player_ea_id, p.common_name, p.overall, p.position, p.rarity_ea_id,
                p.club_ea_id, p.league_ea_id, p.pageviews, p.price, ${MATCH_QUALITY} AS quality
         FROM catalog.player_items p
         WHERE p.game_year = $1 AND p.search_name LIKE $2
       ), grouped AS (
         SELECT hits.*,
                max(quality) OVER player AS player_quality,
                max(overall) OVER player AS player_overall,
                max(pageviews) OVER player AS player_pageviews,
                max(price) OVER player AS player_price
         FROM hits
         WINDOW player AS (PARTITION BY base_player_ea_id)
       )
       SELECT g.ea_id AS "eaId", g.base_player_ea_id AS "basePlayerEaId", g.common_name AS "commonName",
              g.overall, g.position, r.name AS "rarityName",
              r.compact_image_url AS "rarityImageUrl", g.club_ea_id AS "clubEaId",
              g.league_ea_id AS "leagueEaId", c.name AS "clubName", l.name AS "leagueName"
       FROM grouped g
       LEFT JOIN catalog.rarities r ON r.game_year = $1 AND r.ea_id = g.rarity_ea_id
       LEFT JOIN catalog.clubs c ON c.game_year = $1 AND c.ea_id = g.club_ea_id
       LEFT JOIN catalog.leagues l ON l.game_year = $1 AND l.ea_id = g.league_ea_id
       ORDER BY g.player_quality DESC, g.player_overall DESC, g.player_pageviews DESC,
                g.player_price DESC NULLS LAST, g.base_player_ea_id,
                g.quality DESC, g.overall DESC, g.price DESC NULLS LAST, g.ea_id
       LIMIT $5`,
      [gameYear, `%${escaped}%`, `% ${escaped} %`, `% ${escaped}%`, limit],
    );
  }
}
