import fc from 'fast-check';
import { POSITION } from '../constants/positions.js';
import { compileEligibility } from './compile-eligibility.js';
import type { EligibilityFailure } from './eligibility.js';
import { eligibilityFailures, isEligible } from './eligibility.js';
import type { EvolutionRequirements } from './evolution.types.js';
import {
  cardArbitrary,
  evolutionsArbitrary,
  referenceDateArbitrary,
} from './testing/evolution.arbitraries.js';
import { cardWith, evolutionWith } from './testing/evolution.fixtures.js';

// A CM who also plays CAM and RM, overall 80, pace 85 (85/85), every other attribute 60.
const CARD = cardWith({
  overall: 80,
  position: POSITION.CM,
  alternativePositionIds: [POSITION.CAM, POSITION.RM],
  leagueEaId: 13,
  clubEaId: 10,
  nationEaId: 18,
  rarityEaId: 3,
  skillMoves: 3,
  weakFoot: 3,
  playstyles: [1, 2, 3],
  playstylesPlus: [4],
  rolesPlus: [1, 2],
  rolesPlusPlus: [103],
  attributeAcceleration: 85,
  attributeSprintSpeed: 85,
});

const failuresFor = (requirements: EvolutionRequirements, referenceDate?: Date | string) =>
  eligibilityFailures(CARD, evolutionWith(1, [], { requirements }), referenceDate);

describe('eligibilityFailures', () => {
  it.each<[EvolutionRequirements, EligibilityFailure[]]>([
    [{ minOverall: 81 }, [{ requirement: 'minOverall', limit: 81, actual: 80 }]],
    [{ maxOverall: 79 }, [{ requirement: 'maxOverall', limit: 79, actual: 80 }]],
    [{ leagues: [16, 31] }, [{ requirement: 'leagues', limit: [16, 31], actual: 13 }]],
    [{ clubs: [5] }, [{ requirement: 'clubs', limit: [5], actual: 10 }]],
    [{ nations: [14, 21] }, [{ requirement: 'nations', limit: [14, 21], actual: 18 }]],
    [{ rarities: [1, 116] }, [{ requirement: 'rarities', limit: [1, 116], actual: 3 }]],
    [{ excludedRarities: [3] }, [{ requirement: 'excludedRarities', limit: [3], actual: 3 }]],
    [{ minSkillMoves: 4 }, [{ requirement: 'minSkillMoves', limit: 4, actual: 3 }]],
    [{ maxSkillMoves: 2 }, [{ requirement: 'maxSkillMoves', limit: 2, actual: 3 }]],
    [{ minWeakFoot: 4 }, [{ requirement: 'minWeakFoot', limit: 4, actual: 3 }]],
    [{ maxWeakFoot: 2 }, [{ requirement: 'maxWeakFoot', limit: 2, actual: 3 }]],
    [{ positions: [POSITION.ST] }, [{ requirement: 'positions', limit: [25], actual: [14, 18, 12] }]],
    [{ positions: [50] }, [{ requirement: 'positions', limit: [50], actual: [14, 18, 12] }]],
    [
      { excludedPositions: [POSITION.RM] },
      [{ requirement: 'excludedPositions', limit: [12], actual: [14, 18, 12] }],
    ],
    [{ excludedPositions: [51] }, [{ requirement: 'excludedPositions', limit: [51], actual: [14, 18, 12] }]],
    [{ totalPositions: 3 }, [{ requirement: 'totalPositions', limit: 3, actual: 2 }]],
    [{ maxRolesPlus: 1 }, [{ requirement: 'maxRolesPlus', limit: 1, actual: 2 }]],
    [{ maxRolesPlusPlus: 0 }, [{ requirement: 'maxRolesPlusPlus', limit: 0, actual: 1 }]],
    [{ minPlaystyles: 4 }, [{ requirement: 'minPlaystyles', limit: 4, actual: 3 }]],
    [{ maxPlaystyles: 2 }, [{ requirement: 'maxPlaystyles', limit: 2, actual: 3 }]],
    [{ minPlaystylesPlus: 2 }, [{ requirement: 'minPlaystylesPlus', limit: 2, actual: 1 }]],
    [{ maxPlaystylesPlus: 0 }, [{ requirement: 'maxPlaystylesPlus', limit: 0, actual: 1 }]],
    [{ minStats: { facePace: 86 } }, [{ requirement: 'minStats.facePace', limit: 86, actual: 85 }]],
    [
      { maxStats: { attributeStamina: 59 } },
      [{ requirement: 'maxStats.attributeStamina', limit: 59, actual: 60 }],
    ],
    // No GK face stats on this outfield card: diving is computed from attributeGkDiving 60.
    [{ minStats: { gkFaceDiving: 61 } }, [{ requirement: 'minStats.gkFaceDiving', limit: 61, actual: 60 }]],
  ])('reports %o as %o', (requirements, expected) => {
    expect(failuresFor(requirements)).toEqual(expected);
  });

  it.each<[string, EvolutionRequirements]>([
    ['no requirements', {}],
    ['bounds equal to the card', { minOverall: 80, maxOverall: 80, minSkillMoves: 3, maxWeakFoot: 3 }],
    ['empty and null lists', { leagues: [], clubs: null, nations: [], rarities: [], excludedPositions: [] }],
    ['null bounds and stats', { maxOverall: null, minStats: { facePace: null } as never, maxStats: null }],
    ['a position matched by an alternative', { positions: [POSITION.CAM] }],
    ['a position matched through the midfielders group (51)', { positions: [51] }],
    ['excluded attackers (52)', { excludedPositions: [52] }],
    ['two alternatives for a total of 2 (spec section 5: the alternative count)', { totalPositions: 2 }],
    [
      'stats at their bounds',
      { minStats: { facePace: 85, attributeAcceleration: 85 }, maxStats: { facePace: 85 } },
    ],
  ])('passes %s', (_label, requirements) => {
    expect(failuresFor(requirements)).toEqual([]);
  });

  it('lists every failed requirement', () => {
    expect(
      failuresFor({ maxOverall: 79, leagues: [16], minStats: { facePace: 90 } }).map((f) => f.requirement),
    ).toEqual(['maxOverall', 'leagues', 'minStats.facePace']);
  });

  it('fails an evolution whose end time is before the reference date, and only then', () => {
    const evolution = evolutionWith(1, [], { endTime: '2025-03-01T00:00:00.000Z' });
    expect(eligibilityFailures(CARD, evolution, '2025-03-02T00:00:00Z')).toEqual([
      { requirement: 'endTime', limit: '2025-03-01T00:00:00.000Z', actual: '2025-03-02T00:00:00.000Z' },
    ]);
    expect(eligibilityFailures(CARD, evolution, new Date('2025-03-01T00:00:00Z'))).toEqual([]);
    expect(eligibilityFailures(CARD, evolution)).toEqual([]);
    expect(eligibilityFailures(CARD, evolutionWith(2, []), '2030-01-01T00:00:00Z')).toEqual([]);
  });

  it('refuses a requirement on a field that is no stat', () => {
    expect(() => failuresFor({ minStats: { overall: 80 } as never })).toThrow(RangeError);
  });
});

describe('isEligible', () => {
  it('is true exactly when nothing fails', () => {
    expect(
      isEligible(CARD, evolutionWith(1, [], { requirements: { maxOverall: 84, positions: [51] } })),
    ).toBe(true);
    expect(isEligible(CARD, evolutionWith(1, [], { requirements: { maxOverall: 79 } }))).toBe(false);
  });
});

describe('compileEligibility', () => {
  it('answers like eligibilityFailures on the examples', () => {
    const allowed = evolutionWith(1, [], {
      requirements: { maxOverall: 84, positions: [51], leagues: [13, 16] },
    });
    const refused = evolutionWith(2, [], { requirements: { maxOverall: 84, positions: [52] } });
    const ended = evolutionWith(3, [], { endTime: '2025-03-01T00:00:00.000Z' });
    expect(compileEligibility(allowed)(CARD)).toBe(true);
    expect(compileEligibility(refused)(CARD)).toBe(false);
    expect(compileEligibility(ended, '2025-03-02T00:00:00Z')(CARD)).toBe(false);
    expect(compileEligibility(ended)(CARD)).toBe(true);
  });

  it('agrees exactly with eligibilityFailures', () => {
    fc.assert(
      fc.property(
        fc.array(cardArbitrary, { minLength: 1, maxLength: 5 }),
        evolutionsArbitrary({ min: 1, max: 3 }),
        fc.option(referenceDateArbitrary, { nil: undefined }),
        (cards, evolutions, referenceDate) => {
          for (const evolution of evolutions) {
            const compiled = compileEligibility(evolution, referenceDate);
            for (const card of cards) {
              expect(compiled(card)).toBe(eligibilityFailures(card, evolution, referenceDate).length === 0);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
