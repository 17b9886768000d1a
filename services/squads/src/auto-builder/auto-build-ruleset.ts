/**
 * A pro-competition event's ruleset as the auto-builder's limits (docs/auto-builder.md "Within an event's
 * ruleset"): which cards may play, which formations, the squad rating and chemistry bounds, the per-group
 * caps, the cap on the sum of ratings, each player's chemistry minimum and the slots' rating ranges. What
 * the locked cards alone already break is refused up front, naming the rule, in game-rules' words.
 */
import { DomainError, type AutoBuildRequest, type SquadPoolCard } from '@futgg/contracts';
import {
  cardRulesetViolations,
  checkSquadAgainstRuleset,
  FORMATIONS,
  type Formation,
  type RulesetCard,
  type RulesetViolationCode,
  type SlotRatingRule,
  type SquadRuleset,
} from '@futgg/game-rules';
import type { AutoBuildProblem } from './auto-build-model.js';

/** The problem's fields an event's ruleset sets or narrows. */
export type RulesetFields = Pick<
  AutoBuildProblem,
  | 'minChemistry'
  | 'minSquadRating'
  | 'maxSquadRating'
  | 'maxRatingSum'
  | 'minPlayerChemistry'
  | 'maxPerClub'
  | 'maxPerLeague'
  | 'maxPerNation'
  | 'slotRatings'
>;

const invalid = (field: string, message: string) => new DomainError('INVALID_INPUT', message, { field });

/** Whether a card may play under the ruleset's card rules (game-rules' own check of one card). */
export const rulesetAdmits = (ruleset: SquadRuleset, card: SquadPoolCard, isUntradeable: boolean): boolean =>
  cardRulesetViolations(fieldRulesetCard(card, 0, isUntradeable), ruleset).length === 0;

/**
 * The formations the builder may use: the request's alone (fixed; 400 naming `formationId` when the
 * ruleset does not allow it), or every formation the ruleset allows, the request's first when allowed.
 */
export const rulesetFormations = (
  ruleset: SquadRuleset | null,
  request: Pick<AutoBuildRequest, 'formationId' | 'freeFormation'>,
  requested: Formation,
): Formation[] => {
  const allowed = (formation: Formation) =>
    !ruleset || ruleset.formations.length === 0 || ruleset.formations.includes(formation.id);
  if (!request.freeFormation) {
    if (!allowed(requested))
      throw invalid(
        'formationId',
        `formation ${requested.id} is not allowed by the event's ruleset (allowed: ${ruleset!.formations.join(', ')})`,
      );
    return [requested];
  }
  const others = FORMATIONS.filter((formation) => formation.id !== requested.id && allowed(formation));
  if (!allowed(requested) && others.length === 0)
    throw invalid('event', "the event's ruleset allows no formation the auto-builder knows");
  return allowed(requested) ? [requested, ...others] : others;
};

/**
 * Violations a squad's locked cards cannot decide on their own: those of the whole XI (complete, its
 * formation, its rating and chemistry). Every other rule a locked card breaks stays broken.
 */
const WHOLE_SQUAD_CODES: ReadonlySet<RulesetViolationCode> = new Set([
  'INCOMPLETE_SQUAD',
  'FORMATION_NOT_ALLOWED',
  'SQUAD_RATING_BELOW_MINIMUM',
  'SQUAD_RATING_ABOVE_CAP',
  'CHEMISTRY_BELOW_MINIMUM',
  'PLAYER_CHEMISTRY_BELOW_MINIMUM',
]);

/** A card in a field slot as the ruleset check reads it. */
export const fieldRulesetCard = (
  card: Pick<SquadPoolCard, 'eaId' | 'overall' | 'clubEaId' | 'leagueEaId' | 'nationEaId' | 'rarityEaId'>,
  positionIdx: number,
  isUntradeable: boolean,
): RulesetCard => ({
  group: 'FIELD',
  positionIdx,
  eaId: card.eaId,
  overall: card.overall,
  clubEaId: card.clubEaId,
  leagueEaId: card.leagueEaId,
  nationEaId: card.nationEaId,
  rarityEaId: card.rarityEaId,
  isUntradeable,
});

/** 400 naming `locked` when the locked cards alone break a rule of the ruleset (game-rules' check). */
export const checkLockedCards = (
  ruleset: SquadRuleset,
  formationId: string,
  locked: readonly { slotIndex: number; card: SquadPoolCard; isUntradeable: boolean }[],
): void => {
  const violations = checkSquadAgainstRuleset(ruleset, {
    formationId,
    cards: locked.map(({ slotIndex, card, isUntradeable }) =>
      fieldRulesetCard(card, slotIndex, isUntradeable),
    ),
    chemistry: { total: 0, perPlayer: [] },
    rating: null,
  }).filter((violation) => !WHOLE_SQUAD_CODES.has(violation.code));
  if (violations.length)
    throw invalid(
      'locked',
      `the locked cards break the event's ruleset: ${violations.map((v) => v.message).join('; ')}`,
    );
};

/**
 * The ruleset's squad rules merged with the request's constraints (the tighter of each). Slot rating
 * ranges need a fixed formation; otherwise 400 naming `event`.
 */
export const rulesetFields = (ruleset: SquadRuleset | null, request: AutoBuildRequest): RulesetFields => {
  const { constraints } = request;
  const most = (a: number | undefined, b: number | null | undefined) =>
    b === null || b === undefined ? a : a === undefined ? b : Math.max(a, b);
  const least = (a: number | undefined, b: number | null | undefined) =>
    b === null || b === undefined ? a : a === undefined ? b : Math.min(a, b);
  const fields: RulesetFields = {
    minChemistry: most(constraints.minChemistry, ruleset?.minChemistry),
    minSquadRating: most(constraints.minSquadRating, ruleset?.minSquadRating),
    maxSquadRating: least(constraints.maxSquadRating, ruleset?.maxSquadRating),
  };
  if (
    fields.minSquadRating !== undefined &&
    fields.maxSquadRating !== undefined &&
    fields.minSquadRating > fields.maxSquadRating
  )
    throw invalid(
      'constraints.minSquadRating',
      `a squad rating of at least ${fields.minSquadRating} is above the event's cap ${fields.maxSquadRating}`,
    );
  if (!ruleset) return fields;
  const defined = <K extends keyof RulesetFields>(key: K, value: number | null) =>
    value === null ? {} : { [key]: value };
  return {
    ...fields,
    ...defined('maxRatingSum', ruleset.maxRatingSum),
    ...defined('minPlayerChemistry', ruleset.minPlayerChemistry),
    ...defined('maxPerClub', ruleset.maxPerClub),
    ...defined('maxPerLeague', ruleset.maxPerLeague),
    ...defined('maxPerNation', ruleset.maxPerNation),
    ...slotRatingsOf(ruleset.slotRatings, request),
  };
};

/**
 * The ruleset's per-slot rating ranges: a fixed formation's (the model places a card in a slot's place,
 * its general position and range); a free formation has no fixed slots to rate, so 400 naming `event`.
 */
const slotRatingsOf = (
  rules: readonly SlotRatingRule[],
  request: AutoBuildRequest,
): Pick<RulesetFields, 'slotRatings'> => {
  if (rules.length === 0) return {};
  if (request.freeFormation)
    throw invalid('event', "the event's ruleset rates slots one by one: choose a fixed formation");
  return { slotRatings: rules };
};
