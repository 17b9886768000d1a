import type {
  RulesetCard,
  RulesetSlotGroup,
  RulesetSquad,
  RulesetViolation,
  RulesetViolationCode,
  SquadRuleset,
} from './ruleset.types.js';
import { RULESET_LIMITS } from './ruleset-limits.js';

const GROUP_ORDER: Record<RulesetSlotGroup, number> = { FIELD: 0, SUBSTITUTE: 1, RESERVE: 2 };
const GROUP_WORD: Record<RulesetSlotGroup, string> = {
  FIELD: 'field slot',
  SUBSTITUTE: 'substitute slot',
  RESERVE: 'reserve slot',
};

const slotOf = (card: RulesetCard) => `${GROUP_WORD[card.group]} ${card.positionIdx}`;

const cardViolation = (
  card: RulesetCard,
  code: RulesetViolationCode,
  message: string,
  numbers: { limit?: number; actual?: number } = {},
): RulesetViolation => ({
  code,
  message: `${slotOf(card)} (card ${card.eaId}): ${message}`,
  group: card.group,
  positionIdx: card.positionIdx,
  eaId: card.eaId,
  ...numbers,
});

/** An allowed list (empty: any) and an excluded list over one of the card's ids. */
interface ListRule {
  field: 'leagueEaId' | 'nationEaId' | 'clubEaId' | 'rarityEaId';
  noun: string;
  allowed: readonly number[];
  excluded: readonly number[];
  notAllowed: RulesetViolationCode;
  isExcluded: RulesetViolationCode;
}

const listRulesOf = (ruleset: SquadRuleset): ListRule[] => [
  {
    field: 'leagueEaId',
    noun: 'league',
    allowed: ruleset.leagues,
    excluded: ruleset.excludedLeagues,
    notAllowed: 'LEAGUE_NOT_ALLOWED',
    isExcluded: 'LEAGUE_EXCLUDED',
  },
  {
    field: 'nationEaId',
    noun: 'nation',
    allowed: ruleset.nations,
    excluded: ruleset.excludedNations,
    notAllowed: 'NATION_NOT_ALLOWED',
    isExcluded: 'NATION_EXCLUDED',
  },
  {
    field: 'clubEaId',
    noun: 'club',
    allowed: ruleset.clubs,
    excluded: ruleset.excludedClubs,
    notAllowed: 'CLUB_NOT_ALLOWED',
    isExcluded: 'CLUB_EXCLUDED',
  },
  {
    field: 'rarityEaId',
    noun: 'rarity',
    allowed: ruleset.rarities,
    excluded: ruleset.excludedRarities,
    notAllowed: 'RARITY_NOT_ALLOWED',
    isExcluded: 'RARITY_EXCLUDED',
  },
];

const cardRuleViolations = (
  card: RulesetCard,
  ruleset: SquadRuleset,
  listRules: readonly ListRule[],
): RulesetViolation[] => {
  const found: RulesetViolation[] = [];
  for (const rule of listRules) {
    const id = card[rule.field];
    if (rule.allowed.length > 0 && !rule.allowed.includes(id)) {
      found.push(cardViolation(card, rule.notAllowed, `${rule.noun} ${id} is not allowed`, { actual: id }));
    }
    if (rule.excluded.includes(id)) {
      found.push(cardViolation(card, rule.isExcluded, `${rule.noun} ${id} is excluded`, { actual: id }));
    }
  }
  if (ruleset.isUntradeableOnly && !card.isUntradeable) {
    found.push(cardViolation(card, 'NOT_UNTRADEABLE', 'only untradeable cards may play'));
  }
  if (ruleset.minOverall !== null && card.overall < ruleset.minOverall) {
    found.push(
      cardViolation(card, 'OVERALL_BELOW_MINIMUM', `overall ${card.overall} is below ${ruleset.minOverall}`, {
        limit: ruleset.minOverall,
        actual: card.overall,
      }),
    );
  }
  if (ruleset.maxOverall !== null && card.overall > ruleset.maxOverall) {
    found.push(
      cardViolation(
        card,
        'OVERALL_ABOVE_CAP',
        `overall ${card.overall} is above the cap ${ruleset.maxOverall}`,
        {
          limit: ruleset.maxOverall,
          actual: card.overall,
        },
      ),
    );
  }
  return found;
};

/**
 * The card rules one card breaks on its own, wherever it stands: the allowed and excluded lists,
 * untradeable only, the overall bounds (what the auto-builder filters its pool by).
 */
export const cardRulesetViolations = (card: RulesetCard, ruleset: SquadRuleset): RulesetViolation[] =>
  cardRuleViolations(card, ruleset, listRulesOf(ruleset));

const slotRatingViolations = (
  fieldCards: readonly RulesetCard[],
  ruleset: SquadRuleset,
): RulesetViolation[] => {
  const found: RulesetViolation[] = [];
  for (const rule of ruleset.slotRatings) {
    const card = fieldCards.find((candidate) => candidate.positionIdx === rule.positionIdx);
    if (card === undefined) continue;
    if (rule.min !== null && card.overall < rule.min) {
      found.push(
        cardViolation(
          card,
          'RATING_BELOW_SLOT_MINIMUM',
          `overall ${card.overall} is below the slot's ${rule.min}`,
          {
            limit: rule.min,
            actual: card.overall,
          },
        ),
      );
    }
    if (rule.max !== null && card.overall > rule.max) {
      found.push(
        cardViolation(
          card,
          'RATING_ABOVE_SLOT_CAP',
          `overall ${card.overall} is above the slot's cap ${rule.max}`,
          {
            limit: rule.max,
            actual: card.overall,
          },
        ),
      );
    }
  }
  return found;
};

const countViolations = (
  cards: readonly RulesetCard[],
  field: 'clubEaId' | 'leagueEaId' | 'nationEaId',
  max: number | null,
  code: RulesetViolationCode,
  noun: string,
): RulesetViolation[] => {
  if (max === null) return [];
  const counts = new Map<number, number>();
  for (const card of cards) counts.set(card[field], (counts.get(card[field]) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count > max)
    .sort(([a], [b]) => a - b)
    .map(([id, count]) => ({
      code,
      message: `${count} players from ${noun} ${id}; at most ${max} may play`,
      entityEaId: id,
      limit: max,
      actual: count,
    }));
};

const squadLevelViolations = (
  squad: RulesetSquad,
  fieldCards: readonly RulesetCard[],
  ruleset: SquadRuleset,
): RulesetViolation[] => {
  const found: RulesetViolation[] = [];
  const sum = fieldCards.reduce((total, card) => total + card.overall, 0);
  if (ruleset.maxRatingSum !== null && sum > ruleset.maxRatingSum) {
    found.push({
      code: 'RATING_SUM_ABOVE_CAP',
      message: `The starting XI's overalls add up to ${sum}, above the cap ${ruleset.maxRatingSum}`,
      limit: ruleset.maxRatingSum,
      actual: sum,
    });
  }
  // No rating until the XI is complete: INCOMPLETE_SQUAD says so already.
  if (squad.rating !== null) {
    if (ruleset.minSquadRating !== null && squad.rating < ruleset.minSquadRating) {
      found.push({
        code: 'SQUAD_RATING_BELOW_MINIMUM',
        message: `Squad rating ${squad.rating} is below ${ruleset.minSquadRating}`,
        limit: ruleset.minSquadRating,
        actual: squad.rating,
      });
    }
    if (ruleset.maxSquadRating !== null && squad.rating > ruleset.maxSquadRating) {
      found.push({
        code: 'SQUAD_RATING_ABOVE_CAP',
        message: `Squad rating ${squad.rating} is above the cap ${ruleset.maxSquadRating}`,
        limit: ruleset.maxSquadRating,
        actual: squad.rating,
      });
    }
  }
  if (ruleset.minChemistry !== null && squad.chemistry.total < ruleset.minChemistry) {
    found.push({
      code: 'CHEMISTRY_BELOW_MINIMUM',
      message: `Chemistry ${squad.chemistry.total} is below ${ruleset.minChemistry}`,
      limit: ruleset.minChemistry,
      actual: squad.chemistry.total,
    });
  }
  if (ruleset.minPlayerChemistry !== null) {
    const minimum = ruleset.minPlayerChemistry;
    for (const card of fieldCards) {
      const points =
        squad.chemistry.perPlayer.find((slot) => slot.positionIdx === card.positionIdx)?.points ?? 0;
      if (points < minimum) {
        found.push(
          cardViolation(card, 'PLAYER_CHEMISTRY_BELOW_MINIMUM', `chemistry ${points} is below ${minimum}`, {
            limit: minimum,
            actual: points,
          }),
        );
      }
    }
  }
  return found;
};

const bySlot = (a: RulesetCard, b: RulesetCard) =>
  GROUP_ORDER[a.group] - GROUP_ORDER[b.group] || a.positionIdx - b.positionIdx;

/**
 * Every rule of `ruleset` the squad breaks, in a stable order: the squad's shape (complete XI,
 * formation), each card's rules slot by slot, the counts per club, league and nation, then the XI's
 * rating sum, squad rating and chemistry. No violation means the squad may enter the event.
 */
export const checkSquadAgainstRuleset = (ruleset: SquadRuleset, squad: RulesetSquad): RulesetViolation[] => {
  const violations: RulesetViolation[] = [];
  const fieldCards = squad.cards.filter((card) => card.group === 'FIELD').sort(bySlot);
  const inScope = squad.cards
    .filter((card) => card.group === 'FIELD' || (ruleset.scope === 'MATCHDAY' && card.group === 'SUBSTITUTE'))
    .sort(bySlot);
  if (fieldCards.length < RULESET_LIMITS.FIELD_SLOTS) {
    violations.push({
      code: 'INCOMPLETE_SQUAD',
      message: `${fieldCards.length} of the ${RULESET_LIMITS.FIELD_SLOTS} field slots hold a card`,
      limit: RULESET_LIMITS.FIELD_SLOTS,
      actual: fieldCards.length,
    });
  }
  if (ruleset.formations.length > 0 && !ruleset.formations.includes(squad.formationId)) {
    violations.push({
      code: 'FORMATION_NOT_ALLOWED',
      message: `Formation ${squad.formationId} is not one of ${ruleset.formations.join(', ')}`,
    });
  }
  const listRules = listRulesOf(ruleset);
  for (const card of inScope) violations.push(...cardRuleViolations(card, ruleset, listRules));
  violations.push(...slotRatingViolations(fieldCards, ruleset));
  violations.push(...countViolations(inScope, 'clubEaId', ruleset.maxPerClub, 'TOO_MANY_FROM_CLUB', 'club'));
  violations.push(
    ...countViolations(inScope, 'leagueEaId', ruleset.maxPerLeague, 'TOO_MANY_FROM_LEAGUE', 'league'),
  );
  violations.push(
    ...countViolations(inScope, 'nationEaId', ruleset.maxPerNation, 'TOO_MANY_FROM_NATION', 'nation'),
  );
  violations.push(...squadLevelViolations(squad, fieldCards, ruleset));
  return violations;
};
