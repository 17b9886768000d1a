import type { RouteDefinition } from './route-definition.js';

// The comments routes (docs/social.md).
export const COMMENTS_ROUTES: readonly RouteDefinition[] = [];
