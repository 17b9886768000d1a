import type { RouteDefinition } from './route-definition.js';

// The views routes (docs/social.md).
export const VIEWS_ROUTES: readonly RouteDefinition[] = [];
