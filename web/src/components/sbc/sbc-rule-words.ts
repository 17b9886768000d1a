import type { CoreData, SbcChallenge, SbcRule } from '@futgg/contracts';
import { FORMATIONS } from '@futgg/game-rules';
import { orList } from '../evolution/evolution-words';
import { nameOf, rarityOf } from '../../lib/core-data';

/**
 * An SBC rule (contracts' SbcRule, version 1) in words, names looked up in core data: the set page's
 * requirements and the solver's own requirements read the same.
 */

export interface RequirementLine {
  label: string;
  value: string;
}

const SCOPE_WORDS = { league: 'league', club: 'club', nation: 'nation' } as const;
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "at least 3", "at most 2", "2 to 5", "exactly 4". */
export const boundWords = ({ min, max }: { min?: number | undefined; max?: number | undefined }) => {
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${min}` : `${min} to ${max}`;
  if (min !== undefined) return `at least ${min}`;
  return `at most ${max ?? 0}`;
};

/** A formation's name ("4-3-3"), or its id when the game has no such formation. */
export const formationName = (id: string) => FORMATIONS.find((formation) => formation.id === id)?.name ?? id;

const namesOf = (
  scope: 'league' | 'club' | 'nation' | 'rarity',
  ids: readonly number[],
  coreData: CoreData | undefined,
) =>
  ids.map((id) =>
    scope === 'rarity'
      ? rarityOf(coreData, id).name
      : nameOf(
          scope === 'league' ? coreData?.leagues : scope === 'club' ? coreData?.clubs : coreData?.nations,
          id,
        ),
  );

const TIER_WORDS = { bronze: 'Bronze', silver: 'Silver', gold: 'Gold' } as const;

/** One rule of a challenge (contracts' SbcRule, version 1) in words, names looked up in core data. */
export const ruleLine = (rule: SbcRule, coreData: CoreData | undefined): RequirementLine => {
  switch (rule.type) {
    case 'squadRatingMin':
      return { label: 'Squad rating', value: `at least ${rule.value}` };
    case 'teamChemistryMin':
      return { label: 'Team chemistry', value: `at least ${rule.value}` };
    case 'playerCount': {
      const who =
        rule.scope === 'quality'
          ? orList((rule.tiers ?? []).map((tier) => TIER_WORDS[tier]))
          : orList(namesOf(rule.scope, rule.ids ?? [], coreData));
      const label = rule.scope === 'quality' ? 'Quality' : rule.scope[0]!.toUpperCase() + rule.scope.slice(1);
      return { label: `Players: ${label}`, value: `${boundWords(rule)} from ${who || 'any'}` };
    }
    case 'sameCount':
      return {
        label: `Same ${SCOPE_WORDS[rule.scope]}`,
        value: `${boundWords(rule)} players from one ${rule.scope}`,
      };
    case 'differentCount':
      return { label: `Different ${SCOPE_WORDS[rule.scope]}s`, value: boundWords(rule) };
    case 'playerRatingMin':
      return {
        label: 'Player rating',
        value:
          rule.count === undefined
            ? `every player ${rule.value}+`
            : `${plural(rule.count, 'player')} ${rule.value}+`,
      };
    case 'formation':
      return { label: 'Formation', value: orList(rule.formationIds.map(formationName)) };
    case 'playerTotal':
      return { label: 'Players in the squad', value: `exactly ${rule.value}` };
  }
};

/** Every rule of a challenge, in the order the challenge sets them. */
export const requirementLines = (
  challenge: Pick<SbcChallenge, 'requirements'>,
  coreData: CoreData | undefined,
) => challenge.requirements.rules.map((rule) => ruleLine(rule, coreData));
