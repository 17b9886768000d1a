import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { RUSH_LINES, RUSH_LINE_NAMES, type RushLine } from '@futgg/game-rules';
import type { PlayerItemSummary, RushPage, RushRequest } from '@futgg/contracts';
import { PG_POOL, rows } from '@futgg/service-kit';
import { SUMMARY_SELECT } from '../player-items/player-item-selects.js';

/**
 * The Rush page in one statement: each card's line from its main position, ranked within the line by
 * overall, then pageviews, then the newer card; the best `perLine` of each line. SBC and objective
 * cards are in (Rush is played with any card of the club).
 */
@Injectable()
export class RushRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async page({ gameYear, perLine }: RushRequest): Promise<RushPage> {
    const found = await rows<PlayerItemSummary & { rushLine: RushLine }>(
      this.pool,
      `WITH lines (line, position) AS (SELECT * FROM unnest($3::text[], $4::integer[])),
       ranked AS (
         SELECT p.*, l.line AS rush_line,
                row_number() OVER (PARTITION BY l.line ORDER BY p.overall DESC, p.pageviews DESC, p.created_at DESC, p.ea_id DESC) AS n
         FROM catalog.player_items p JOIN lines l ON l.position = p.position
         WHERE p.game_year = $1
       )
       SELECT ${SUMMARY_SELECT}, rush_line AS "rushLine" FROM ranked WHERE n <= $2
       ORDER BY rush_line, n`,
      [
        gameYear,
        perLine,
        RUSH_LINE_NAMES.flatMap((line) => RUSH_LINES[line].map(() => line)),
        RUSH_LINE_NAMES.flatMap((line) => [...RUSH_LINES[line]]),
      ],
    );
    return {
      gameYear,
      team: { goalkeepers: 1, outfield: 4 },
      lines: RUSH_LINE_NAMES.map((line) => ({
        line,
        positions: [...RUSH_LINES[line]],
        players: found.filter((row) => row.rushLine === line).map(({ rushLine: _line, ...player }) => player),
      })),
    };
  }
}
