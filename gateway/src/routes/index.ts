import { CATALOG_ROUTES } from './catalog.routes.js';
import { IDENTITY_ROUTES } from './identity.routes.js';
import { PRICING_ROUTES } from './pricing.routes.js';
import type { RouteDefinition } from './route-definition.js';
import { SEARCH_ROUTES } from './search.routes.js';

/** Every NATS-backed route of the gateway; the OpenAPI document is generated from this list. */
export const ROUTES: readonly RouteDefinition[] = [
  ...CATALOG_ROUTES,
  ...SEARCH_ROUTES,
  ...IDENTITY_ROUTES,
  ...PRICING_ROUTES,
];
