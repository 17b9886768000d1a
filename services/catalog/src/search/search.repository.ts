import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, escapeLike, rows } from '@futgg/service-kit';

export interface PlayerSearchHit {
  eaId: number;
  commonName: string;
  overall: number;
  position: number;
  clubName: string | null;
}

@Injectable()
export class SearchRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /**
   * Names containing the text (trigram index), ranked: the name starting with it, then a word of it
   * starting with it, then trigram similarity, then the better card.
   */
  players(gameYear: number, text: string, limit: number): Promise<PlayerSearchHit[]> {
    const escaped = escapeLike(text);
    return rows<PlayerSearchHit>(
      this.pool,
      `SELECT p.ea_id AS "eaId", p.common_name AS "commonName", p.overall, p.position, c.name AS "clubName"
       FROM catalog.player_items p
       LEFT JOIN catalog.clubs c ON c.game_year = p.game_year AND c.ea_id = p.club_ea_id
       WHERE p.game_year = $1 AND p.search_name LIKE $2
       ORDER BY (p.search_name LIKE $3) DESC, (p.search_name LIKE $4) DESC,
                similarity(p.search_name, $5) DESC, p.overall DESC, p.ea_id
       LIMIT $6`,
      [gameYear, `%${escaped}%`, `${escaped}%`, `% ${escaped}%`, text, limit],
    );
  }
}
