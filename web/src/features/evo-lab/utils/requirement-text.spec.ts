import { eligibilityFailures, type EvolutionRequirements } from '@futgg/game-rules';
import { coreDataFixture } from '../../../testing/fixtures';
import { definitionFixture, evolutionFixture } from '../testing/lab-fixtures';
import { rulesEvolutionOf } from '@futgg/contracts';
import { labCardOf } from './lab-card';
import { failureText } from './requirement-text';

const card = labCardOf(definitionFixture());
const failuresFor = (requirements: EvolutionRequirements) =>
  eligibilityFailures(card, rulesEvolutionOf(evolutionFixture(1, { requirements }))).map((failure) =>
    failureText(failure, coreDataFixture()),
  );

describe('requirements in words', () => {
  it.each<[EvolutionRequirements, string]>([
    [{ maxOverall: 84 }, 'Overall: 84 or lower — this card is 85'],
    [{ minOverall: 86 }, 'Overall: 86 or higher — this card is 85'],
    [{ leagues: [13] }, 'League: Premier League — this card plays in LALIGA EA SPORTS'],
    [{ nations: [21] }, 'Nation: Germany — this card is from France'],
    [{ rarities: [3] }, 'Rarity: Team of the Week — this card is Rare Gold'],
    [{ excludedRarities: [1] }, 'Not for: Rare Gold — this card is Rare Gold'],
    [{ maxSkillMoves: 3 }, 'Skill moves: 3★ or lower — this card has 4★'],
    [{ minWeakFoot: 4 }, 'Weak foot: 4★ or higher — this card has 3★'],
    [{ positions: [50] }, 'Position: any defender (main or alternative) — this card plays ST, LW'],
    [{ excludedPositions: [25] }, 'Not playing: ST (main or alternative) — this card plays ST, LW'],
    [{ totalPositions: 2 }, 'Alternative positions: exactly 2 — this card has 1'],
    [{ minPlaystylesPlus: 2 }, 'PlayStyles+: at least 2 — this card has 1'],
    [{ maxStats: { facePace: 85 } }, 'Pace: 85 or lower — this card has 90'],
    [{ minStats: { attributeSprintSpeed: 99 } }, 'Sprint Speed: 99 or higher — this card has 61'],
  ])('says %j fails as %j', (requirements, words) => {
    expect(failuresFor(requirements)).toEqual([words]);
  });
});
