import { z } from 'zod';
import { GameYear } from '../catalog/game.schemas.js';
import { FeedDate } from './feed.schemas.js';

// Admin actions (POST /api/gg-debugger/actions/{action}/, docs/feed-and-collections.md): a small,
// fixed set, admin only, each run written to catalog.admin_action_audit (who, what, when, outcome).

export const ADMIN_ACTIONS = ['refresh-caches', 'rebuild-feed-day', 'reindex-search'] as const;
export const AdminAction = z.enum(ADMIN_ACTIONS, {
  error: `action must be one of ${ADMIN_ACTIONS.join(', ')}`,
});
export type AdminAction = z.infer<typeof AdminAction>;

export const AdminActionRequest = z.object({
  action: AdminAction,
  /** rebuild-feed-day only (required there): the day to rebuild. */
  date: FeedDate.optional(),
  /** rebuild-feed-day and reindex-search: the game year (default: every year the catalog holds). */
  gameYear: GameYear.optional(),
});
export type AdminActionRequest = z.infer<typeof AdminActionRequest>;

export const AdminActionResult = z.object({
  auditId: z.number().int(),
  action: AdminAction,
  outcome: z.enum(['succeeded', 'failed']),
  /** What the action did, in a sentence (counts, what was skipped). */
  detail: z.string(),
  at: z.string(),
});
export type AdminActionResult = z.infer<typeof AdminActionResult>;

export const AdminAuditRequest = z.object({ limit: z.number().int().min(1).max(200).default(50) });
export type AdminAuditRequest = z.infer<typeof AdminAuditRequest>;
export const AdminAuditEntry = AdminActionResult.extend({
  actorId: z.string(),
  parameters: z.record(z.string(), z.unknown()),
});
export const AdminAuditLog = z.array(AdminAuditEntry);
export type AdminAuditLog = z.infer<typeof AdminAuditLog>;
