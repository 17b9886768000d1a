import { isAttributeField } from '../card/card-fields.js';
import type { Card } from '../card/card.types.js';
import { expandPositionIds } from '../constants/positions.js';
import type { Evolution } from './evolution.types.js';
import { hasEndedBy } from './evolution-time.js';
import { isActiveList, isBound, statBoundEntries } from './requirement-limits.js';
import { shownFaceStatValue } from './shown-stat-value.js';

type CardCheck = (card: Readonly<Card>) => boolean;

const everyCheck = (checks: readonly CardCheck[]): CardCheck => {
  const count = checks.length;
  const [first] = checks;
  if (first === undefined) return () => true;
  if (count === 1) return first;
  return (card) => {
    for (let index = 0; index < count; index += 1) {
      if (!(checks[index] as CardCheck)(card)) return false;
    }
    return true;
  };
};

const statChecks = (evolution: Readonly<Evolution>): CardCheck[] => {
  const checks: CardCheck[] = [];
  const { minStats, maxStats } = evolution.requirements;
  for (const [field, min] of statBoundEntries(minStats)) {
    checks.push(
      isAttributeField(field) ? (c) => c[field] >= min : (c) => shownFaceStatValue(c, field) >= min,
    );
  }
  for (const [field, max] of statBoundEntries(maxStats)) {
    checks.push(
      isAttributeField(field) ? (c) => c[field] <= max : (c) => shownFaceStatValue(c, field) <= max,
    );
  }
  return checks;
};

/**
 * A yes/no eligibility test for many cards against one evolution: the requirements are read once, lists
 * become Sets, position groups are expanded once, and only the requirements the evolution sets are
 * checked. Agrees with `eligibilityFailures(card, evolution, referenceDate).length === 0` for every card.
 */
export const compileEligibility = (
  evolution: Readonly<Evolution>,
  referenceDate?: Date | string,
): CardCheck => {
  if (hasEndedBy(evolution.endTime, referenceDate)) return () => false;
  const r = evolution.requirements;
  const checks: CardCheck[] = [];
  const { minOverall, maxOverall } = r;
  if (isBound(minOverall)) checks.push((c) => c.overall >= minOverall);
  if (isBound(maxOverall)) checks.push((c) => c.overall <= maxOverall);
  if (isActiveList(r.leagues)) {
    const leagues = new Set(r.leagues);
    checks.push((c) => leagues.has(c.leagueEaId));
  }
  if (isActiveList(r.clubs)) {
    const clubs = new Set(r.clubs);
    checks.push((c) => clubs.has(c.clubEaId));
  }
  if (isActiveList(r.nations)) {
    const nations = new Set(r.nations);
    checks.push((c) => nations.has(c.nationEaId));
  }
  if (isActiveList(r.rarities)) {
    const rarities = new Set(r.rarities);
    checks.push((c) => rarities.has(c.rarityEaId));
  }
  if (isActiveList(r.excludedRarities)) {
    const excluded = new Set(r.excludedRarities);
    checks.push((c) => !excluded.has(c.rarityEaId));
  }
  const { minSkillMoves, maxSkillMoves, minWeakFoot, maxWeakFoot } = r;
  if (isBound(minSkillMoves)) checks.push((c) => c.skillMoves >= minSkillMoves);
  if (isBound(maxSkillMoves)) checks.push((c) => c.skillMoves <= maxSkillMoves);
  if (isBound(minWeakFoot)) checks.push((c) => c.weakFoot >= minWeakFoot);
  if (isBound(maxWeakFoot)) checks.push((c) => c.weakFoot <= maxWeakFoot);
  if (isActiveList(r.positions)) {
    const required = expandPositionIds(r.positions);
    checks.push((c) => required.has(c.position) || c.alternativePositionIds.some((id) => required.has(id)));
  }
  if (isActiveList(r.excludedPositions)) {
    const excluded = expandPositionIds(r.excludedPositions);
    checks.push((c) => !excluded.has(c.position) && !c.alternativePositionIds.some((id) => excluded.has(id)));
  }
  const { totalPositions, maxRolesPlus, maxRolesPlusPlus } = r;
  if (isBound(totalPositions)) checks.push((c) => c.alternativePositionIds.length === totalPositions);
  if (isBound(maxRolesPlus)) checks.push((c) => c.rolesPlus.length <= maxRolesPlus);
  if (isBound(maxRolesPlusPlus)) checks.push((c) => c.rolesPlusPlus.length <= maxRolesPlusPlus);
  const { minPlaystyles, maxPlaystyles, minPlaystylesPlus, maxPlaystylesPlus } = r;
  if (isBound(minPlaystyles)) checks.push((c) => c.playstyles.length >= minPlaystyles);
  if (isBound(maxPlaystyles)) checks.push((c) => c.playstyles.length <= maxPlaystyles);
  if (isBound(minPlaystylesPlus)) checks.push((c) => c.playstylesPlus.length >= minPlaystylesPlus);
  if (isBound(maxPlaystylesPlus)) checks.push((c) => c.playstylesPlus.length <= maxPlaystylesPlus);
  checks.push(...statChecks(evolution));
  return everyCheck(checks);
};
