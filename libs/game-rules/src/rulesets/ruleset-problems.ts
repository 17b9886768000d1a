import { formationById } from '../formations/formations.js';
import type { SquadRuleset } from './ruleset.types.js';

/** A ruleset that cannot be meant as written, naming the field at fault (`slotRatings.2.min`). */
export interface RulesetProblem {
  field: string;
  message: string;
}

const LIST_PAIRS = [
  ['leagues', 'excludedLeagues'],
  ['nations', 'excludedNations'],
  ['clubs', 'excludedClubs'],
  ['rarities', 'excludedRarities'],
] as const;

const BOUND_PAIRS = [
  ['minOverall', 'maxOverall'],
  ['minSquadRating', 'maxSquadRating'],
] as const;

const duplicateIn = <T>(values: readonly T[]): T | undefined =>
  values.find((value, index) => values.indexOf(value) !== index);

/**
 * What the schema's bounds cannot see: a minimum above its maximum, an id both allowed and excluded or
 * listed twice, two rules for one slot, an unknown formation. The ruleset manager and the service ask the
 * same question, so a ruleset the browser accepts is one the server stores.
 */
export const rulesetProblems = (ruleset: SquadRuleset): RulesetProblem[] => {
  const problems: RulesetProblem[] = [];
  for (const [included, excluded] of LIST_PAIRS) {
    for (const field of [included, excluded]) {
      const twice = duplicateIn(ruleset[field]);
      if (twice !== undefined) problems.push({ field, message: `${field}: ${twice} is listed twice` });
    }
    const both = ruleset[excluded].find((id) => ruleset[included].includes(id));
    if (both !== undefined)
      problems.push({ field: excluded, message: `${excluded}: ${both} is also in ${included}` });
  }
  for (const [min, max] of BOUND_PAIRS) {
    const low = ruleset[min];
    const high = ruleset[max];
    if (low !== null && high !== null && low > high) {
      problems.push({ field: min, message: `${min} (${low}) is greater than ${max} (${high})` });
    }
  }
  ruleset.slotRatings.forEach((rule, index) => {
    const field = `slotRatings.${index}`;
    if (rule.min === null && rule.max === null) {
      problems.push({ field, message: `${field}: give a min, a max or both` });
    }
    if (rule.min !== null && rule.max !== null && rule.min > rule.max) {
      problems.push({
        field: `${field}.min`,
        message: `${field}.min (${rule.min}) is greater than max (${rule.max})`,
      });
    }
    if (ruleset.slotRatings.findIndex((other) => other.positionIdx === rule.positionIdx) !== index) {
      problems.push({
        field: `${field}.positionIdx`,
        message: `${field}.positionIdx: slot ${rule.positionIdx} has more than one rule`,
      });
    }
  });
  ruleset.formations.forEach((id, index) => {
    if (formationById(id) === undefined) {
      problems.push({
        field: `formations.${index}`,
        message: `formations.${index}: ${id} is not a formation`,
      });
    }
  });
  const twiceFormation = duplicateIn(ruleset.formations);
  if (twiceFormation !== undefined) {
    problems.push({ field: 'formations', message: `formations: ${twiceFormation} is listed twice` });
  }
  return problems;
};
