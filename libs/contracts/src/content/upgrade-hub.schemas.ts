import { z } from 'zod';
import { GameYear } from '../catalog/game.schemas.js';
import { PAGE_LIMITS, pageOf } from '../paging.js';

// The upgrade hub (docs/feed-and-collections.md): every live way to upgrade a card in a game year,
// evolutions, SBCs and objectives, grouped; read from the feed's "added" facts that are upgrades.

export const UPGRADE_HUB_GROUPS = ['player-sbcs', 'evolutions', 'upgrade-sbcs', 'objectives'] as const;
export const UpgradeHubGroup = z.enum(UPGRADE_HUB_GROUPS);
export type UpgradeHubGroup = z.infer<typeof UpgradeHubGroup>;

export const UpgradeHubRequest = z.object({
  gameYear: GameYear,
  page: z.number().int().min(1).max(PAGE_LIMITS.MAX_PAGE).default(1),
  pageSize: z.number().int().min(1).max(PAGE_LIMITS.MAX_PAGE_SIZE).default(PAGE_LIMITS.DEFAULT_PAGE_SIZE),
  /** Only one group; absent, all of them in UPGRADE_HUB_GROUPS order. */
  group: UpgradeHubGroup.optional(),
});
export type UpgradeHubRequest = z.infer<typeof UpgradeHubRequest>;

export const UpgradeHubItem = z.object({
  group: UpgradeHubGroup,
  kind: z.enum(['evolution', 'sbc', 'objective']),
  entityId: z.string(),
  name: z.string(),
  url: z.string(),
  imageUrl: z.string().nullable(),
  rating: z.number().int().nullable(),
  program: z.string().nullable(),
  addedAt: z.string(),
});
export type UpgradeHubItem = z.infer<typeof UpgradeHubItem>;

export const UpgradeHubPage = pageOf(UpgradeHubItem).extend({
  /** How many items each group holds in the whole hub (not only this page). */
  groups: z.array(z.object({ group: UpgradeHubGroup, count: z.number().int().min(0) })),
});
export type UpgradeHubPage = z.infer<typeof UpgradeHubPage>;
