import type { RouteDefinition } from './route-definition.js';

// The squads service's squads routes (docs/squads.md).
export const SQUADS_ROUTES: readonly RouteDefinition[] = [];
