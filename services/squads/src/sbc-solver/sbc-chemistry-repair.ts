/**
 * The SBC solver's first squad with a chemistry rule (docs/sbc-solver.md "Exact reductions", point 5): the
 * cheapest squad without the rule, its chemistry bought a swap at a time (auto-builder/chemistry-repair.ts)
 * while every other rule holds by game-rules' checker. It matters where the cores (8 or more of one league
 * or nation) cannot reach the squad rating cheaply, as at 89–90 with chemistry 10–25, where a few pairs of
 * one nation or league suffice and the cores found no squad in 10 s.
 */
import { checkSbcRequirements, type SbcRuleV1 } from '@futgg/game-rules';
import { repairChemistry as repair } from '../auto-builder/chemistry-repair.js';
import { chemistryOf, ratingOf, type RuleFacts, type SbcCard, type SbcSquad } from './sbc-model.js';

export interface ChemistryRepair {
  /** A squad on one formation meeting every rule but the chemistry minimum. */
  squad: SbcSquad;
  /** The cards that may come in (each eaId once). */
  pool: readonly SbcCard[];
  rules: readonly SbcRuleV1[];
  facts: RuleFacts;
  /** Cards that stay where they are. */
  lockedIds: ReadonlySet<number>;
  /** What a card costs in the objective. */
  weight: (card: SbcCard) => number;
  /** performance.now() time at which the repair gives up. */
  deadline: number;
}

/** The squad with chemistry at the rule's minimum and every other rule kept, or null when none was reached. */
export const repairChemistry = ({ squad, rules, facts, ...rest }: ChemistryRepair): SbcSquad | null => {
  const others = { version: 1 as const, rules: rules.filter((rule) => rule.type !== 'teamChemistryMin') };
  return repair<SbcCard>({
    ...rest,
    squad: { formation: squad.formation, cards: [...squad.cards] },
    minChemistry: facts.minChemistry,
    chemistryOf,
    inReach: (trial) => ratingOf(trial) >= facts.minRating,
    keeps: (trial, chemistry) =>
      checkSbcRequirements(others, {
        formationId: trial.formation.id,
        rating: ratingOf(trial),
        chemistry,
        players: trial.cards.map((card) => ({ ...card, rating: card.overall })),
      }).passed,
  });
};
