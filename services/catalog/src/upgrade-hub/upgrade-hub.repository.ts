import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  UPGRADE_HUB_GROUPS,
  type UpgradeHubGroup,
  type UpgradeHubItem,
  type UpgradeHubPage,
  type UpgradeHubRequest,
} from '@futgg/contracts';
import { PG_POOL, isoTimestamp, rows } from '@futgg/service-kit';
import { FeedSource } from '../feed/feed-source.js';

/**
 * An upgrade's group: SBCs that award a player, evolutions, other (upgrade) SBCs, objectives, in the
 * hub's order (docs/feed-and-collections.md "Upgrade hub").
 */
const GROUP_OF = `CASE
  WHEN kind = 'sbc' AND rewards_player THEN 'player-sbcs'
  WHEN kind = 'evolution' THEN 'evolutions'
  WHEN kind = 'sbc' THEN 'upgrade-sbcs'
  ELSE 'objectives' END`;
const GROUP_RANK = `array_position($2::text[], ${GROUP_OF})`;
/** Live upgrades: recorded as upgrades and not expired. */
const LIVE = 'game_year = $1 AND is_upgrade AND (expires_at IS NULL OR expires_at > now())';

@Injectable()
export class UpgradeHubRepository {
  private readonly source = new FeedSource();

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async page({ gameYear, page, pageSize, group }: UpgradeHubRequest): Promise<UpgradeHubPage> {
    const groups = [...UPGRADE_HUB_GROUPS];
    const from = await this.source.from(this.pool);
    const counts = await rows<{ group: UpgradeHubGroup; count: number }>(
      this.pool,
      `SELECT ${GROUP_OF} AS "group", count(*)::int AS count FROM ${from}
        WHERE ${LIVE} AND $2::text[] IS NOT NULL GROUP BY 1`,
      [gameYear, groups],
    );
    const data = await rows<UpgradeHubItem>(
      this.pool,
      `SELECT ${GROUP_OF} AS "group", kind, entity_id AS "entityId", name, url, image_url AS "imageUrl",
              rating::int AS rating, program,
              ${isoTimestamp('added_at', 'seconds')} AS "addedAt"
         FROM ${from}
        WHERE ${LIVE} AND ($3::text IS NULL OR ${GROUP_OF} = $3)
        ORDER BY ${GROUP_RANK}, added_at DESC, rating DESC NULLS LAST, name, entity_id
        LIMIT $4 OFFSET $5`,
      [gameYear, groups, group ?? null, pageSize, (page - 1) * pageSize],
    );
    const countOf = new Map(counts.map((row) => [row.group, row.count]));
    return {
      data,
      totalCount: group ? (countOf.get(group) ?? 0) : counts.reduce((sum, row) => sum + row.count, 0),
      groups: groups.map((name) => ({ group: name, count: countOf.get(name) ?? 0 })),
    };
  }
}
