import { z } from 'zod';
import { ContentTypeId, EntityId } from './content-types.js';

// The views context's wire shapes (docs/votes-and-views.md).

export const VIEW_LIMITS = {
  /** Entity ids per counts call. */
  MAX_IDS: 200,
  /** One counted view per client per entity per this many minutes (the burst rule). */
  WINDOW_MINUTES: 30,
  /** Player totals per `social.views.counted` event. */
  MAX_TOTALS_PER_EVENT: 500,
} as const;

/**
 * POST /api/views/track/ as the web sends it, plus `clientKey`: the gateway's salted hash of the caller's
 * address and user agent (never from the body), used when the caller is not signed in.
 */
export const TrackViewRequest = z
  .object({
    type: z.literal('entity_view', { error: 'type must be "entity_view"' }),
    contentTypeId: ContentTypeId,
    entityId: EntityId,
    clientKey: z.string().min(1).max(128),
  })
  .strict();
export type TrackViewRequest = z.infer<typeof TrackViewRequest>;

export const TrackViewResult = z.object({ accepted: z.literal(true) });
export type TrackViewResult = z.infer<typeof TrackViewResult>;

export const ViewCountsRequest = z
  .object({
    contentTypeId: ContentTypeId,
    ids: z.array(EntityId).min(1).max(VIEW_LIMITS.MAX_IDS, `at most ${VIEW_LIMITS.MAX_IDS} ids per call`),
  })
  .strict();
export type ViewCountsRequest = z.infer<typeof ViewCountsRequest>;

/** `{ "<entityId>": views }`, every asked id present (0 when never viewed). */
export const ViewCounts = z.record(z.string(), z.number().int().min(0));
export type ViewCounts = z.infer<typeof ViewCounts>;

export const ViewCountRequest = z.object({ contentTypeId: ContentTypeId, entityId: EntityId }).strict();
export type ViewCountRequest = z.infer<typeof ViewCountRequest>;

export const ViewCount = z.object({
  contentTypeId: z.number().int(),
  entityId: z.string(),
  views: z.number().int().min(0),
});
export type ViewCount = z.infer<typeof ViewCount>;

/**
 * `social.views.counted`: current totals of some entities of one content type (players, type 1, are
 * published; the catalog keeps them as player items' pageviews). Totals only grow, so a consumer keeps
 * the greater of what it has and what an event says: redelivered or reordered events change nothing.
 */
export const ViewsCountedEvent = z.object({
  contentTypeId: z.number().int(),
  totals: z
    .array(z.object({ entityId: z.string(), views: z.number().int().min(0) }))
    .max(VIEW_LIMITS.MAX_TOTALS_PER_EVENT),
});
export type ViewsCountedEvent = z.infer<typeof ViewsCountedEvent>;
