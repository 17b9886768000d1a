import type { RouteDefinition } from './route-definition.js';

// The squads service's tactics routes (docs/tactics.md).
export const TACTICS_ROUTES: readonly RouteDefinition[] = [];
