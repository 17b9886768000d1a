import { CATALOG_ROUTES } from './catalog.routes.js';
import { EVOLUTIONS_ROUTES } from './evolutions.routes.js';
import { IDENTITY_ROUTES } from './identity.routes.js';
import { PRICING_ROUTES } from './pricing.routes.js';
import type { RouteDefinition } from './route-definition.js';
import { SEARCH_ROUTES } from './search.routes.js';
import { USER_CLUB_ROUTES } from './user-club.routes.js';

/** Every NATS-backed route of the gateway; the OpenAPI document is generated from this list. */
export const ROUTES: readonly RouteDefinition[] = [
  ...CATALOG_ROUTES,
  ...SEARCH_ROUTES,
  ...IDENTITY_ROUTES,
  ...PRICING_ROUTES,
  ...USER_CLUB_ROUTES,
  ...EVOLUTIONS_ROUTES,
];
