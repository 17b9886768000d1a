import type { RouteDefinition } from './route-definition.js';

// The price-alerts routes (docs/social.md).
export const PRICE_ALERTS_ROUTES: readonly RouteDefinition[] = [];
