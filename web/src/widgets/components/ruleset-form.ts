// The ruleset manager's form: what the organiser types (text) to and from the contract's
// squadConfigData. Pure, so the reading rules are tested without a page. A ruleset the form accepts
// also passes game-rules' rulesetProblems, the check the service makes before it stores one.
import type { ProRuleset } from '@futgg/contracts';
import type { SquadConfigDataInput } from '@futgg/api-client';
import { rulesetProblems, type RulesetScope, type SquadRuleset } from '@futgg/game-rules';

export const ID_LIST_FIELDS = [
  ['leagues', 'Allowed leagues'],
  ['excludedLeagues', 'Excluded leagues'],
  ['nations', 'Allowed nations'],
  ['excludedNations', 'Excluded nations'],
  ['clubs', 'Allowed clubs'],
  ['excludedClubs', 'Excluded clubs'],
  ['rarities', 'Allowed rarities'],
  ['excludedRarities', 'Excluded rarities'],
] as const;

export const NUMBER_FIELDS = [
  ['minOverall', 'Minimum overall'],
  ['maxOverall', 'Overall cap'],
  ['minSquadRating', 'Minimum squad rating'],
  ['maxSquadRating', 'Squad rating cap'],
  ['maxRatingSum', 'Cap on the XI’s summed overalls'],
  ['minChemistry', 'Minimum chemistry'],
  ['minPlayerChemistry', 'Minimum chemistry per player'],
  ['maxPerClub', 'Most players from one club'],
  ['maxPerLeague', 'Most players from one league'],
  ['maxPerNation', 'Most players from one nation'],
] as const;

type IdListField = (typeof ID_LIST_FIELDS)[number][0];
type NumberField = (typeof NUMBER_FIELDS)[number][0];

export interface RulesetForm {
  lists: Record<IdListField, string>;
  numbers: Record<NumberField, string>;
  /** Per field slot 0..10: the minimum and maximum overall, as typed. */
  slotRatings: { min: string; max: string }[];
  isUntradeableOnly: boolean;
  formations: string[];
  scope: RulesetScope;
  searchPoolData: string;
}

const FIELD_SLOTS = 11;

const entries = <K extends string, V>(keys: readonly (readonly [K, string])[], value: (key: K) => V) =>
  Object.fromEntries(keys.map(([key]) => [key, value(key)])) as Record<K, V>;

const typed = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export const formOf = (ruleset: ProRuleset): RulesetForm => {
  const config = ruleset.squadConfigData;
  return {
    lists: entries(ID_LIST_FIELDS, (key) => config[key].join(', ')),
    numbers: entries(NUMBER_FIELDS, (key) => typed(config[key])),
    slotRatings: Array.from({ length: FIELD_SLOTS }, (_, positionIdx) => {
      const rule = config.slotRatings.find((entry) => entry.positionIdx === positionIdx);
      return { min: typed(rule?.min), max: typed(rule?.max) };
    }),
    isUntradeableOnly: config.isUntradeableOnly,
    formations: [...config.formations],
    scope: config.scope,
    searchPoolData: ruleset.searchPoolData,
  };
};

export type FormReading =
  | { ok: true; squadConfigData: SquadConfigDataInput; searchPoolData: string }
  | { ok: false; field: string; message: string };

class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const wholeNumber = (field: string, label: string, text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new FieldError(field, `${label}: "${trimmed}" is not a whole number`);
  return value;
};

const idList = (field: string, label: string, text: string): number[] =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((part) => wholeNumber(field, label, part)!);

/** The typed form as the save request's data, or the first field that cannot be read or meant. */
export const readForm = (form: RulesetForm): FormReading => {
  try {
    const ruleset: SquadRuleset = {
      ...entries(ID_LIST_FIELDS, (key) =>
        idList(key, ID_LIST_FIELDS.find(([name]) => name === key)![1], form.lists[key]),
      ),
      ...entries(NUMBER_FIELDS, (key) =>
        wholeNumber(key, NUMBER_FIELDS.find(([name]) => name === key)![1], form.numbers[key]),
      ),
      slotRatings: form.slotRatings.flatMap((slot, positionIdx) => {
        const min = wholeNumber(`slotRatings.${positionIdx}.min`, `Slot ${positionIdx} minimum`, slot.min);
        const max = wholeNumber(`slotRatings.${positionIdx}.max`, `Slot ${positionIdx} cap`, slot.max);
        return min === null && max === null ? [] : [{ positionIdx, min, max }];
      }),
      isUntradeableOnly: form.isUntradeableOnly,
      formations: form.formations,
      scope: form.scope,
    };
    const [problem] = rulesetProblems(ruleset);
    if (problem) return { ok: false, field: problem.field, message: problem.message };
    return { ok: true, squadConfigData: ruleset, searchPoolData: form.searchPoolData.trim() };
  } catch (error) {
    if (error instanceof FieldError) return { ok: false, field: error.field, message: error.message };
    throw error;
  }
};
