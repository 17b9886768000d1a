import type { RouteDefinition } from './route-definition.js';

// The direct-messages routes (docs/social.md).
export const DIRECT_MESSAGES_ROUTES: readonly RouteDefinition[] = [];
