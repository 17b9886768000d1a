import { defineContract } from '../contract/contract.js';
import {
  TrackViewRequest,
  TrackViewResult,
  ViewCount,
  ViewCountRequest,
  ViewCounts,
  ViewCountsRequest,
} from './views.schemas.js';

export * from './views.schemas.js';

/** The social service's views subjects (docs/votes-and-views.md): all open to anyone. */
export const VIEWS_CONTRACTS = {
  track: defineContract('social.views.track', 1, TrackViewRequest, TrackViewResult),
  counts: defineContract('social.views.counts', 1, ViewCountsRequest, ViewCounts),
  count: defineContract('social.views.count', 1, ViewCountRequest, ViewCount),
} as const;

/** The views context's events (PLATFORM_EVENT_SUBJECTS). */
export const VIEWS_EVENTS = {
  /** Totals of player views, consumed by the catalog (player items' pageviews). */
  counted: 'social.views.counted',
} as const;
