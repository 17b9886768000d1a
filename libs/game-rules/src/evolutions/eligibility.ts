import type { StatField } from '../card/card-fields.js';
import type { Card } from '../card/card.types.js';
import { expandPositionIds } from '../constants/positions.js';
import type { Evolution, EvolutionRequirements } from './evolution.types.js';
import { hasEndedBy, timeOf } from './evolution-time.js';
import { isActiveList, isBound, statBoundEntries } from './requirement-limits.js';
import { shownStatValue } from './shown-stat-value.js';

export type EligibilityRequirement =
  | Exclude<keyof EvolutionRequirements, 'minStats' | 'maxStats'>
  | `minStats.${StatField}`
  | `maxStats.${StatField}`
  | 'endTime';

/**
 * One failed requirement: `limit` is the bound, the id list or the end time as the evolution states it;
 * `actual` is the card's value (a number, its ids, or the reference date as ISO text).
 */
export interface EligibilityFailure {
  requirement: EligibilityRequirement;
  limit: number | readonly number[] | string;
  actual: number | readonly number[] | string;
}

/**
 * Every requirement the card fails (spec, first document, section 5 "Eligibility checks"); empty means
 * eligible. Written for clarity and reporting; `compileEligibility` is the fast yes/no for many cards.
 * Counts are list lengths: playstyles counts plain playstyles only (a playstyle+ is in its own list).
 */
export const eligibilityFailures = (
  card: Readonly<Card>,
  evolution: Readonly<Evolution>,
  referenceDate?: Date | string,
): EligibilityFailure[] => {
  const r = evolution.requirements;
  const failures: EligibilityFailure[] = [];
  const atLeast = (requirement: EligibilityRequirement, limit: number | null | undefined, actual: number) => {
    if (isBound(limit) && actual < limit) failures.push({ requirement, limit, actual });
  };
  const atMost = (requirement: EligibilityRequirement, limit: number | null | undefined, actual: number) => {
    if (isBound(limit) && actual > limit) failures.push({ requirement, limit, actual });
  };
  const within = (
    requirement: EligibilityRequirement,
    ids: readonly number[] | null | undefined,
    actual: number,
  ) => {
    if (isActiveList(ids) && !ids.includes(actual)) failures.push({ requirement, limit: ids, actual });
  };

  atLeast('minOverall', r.minOverall, card.overall);
  atMost('maxOverall', r.maxOverall, card.overall);
  within('leagues', r.leagues, card.leagueEaId);
  within('clubs', r.clubs, card.clubEaId);
  within('nations', r.nations, card.nationEaId);
  within('rarities', r.rarities, card.rarityEaId);
  if (isActiveList(r.excludedRarities) && r.excludedRarities.includes(card.rarityEaId)) {
    failures.push({ requirement: 'excludedRarities', limit: r.excludedRarities, actual: card.rarityEaId });
  }
  atLeast('minSkillMoves', r.minSkillMoves, card.skillMoves);
  atMost('maxSkillMoves', r.maxSkillMoves, card.skillMoves);
  atLeast('minWeakFoot', r.minWeakFoot, card.weakFoot);
  atMost('maxWeakFoot', r.maxWeakFoot, card.weakFoot);

  const positions = [card.position, ...card.alternativePositionIds];
  if (isActiveList(r.positions)) {
    const required = expandPositionIds(r.positions);
    if (!positions.some((id) => required.has(id))) {
      failures.push({ requirement: 'positions', limit: r.positions, actual: positions });
    }
  }
  if (isActiveList(r.excludedPositions)) {
    const excluded = expandPositionIds(r.excludedPositions);
    if (positions.some((id) => excluded.has(id))) {
      failures.push({ requirement: 'excludedPositions', limit: r.excludedPositions, actual: positions });
    }
  }
  // Spec section 5: "Alternative position count must equal the required total."
  if (isBound(r.totalPositions) && card.alternativePositionIds.length !== r.totalPositions) {
    failures.push({
      requirement: 'totalPositions',
      limit: r.totalPositions,
      actual: card.alternativePositionIds.length,
    });
  }

  atMost('maxRolesPlus', r.maxRolesPlus, card.rolesPlus.length);
  atMost('maxRolesPlusPlus', r.maxRolesPlusPlus, card.rolesPlusPlus.length);
  atLeast('minPlaystyles', r.minPlaystyles, card.playstyles.length);
  atMost('maxPlaystyles', r.maxPlaystyles, card.playstyles.length);
  atLeast('minPlaystylesPlus', r.minPlaystylesPlus, card.playstylesPlus.length);
  atMost('maxPlaystylesPlus', r.maxPlaystylesPlus, card.playstylesPlus.length);

  for (const [field, limit] of statBoundEntries(r.minStats)) {
    atLeast(`minStats.${field}`, limit, shownStatValue(card, field));
  }
  for (const [field, limit] of statBoundEntries(r.maxStats)) {
    atMost(`maxStats.${field}`, limit, shownStatValue(card, field));
  }

  if (
    referenceDate !== undefined &&
    evolution.endTime !== null &&
    hasEndedBy(evolution.endTime, referenceDate)
  ) {
    const reference = new Date(timeOf(referenceDate)).toISOString();
    failures.push({ requirement: 'endTime', limit: evolution.endTime, actual: reference });
  }
  return failures;
};

export const isEligible = (
  card: Readonly<Card>,
  evolution: Readonly<Evolution>,
  referenceDate?: Date | string,
): boolean => eligibilityFailures(card, evolution, referenceDate).length === 0;
