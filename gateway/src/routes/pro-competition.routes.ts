import type { RouteDefinition } from './route-definition.js';

// The squads service's pro-competition routes (docs/pro-competition.md).
export const PRO_COMPETITION_ROUTES: readonly RouteDefinition[] = [];
