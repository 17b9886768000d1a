import { applyEvolutions, initialEvoLabState, type Card, type ManualChanges } from '@futgg/game-rules';
import { rulesEvolutionOf } from '@futgg/contracts';
import { FINISHER, PACE_BOOST, definitionFixture } from '../testing/lab-fixtures';
import { labCardOf } from './lab-card';
import { labStateOf } from './lab-address';
import { labCardFor, manualChangeActions } from './path-actions';

const base: Card = labCardOf(definitionFixture());
const evolutions = new Map(
  [PACE_BOOST, FINISHER].map((evolution) => [evolution.id, rulesEvolutionOf(evolution)]),
);
const withPath = labStateOf(
  [
    { type: 'selectPlayer', eaId: 1000 },
    { type: 'applyEvolutions', evolutionIds: [PACE_BOOST.id, FINISHER.id] },
  ],
  initialEvoLabState(),
);

describe('manualChangeActions', () => {
  it.each<[string, ManualChanges]>([
    ['a number', { attributeFinishing: 97 }],
    ['a face stat and the overall', { facePace: 97, overall: 91 }],
    ['the position and alternatives', { position: 21, alternativePositionIds: [27, 23] }],
    ['PlayStyles', { playstyles: [7, 3], playstylesPlus: [0] }],
    ['roles', { rolesPlus: [41], rolesPlusPlus: [142] }],
    ['the rarity', { rarityEaId: 17 }],
  ])('puts a stored path’s %s on the lab as the server computes it', (_kind, changes) => {
    const state = labStateOf(manualChangeActions(withPath, base, evolutions, changes as never), withPath);
    const expected = applyEvolutions(base, [...evolutions.values()], changes);
    expect(labCardFor(state, base, evolutions)).toEqual(expected);
    expect(state.isCustomised).toBe(true);
  });

  it('leaves the lab as it is for no changes', () => {
    expect(manualChangeActions(withPath, base, evolutions, {})).toEqual([]);
  });
});
