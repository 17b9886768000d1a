import { isGkFaceStatField, type StatField } from '../card/card-fields.js';
import { expandPositionIds, POSITION } from '../constants/positions.js';
import {
  FILTER_BOUNDS,
  MAX_LIST_ITEMS,
  type ListFilterField,
  type RangeFilterField,
} from '../filters/filter-fields.js';
import { emptyPlayerFilters, type PlayerFilters } from '../filters/player-filters.types.js';
import type { EvolutionRequirements } from './evolution.types.js';
import { isActiveList, isBound, statBoundEntries } from './requirement-limits.js';

/**
 * An evolution's requirements in the player query language (docs/filters.md), so the player database
 * finds its eligible cards with an index instead of judging every card:
 * - `filters` select every eligible card (never fewer);
 * - `isExact` says they select no other card either, so a page of the query is a page of eligible
 *   cards; otherwise the caller must confirm each card with `compileEligibility`;
 * - `isEmpty` says no card can be eligible (a minimum above its maximum, every required position
 *   excluded), so there is nothing to ask.
 */
export interface RequirementsFilters {
  filters: PlayerFilters;
  isExact: boolean;
  isEmpty: boolean;
}

type Bounds = { gte?: number; lte?: number; eq?: number };

export const requirementsFilters = (requirements: Readonly<EvolutionRequirements>): RequirementsFilters => {
  const filters = emptyPlayerFilters();
  let isExact = true;
  let isEmpty = false;

  // A bound outside the field's filter bounds either selects everything (dropped) or nothing (empty).
  const range = (field: RangeFilterField, bounds: Bounds) => {
    const { min, max } = FILTER_BOUNDS[field];
    const next: Bounds = { ...filters.ranges[field] };
    if (bounds.gte !== undefined) next.gte = Math.max(next.gte ?? bounds.gte, bounds.gte);
    if (bounds.lte !== undefined) next.lte = Math.min(next.lte ?? bounds.lte, bounds.lte);
    if (bounds.eq !== undefined) next.eq = bounds.eq;
    if (next.eq !== undefined) {
      if (next.eq < min || next.eq > max) isEmpty = true;
      if ((next.gte !== undefined && next.eq < next.gte) || (next.lte !== undefined && next.eq > next.lte)) {
        isEmpty = true;
      }
      filters.ranges[field] = { eq: next.eq };
      return;
    }
    if (next.gte !== undefined && next.gte <= min) delete next.gte;
    if (next.lte !== undefined && next.lte >= max) delete next.lte;
    if (next.gte !== undefined && next.gte > max) isEmpty = true;
    if (next.lte !== undefined && next.lte < min) isEmpty = true;
    if (next.gte !== undefined && next.lte !== undefined && next.gte > next.lte) isEmpty = true;
    if (next.gte !== undefined || next.lte !== undefined) filters.ranges[field] = next;
  };
  const list = (field: ListFilterField, ids: readonly number[]) => {
    const unique = [...new Set(ids)];
    // Longer lists than the language takes are left to the confirmation.
    if (unique.length > MAX_LIST_ITEMS) isExact = false;
    else filters.lists[field] = unique;
  };

  const r = requirements;
  range('overall', {
    ...(isBound(r.minOverall) && { gte: r.minOverall }),
    ...(isBound(r.maxOverall) && { lte: r.maxOverall }),
  });
  range('skillMoves', {
    ...(isBound(r.minSkillMoves) && { gte: r.minSkillMoves }),
    ...(isBound(r.maxSkillMoves) && { lte: r.maxSkillMoves }),
  });
  range('weakFoot', {
    ...(isBound(r.minWeakFoot) && { gte: r.minWeakFoot }),
    ...(isBound(r.maxWeakFoot) && { lte: r.maxWeakFoot }),
  });
  if (isBound(r.totalPositions)) range('alternativePositionsCount', { eq: r.totalPositions });
  if (isBound(r.maxRolesPlus)) range('rolesPlusCount', { lte: r.maxRolesPlus });
  if (isBound(r.maxRolesPlusPlus)) range('rolesPlusPlusCount', { lte: r.maxRolesPlusPlus });
  range('playstylesCount', {
    ...(isBound(r.minPlaystyles) && { gte: r.minPlaystyles }),
    ...(isBound(r.maxPlaystyles) && { lte: r.maxPlaystyles }),
  });
  range('playstylesPlusCount', {
    ...(isBound(r.minPlaystylesPlus) && { gte: r.minPlaystylesPlus }),
    ...(isBound(r.maxPlaystylesPlus) && { lte: r.maxPlaystylesPlus }),
  });

  if (isActiveList(r.leagues)) list('leagues', r.leagues);
  if (isActiveList(r.clubs)) list('clubs', r.clubs);
  if (isActiveList(r.nations)) list('nations', r.nations);
  // A rarity both allowed and excluded is excluded: the language refuses an id in both lists.
  const excludedRarities = new Set(r.excludedRarities ?? []);
  if (isActiveList(r.rarities)) {
    const allowed = r.rarities.filter((id) => !excludedRarities.has(id));
    if (allowed.length === 0) isEmpty = true;
    else list('rarities', allowed);
  } else if (excludedRarities.size > 0) {
    list('excludedRarities', [...excludedRarities]);
  }

  const excludedPositions = isActiveList(r.excludedPositions)
    ? expandPositionIds(r.excludedPositions)
    : new Set<number>();
  if (isActiveList(r.positions)) {
    const required = [...expandPositionIds(r.positions)].filter((id) => !excludedPositions.has(id));
    if (required.length === 0) isEmpty = true;
    else list('positions', required);
  }
  if (excludedPositions.size > 0) {
    list('excludedPositions', [...excludedPositions]);
    filters.flags.excludedPositionsAnyPosition = true;
  }

  // The catalog keeps no goalkeeper face stats for outfield cards, while the rules compute them from
  // the attributes: such a bound is exact only when every candidate is a goalkeeper.
  const onlyGoalkeepers = filters.lists.positions?.every((id) => id === POSITION.GK) === true;
  const stat = (field: StatField, bounds: Bounds) => {
    if (isGkFaceStatField(field) && !onlyGoalkeepers) {
      isExact = false;
      return;
    }
    range(field, bounds);
  };
  for (const [field, limit] of statBoundEntries(r.minStats)) stat(field, { gte: limit });
  for (const [field, limit] of statBoundEntries(r.maxStats)) stat(field, { lte: limit });

  return { filters, isExact, isEmpty };
};
