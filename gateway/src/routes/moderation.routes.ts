import type { RouteDefinition } from './route-definition.js';

// The moderation routes (docs/social.md).
export const MODERATION_ROUTES: readonly RouteDefinition[] = [];
