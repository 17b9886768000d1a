// What the SBC solver's benches share: the generated market as the solver sees it, and the re-check of
// an answer by game-rules alone.
import { checkSbcRequirements, type SbcRuleV1 } from '@futgg/game-rules';
import { poolCardOf } from '../../services/squads/src/auto-builder/auto-build-request.js';
import {
  chemistryOf,
  ratingOf,
  type SbcCard,
  type SbcSquad,
} from '../../services/squads/src/sbc-solver/sbc-model.js';
import { generatedCatalog } from '../../services/squads/src/testing/generated-catalog.js';

/** The market as the solver sees it: every priced card that is not extinct. */
export const marketCards = (): SbcCard[] =>
  generatedCatalog()
    .filter((card) => card.price !== null)
    .map((card) => ({
      ...poolCardOf(card, card.price!),
      source: 'market' as const,
      isUntradeable: false,
      value: card.price!,
    }));

/** Why a squad is not a valid answer to the rules from this pool (empty when it is). */
export const answerFaults = (rules: SbcRuleV1[], squad: SbcSquad, pool: ReadonlySet<SbcCard>): string[] => {
  const faults: string[] = [];
  if (squad.cards.length !== 11) faults.push(`${squad.cards.length} cards`);
  if (new Set(squad.cards.map((card) => card.basePlayerEaId)).size !== squad.cards.length)
    faults.push('two cards of one player');
  if (!squad.cards.every((card) => pool.has(card))) faults.push('a card outside the pool');
  const check = checkSbcRequirements(
    { version: 1, rules },
    {
      formationId: squad.formation.id,
      rating: ratingOf(squad),
      chemistry: chemistryOf(squad),
      players: squad.cards.map((card) => ({ ...card, rating: card.overall })),
    },
  );
  return [...faults, ...check.violations];
};
