import type { RouteDefinition } from './route-definition.js';

// The notifications routes (docs/social.md).
export const NOTIFICATIONS_ROUTES: readonly RouteDefinition[] = [];
