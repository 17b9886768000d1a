import {
  checkSquadAgainstRuleset,
  squadChemistry,
  squadRating,
  type ChemistryManager,
  type SquadRuleset,
} from '@futgg/game-rules';
import { chemistryCardOf, type Squad11 } from '../auto-builder/auto-build-model.js';
import { fieldRulesetCard } from '../auto-builder/auto-build-ruleset.js';

/**
 * A built squad's violations of a ruleset as the pro-competition check reports them: game-rules'
 * checkSquadAgainstRuleset over game-rules' chemistry and rating, never the auto-builder's own check.
 * A card is untradeable when the pool marked it so (the caller's untradeable club cards).
 */
export const squadRulesetViolations = (
  ruleset: SquadRuleset,
  squad: Squad11,
  manager: ChemistryManager | null,
): string[] => {
  const chemistry = squadChemistry({
    slots: squad.formation.slots.map((slot, index) => ({
      position: slot.uniquePositionId,
      card: chemistryCardOf(squad.cards[index]!),
    })),
    manager,
  });
  return checkSquadAgainstRuleset(ruleset, {
    formationId: squad.formation.id,
    cards: squad.cards.map((card, index) => fieldRulesetCard(card, index, card.isUntradeable === true)),
    chemistry: {
      total: chemistry.total,
      perPlayer: chemistry.perPlayer.map((points, positionIdx) => ({ positionIdx, points })),
    },
    rating: squadRating(squad.cards.map((card) => card.overall)),
  }).map((violation) => violation.message);
};
