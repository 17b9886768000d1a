import { requirementsFilters } from './requirements-filters.js';
import { evolvedPathKey } from './path-key.js';

describe('requirementsFilters', () => {
  it('writes every bound the language has as a range, list or flag', () => {
    const { filters, isExact, isEmpty } = requirementsFilters({
      minOverall: 70,
      maxOverall: 84,
      leagues: [13],
      excludedRarities: [3],
      maxSkillMoves: 4,
      positions: [51],
      excludedPositions: [18],
      totalPositions: 1,
      maxRolesPlus: 2,
      maxPlaystylesPlus: 1,
      minStats: { facePace: 70, attributeSprintSpeed: 75 },
      maxStats: { faceShooting: 80 },
    });
    expect(isExact).toBe(true);
    expect(isEmpty).toBe(false);
    expect(filters.ranges).toEqual({
      overall: { gte: 70, lte: 84 },
      skillMoves: { lte: 4 },
      alternativePositionsCount: { eq: 1 },
      rolesPlusCount: { lte: 2 },
      playstylesPlusCount: { lte: 1 },
      facePace: { gte: 70 },
      attributeSprintSpeed: { gte: 75 },
      faceShooting: { lte: 80 },
    });
    // Midfielders but no CAM: the group expands and the excluded position leaves it.
    expect(filters.lists.positions).toEqual([10, 12, 14, 16]);
    expect(filters.lists.excludedPositions).toEqual([18]);
    expect(filters.flags).toEqual({ excludedPositionsAnyPosition: true });
    expect(filters.lists).toMatchObject({ leagues: [13], excludedRarities: [3] });
  });

  it.each([
    ['a minimum above the maximum', { minOverall: 85, maxOverall: 80 }],
    ['every allowed rarity excluded', { rarities: [3], excludedRarities: [3] }],
    ['every required position excluded', { positions: [25], excludedPositions: [52] }],
    ['an overall no card has', { minOverall: 100 }],
  ])('knows no card can pass %s', (_name, requirements) => {
    expect(requirementsFilters(requirements).isEmpty).toBe(true);
  });

  it('drops bounds every card meets', () => {
    expect(requirementsFilters({ minOverall: 1, maxOverall: 99, minPlaystyles: 0 }).filters.ranges).toEqual(
      {},
    );
  });

  it('leaves goalkeeper face stats to the confirmation unless only goalkeepers qualify', () => {
    expect(requirementsFilters({ minStats: { gkFaceDiving: 80 } })).toMatchObject({ isExact: false });
    const keepers = requirementsFilters({ positions: [0], minStats: { gkFaceDiving: 80 } });
    expect(keepers.isExact).toBe(true);
    expect(keepers.filters.ranges.gkFaceDiving).toEqual({ gte: 80 });
  });
});

describe('evolvedPathKey', () => {
  it('is the same for the same changes in any key order and differs with the evolutions’ order', () => {
    const a = evolvedPathKey({
      gameYear: 26,
      eaId: 5,
      evolutionIds: [1, 2],
      manualChanges: { overall: 90, facePace: 80 },
    });
    const b = evolvedPathKey({
      gameYear: 26,
      eaId: 5,
      evolutionIds: [1, 2],
      manualChanges: { facePace: 80, overall: 90 },
    });
    expect(a).toBe(b);
    expect(evolvedPathKey({ gameYear: 26, eaId: 5, evolutionIds: [2, 1] })).not.toBe(
      evolvedPathKey({ gameYear: 26, eaId: 5, evolutionIds: [1, 2] }),
    );
    expect(evolvedPathKey({ gameYear: 26, eaId: 5, evolutionIds: [] })).toBe(
      evolvedPathKey({ gameYear: 26, eaId: 5, evolutionIds: [], manualChanges: {} }),
    );
  });
});
