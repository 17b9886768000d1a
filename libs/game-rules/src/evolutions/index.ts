export * from './evolution.types.js';
export { applyEvolutions } from './apply-evolutions.js';
export type { ManualChanges } from './manual-changes.js';
export { eligibilityFailures, isEligible } from './eligibility.js';
export type { EligibilityFailure, EligibilityRequirement } from './eligibility.js';
export { compileEligibility } from './compile-eligibility.js';
export {
  isEvolutionActive,
  usedEvolutionIds,
  evolutionUseCounts,
  isEvolutionOffered,
  endsBeforeAnyCreation,
  offeredEvolutionRarityIds,
} from './offering.js';
export type { OfferingQuery } from './offering.js';
export { findEvolutionPaths } from './path-search.js';
export type { EvolutionPath, PathObjective, PathSearchOptions } from './path-ranking.js';
export { objectiveScore, compareEvolutionPaths } from './path-ranking.js';
export { ROLE_PLUS_PLUS_OFFSET } from './normalize-evolved-lists.js';
export { requirementsFilters } from './requirements-filters.js';
export type { RequirementsFilters } from './requirements-filters.js';
export { evolvedPathKey } from './path-key.js';
export { shownStatValue, shownFaceStatValue } from './shown-stat-value.js';
export type { PathKeyParts } from './path-key.js';
