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
    [{ maxOverall: 84 }, 'Max overall 84 — this card is 85'],
    [{ minOverall: 86 }, 'Min overall 86 — this card is 85'],
    [{ leagues: [13] }, 'League: Premier League — this card plays in LALIGA EA SPORTS'],
    [{ nations: [21] }, 'Nation: Germany — this card is from France'],
    [{ rarities: [3] }, 'Rarity: Team of the Week — this card is Rare Gold'],
    [{ excludedRarities: [1] }, 'Not for Rare Gold — this card is Rare Gold'],
    [{ maxSkillMoves: 3 }, 'Max skill moves 3★ — this card has 4★'],
    [{ minWeakFoot: 4 }, 'Min weak foot 4★ — this card has 3★'],
    [{ positions: [50] }, 'Position: any defender — this card plays ST, LW'],
    [{ excludedPositions: [25] }, 'Not for ST — this card plays ST, LW'],
    [{ totalPositions: 2 }, 'Exactly 2 alternative positions — this card has 1'],
    [{ minPlaystylesPlus: 2 }, 'Min 2 PlayStyles+ — this card has 1'],
    [{ maxStats: { facePace: 85 } }, 'Max Pace 85 — this card has 90'],
    [{ minStats: { attributeSprintSpeed: 99 } }, 'Min Sprint Speed 99 — this card has 61'],
  ])('says %j fails as %j', (requirements, words) => {
    expect(failuresFor(requirements)).toEqual([words]);
  });
});
