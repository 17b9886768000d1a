import type { RouteDefinition } from './route-definition.js';

// The squads service's auto-builder routes (docs/auto-builder.md).
export const AUTO_BUILDER_ROUTES: readonly RouteDefinition[] = [];
