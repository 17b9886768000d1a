import { CATALOG_ROUTES } from './catalog.routes.js';
import { EVOLUTIONS_ROUTES } from './evolutions.routes.js';
import { IDENTITY_ROUTES } from './identity.routes.js';
import { PRICING_ROUTES } from './pricing.routes.js';
import type { RouteDefinition } from './route-definition.js';
import { SEARCH_ROUTES } from './search.routes.js';
import { USER_CLUB_ROUTES } from './user-club.routes.js';
import { SQUADS_ROUTES } from './squads.routes.js';
import { TACTICS_ROUTES } from './tactics.routes.js';
import { PRO_COMPETITION_ROUTES } from './pro-competition.routes.js';
import { AUTO_BUILDER_ROUTES } from './auto-builder.routes.js';
import { SBC_SOLVER_ROUTES } from './sbc-solver.routes.js';
import { COMMENTS_ROUTES } from './comments.routes.js';
import { VOTES_ROUTES } from './votes.routes.js';
import { VIEWS_ROUTES } from './views.routes.js';
import { MODERATION_ROUTES } from './moderation.routes.js';
import { DIRECT_MESSAGES_ROUTES } from './direct-messages.routes.js';
import { NOTIFICATIONS_ROUTES } from './notifications.routes.js';
import { PRICE_ALERTS_ROUTES } from './price-alerts.routes.js';
import { LIVE_SCORES_ROUTES } from './live-scores.routes.js';
import { OBJECTIVES_ROUTES } from './objectives.routes.js';
import { SBC_ROUTES } from './sbc.routes.js';
import { FEED_ROUTES } from './feed.routes.js';
import { UPGRADE_HUB_ROUTES } from './upgrade-hub.routes.js';
import { COLLECTIONS_ROUTES } from './collections.routes.js';
import { ADMIN_ACTIONS_ROUTES } from './admin-actions.routes.js';
import { OTHERS_ROUTES } from './others.routes.js';

/** Every NATS-backed route of the gateway; the OpenAPI document is generated from this list. */
export const ROUTES: readonly RouteDefinition[] = [
  ...CATALOG_ROUTES,
  ...SEARCH_ROUTES,
  ...IDENTITY_ROUTES,
  ...PRICING_ROUTES,
  ...USER_CLUB_ROUTES,
  ...EVOLUTIONS_ROUTES,
  ...SQUADS_ROUTES,
  ...TACTICS_ROUTES,
  ...PRO_COMPETITION_ROUTES,
  ...AUTO_BUILDER_ROUTES,
  ...SBC_SOLVER_ROUTES,
  ...COMMENTS_ROUTES,
  ...VOTES_ROUTES,
  ...VIEWS_ROUTES,
  ...MODERATION_ROUTES,
  ...DIRECT_MESSAGES_ROUTES,
  ...NOTIFICATIONS_ROUTES,
  ...PRICE_ALERTS_ROUTES,
  ...OBJECTIVES_ROUTES,
  ...SBC_ROUTES,
  ...LIVE_SCORES_ROUTES,
  ...FEED_ROUTES,
  ...UPGRADE_HUB_ROUTES,
  ...COLLECTIONS_ROUTES,
  ...ADMIN_ACTIONS_ROUTES,
  ...OTHERS_ROUTES,
];
