import type { EligibilityFailure, EvolutionRequirements } from '@futgg/game-rules';
import type { CoreData } from '@futgg/contracts';
import { requirementLines } from '../../../components/evolution/evolution-words';
import { nameOf, rarityOf } from '../../../lib/core-data';
import { positionsLabel } from './field-labels';

const stars = (count: number) => `${count}★`;

/** The one requirement a failure is about, as the evolution sets it (`maxStats.facePace`: a stat's bound). */
const requirementsOf = ({ requirement, limit }: EligibilityFailure): EvolutionRequirements => {
  const [bound = requirement, field] = requirement.split('.');
  return (field ? { [bound]: { [field]: limit } } : { [requirement]: limit }) as EvolutionRequirements;
};

/** The requirement as the evolutions pages word it: "Overall: 84 or lower", "League: Premier League". */
const requirementText = (failure: EligibilityFailure, coreData: CoreData | undefined): string => {
  const [line] = requirementLines(requirementsOf(failure), coreData);
  return line ? `${line.label}: ${line.value}` : failure.requirement;
};

/** What the card has, worded for the requirement it fails: "this card is 86", "this card plays CB". */
const actualText = (failure: EligibilityFailure, coreData: CoreData | undefined): string => {
  const { requirement, actual } = failure;
  const ids = Array.isArray(actual) ? (actual as readonly number[]) : [];
  const value = typeof actual === 'number' ? actual : 0;
  switch (requirement) {
    case 'leagues':
      return `this card plays in ${nameOf(coreData?.leagues, value)}`;
    case 'clubs':
      return `this card plays for ${nameOf(coreData?.clubs, value)}`;
    case 'nations':
      return `this card is from ${nameOf(coreData?.nations, value)}`;
    case 'rarities':
    case 'excludedRarities':
      return `this card is ${rarityOf(coreData, value).name}`;
    case 'positions':
    case 'excludedPositions':
      return `this card plays ${positionsLabel(ids)}`;
    case 'minSkillMoves':
    case 'maxSkillMoves':
    case 'minWeakFoot':
    case 'maxWeakFoot':
      return `this card has ${stars(value)}`;
    case 'minOverall':
    case 'maxOverall':
      return `this card is ${value}`;
    default:
      return `this card has ${value}`;
  }
};

/**
 * One failed requirement as a sentence: the requirement in the evolutions pages' words, then what the
 * card has: "Overall: 84 or lower — this card is 86". An evolution that has ended is no requirement of
 * the card: "Still running — it ended 22 Sep 2026".
 */
export const failureText = (failure: EligibilityFailure, coreData: CoreData | undefined): string => {
  if (failure.requirement === 'endTime') {
    const ended = new Date(String(failure.limit)).toLocaleDateString('en-GB', { dateStyle: 'medium' });
    return `Still running — it ended ${ended}`;
  }
  return `${requirementText(failure, coreData)} — ${actualText(failure, coreData)}`;
};
