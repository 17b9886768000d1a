import type { RouteDefinition } from './route-definition.js';

// The votes routes (docs/social.md).
export const VOTES_ROUTES: readonly RouteDefinition[] = [];
