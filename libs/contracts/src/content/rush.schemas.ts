import { z } from 'zod';
import { GameYear } from '../catalog/game.schemas.js';
import { PlayerItemSummary } from '../catalog/player-items.schemas.js';

/** Cards per Rush line on the Rush page. */
export const RUSH_LIMIT = { DEFAULT: 12, MAX: 50 } as const;

export const RushRequest = z
  .object({
    gameYear: GameYear,
    perLine: z.number().int().min(1).max(RUSH_LIMIT.MAX).default(RUSH_LIMIT.DEFAULT),
  })
  .strict();
export type RushRequest = z.infer<typeof RushRequest>;

/**
 * The Rush page (spec, second document, section 7: "Rush: GET at root"; its content is not shown, so
 * ours is docs/feed-and-collections.md "Rush"): the 5-a-side mode's lines, each with the best cards whose
 * main position plays there, best first.
 */
export const RushPage = z.object({
  gameYear: GameYear,
  team: z.object({ goalkeepers: z.literal(1), outfield: z.literal(4) }),
  lines: z.array(
    z.object({
      line: z.enum(['GK', 'DEF', 'MID', 'ATT']),
      positions: z.array(z.number().int()),
      players: z.array(PlayerItemSummary),
    }),
  ),
});
export type RushPage = z.infer<typeof RushPage>;
