import type { EligibilityFailure } from '@futgg/game-rules';
import type { CoreData } from '@futgg/contracts';
import { nameOf, rarityOf } from '../../../lib/core-data';
import { fieldLabel, positionsLabel } from './field-labels';

type NamedList = 'leagues' | 'clubs' | 'nations';

const namesOf = (coreData: CoreData | undefined, list: NamedList, ids: readonly number[]) =>
  ids.map((id) => nameOf(coreData?.[list], id)).join(', ');

const raritiesOf = (coreData: CoreData | undefined, ids: readonly number[]) =>
  ids.map((id) => rarityOf(coreData, id).name).join(', ');

const stars = (count: number) => `${count}★`;

/** "Max overall 84", "League: Premier League", "Min Pace 80": one requirement as the game words it. */
export const requirementLabel = (
  requirement: EligibilityFailure['requirement'],
  limit: EligibilityFailure['limit'],
  coreData: CoreData | undefined,
): string => {
  const ids = Array.isArray(limit) ? (limit as readonly number[]) : [];
  const value = typeof limit === 'number' ? limit : 0;
  if (requirement.startsWith('minStats.')) return `Min ${fieldLabel(requirement.slice(9))} ${value}`;
  if (requirement.startsWith('maxStats.')) return `Max ${fieldLabel(requirement.slice(9))} ${value}`;
  switch (requirement) {
    case 'minOverall':
      return `Min overall ${value}`;
    case 'maxOverall':
      return `Max overall ${value}`;
    case 'leagues':
      return `League: ${namesOf(coreData, 'leagues', ids)}`;
    case 'clubs':
      return `Club: ${namesOf(coreData, 'clubs', ids)}`;
    case 'nations':
      return `Nation: ${namesOf(coreData, 'nations', ids)}`;
    case 'rarities':
      return `Rarity: ${raritiesOf(coreData, ids)}`;
    case 'excludedRarities':
      return `Not for ${raritiesOf(coreData, ids)}`;
    case 'minSkillMoves':
      return `Min skill moves ${stars(value)}`;
    case 'maxSkillMoves':
      return `Max skill moves ${stars(value)}`;
    case 'minWeakFoot':
      return `Min weak foot ${stars(value)}`;
    case 'maxWeakFoot':
      return `Max weak foot ${stars(value)}`;
    case 'positions':
      return `Position: ${positionsLabel(ids)}`;
    case 'excludedPositions':
      return `Not for ${positionsLabel(ids)}`;
    case 'totalPositions':
      return `Exactly ${value} alternative position${value === 1 ? '' : 's'}`;
    case 'maxRolesPlus':
      return `Max ${value} Roles+`;
    case 'maxRolesPlusPlus':
      return `Max ${value} Roles++`;
    case 'minPlaystyles':
      return `Min ${value} PlayStyles`;
    case 'maxPlaystyles':
      return `Max ${value} PlayStyles`;
    case 'minPlaystylesPlus':
      return `Min ${value} PlayStyles+`;
    case 'maxPlaystylesPlus':
      return `Max ${value} PlayStyles+`;
    case 'endTime':
      return 'Still running';
    default:
      return requirement;
  }
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
    case 'endTime':
      return `it ended ${new Date(String(failure.limit)).toLocaleDateString('en-GB', { dateStyle: 'medium' })}`;
    case 'minOverall':
    case 'maxOverall':
      return `this card is ${value}`;
    default:
      return `this card has ${value}`;
  }
};

/** One failed requirement as a sentence: "Max overall 84 — this card is 86". */
export const failureText = (failure: EligibilityFailure, coreData: CoreData | undefined): string =>
  `${requirementLabel(failure.requirement, failure.limit, coreData)} — ${actualText(failure, coreData)}`;
