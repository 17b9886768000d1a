import fc from 'fast-check';
import type { AnyFaceStatField } from '../card/card-fields.js';
import { ATTRIBUTE_FIELDS, FACE_STAT_FIELDS, GK_FACE_STAT_FIELDS } from '../card/card-fields.js';
import type { Card } from '../card/card.types.js';
import { POSITION } from '../constants/positions.js';
import { applyEvolutions } from './apply-evolutions.js';
import { eligibilityFailures } from './eligibility.js';
import type { Evolution } from './evolution.types.js';
import { endsBeforeAnyCreation, isEvolutionActive } from './offering.js';
import type { EvolutionPath, PathObjective, PathSearchOptions } from './path-ranking.js';
import { objectiveScore } from './path-ranking.js';
import { findEvolutionPaths } from './path-search.js';
import {
  cardArbitrary,
  evolutionsArbitrary,
  lenientRequirementsArbitrary,
  referenceDateArbitrary,
} from './testing/evolution.arbitraries.js';
import { cardWith, evolutionWith } from './testing/evolution.fixtures.js';
import { bruteForceEvolutionPaths } from './testing/path-search.brute-force.js';

const ranked = (paths: EvolutionPath[]) =>
  paths.map((p) => [p.score, p.coinsCost, p.pointsCost, p.evolutionIds.length]);

// A CM of overall 80.
const CARD = cardWith({ overall: 80, position: POSITION.CM });
// A: +2 for 10,000 coins up to 84. B: +3 capped at 85 for 100 points up to 82.
// C: +1 for attackers only. D: adds ST as an alternative, which opens C.
const A = evolutionWith(1, [[{ type: 'overall', value: 2 }]], {
  coinsCost: 10_000,
  requirements: { maxOverall: 84 },
});
const B = evolutionWith(2, [[{ type: 'overall', value: 3, maxValue: 85 }]], {
  pointsCost: 100,
  requirements: { maxOverall: 82 },
});
const C = evolutionWith(3, [[{ type: 'overall', value: 1 }]], { requirements: { positions: [52] } });
const D = evolutionWith(4, [[{ type: 'alternativePositionIds', value: POSITION.ST }]], {
  requirements: { maxOverall: 90 },
});

describe('findEvolutionPaths', () => {
  it('ranks every outcome by overall, then coins, points and steps', () => {
    // 86: all four (D, C, B, A: 81, 84, 86). 85: A+B (82 → 85 or 83 → 85), A+B+D. 84: B+D+C.
    // 83: B; B+D; A+D+C (81 → 83). 82: A; A+D. 81: D+C. 80: D (a new position, so a new card).
    expect(ranked(findEvolutionPaths(CARD, [A, B, C, D]))).toEqual([
      [86, 10_000, 100, 4],
      [85, 10_000, 100, 2],
      [85, 10_000, 100, 3],
      [84, 0, 100, 3],
      [83, 0, 100, 1],
      [83, 0, 100, 2],
      [83, 10_000, 0, 3],
      [82, 10_000, 0, 1],
      [82, 10_000, 0, 2],
      [81, 0, 0, 2],
      [80, 0, 0, 1],
    ]);
  });

  it('returns one chain per outcome, the best first', () => {
    const [best, second] = findEvolutionPaths(CARD, [A, B, C, D]);
    expect(best?.card).toMatchObject({ overall: 86, alternativePositionIds: [POSITION.ST] });
    expect(new Set(best?.evolutionIds)).toEqual(new Set([1, 2, 3, 4]));
    expect(second).toMatchObject({ evolutionIds: [1, 2], coinsCost: 10_000, pointsCost: 100, score: 85 });
  });

  it('stops at maxDepth and cuts at limit', () => {
    expect(ranked(findEvolutionPaths(CARD, [A, B, C, D], { maxDepth: 2 }))).toEqual([
      [85, 10_000, 100, 2],
      [83, 0, 100, 1],
      [83, 0, 100, 2],
      [82, 10_000, 0, 1],
      [82, 10_000, 0, 2],
      [81, 0, 0, 2],
      [80, 0, 0, 1],
    ]);
    expect(findEvolutionPaths(CARD, [A, B, C, D], { limit: 3 })).toHaveLength(3);
  });

  it('gives the first `limit` of the full ranking for every limit', () => {
    const full = ranked(findEvolutionPaths(CARD, [A, B, C, D], { limit: 100 }));
    for (let limit = 1; limit <= full.length; limit += 1) {
      expect(ranked(findEvolutionPaths(CARD, [A, B, C, D], { limit }))).toEqual(full.slice(0, limit));
    }
  });

  it('leaves out paths over the budget', () => {
    expect(ranked(findEvolutionPaths(CARD, [A, B, C, D], { budget: { coins: 0 } }))).toEqual([
      [84, 0, 100, 3],
      [83, 0, 100, 1],
      [83, 0, 100, 2],
      [81, 0, 0, 2],
      [80, 0, 0, 1],
    ]);
    expect(findEvolutionPaths(CARD, [A, B, C, D], { budget: { points: 50 } }).map((p) => p.score)).toEqual([
      83, 82, 82, 81, 80,
    ]);
  });

  it('keeps two different evolutions that give the same card as two outcomes', () => {
    const plusOne = evolutionWith(12, [[{ type: 'overall', value: 1 }]]);
    const twin = { ...plusOne, id: 13 };
    expect(findEvolutionPaths(CARD, [plusOne, twin]).map((p) => p.evolutionIds)).toEqual([
      [12, 13],
      [12],
      [13],
    ]);
  });

  it('never uses an evolution that changes nothing', () => {
    const capped = evolutionWith(9, [[{ type: 'overall', value: 1, maxValue: 70 }]]);
    const paths = findEvolutionPaths(CARD, [A, B, C, D, capped]);
    expect(ranked(paths)).toEqual(ranked(findEvolutionPaths(CARD, [A, B, C, D])));
    expect(paths.some((p) => p.evolutionIds.includes(9))).toBe(false);
  });

  it('ranks by a face stat and counts two orders reaching the same card once', () => {
    // E: pace +4 → 64 (acceleration and sprint 64). F: sprint +6 → 45·60 + 55·66 = 6330 → 63.
    // E then F: sprint 70 → 45·64 + 55·70 = 6730 → 67. F then E: 63 + 4 = 67 raises 60/66 to 64/70.
    const E = evolutionWith(5, [[{ type: 'facePace', value: 4 }]], { coinsCost: 20_000 });
    const F = evolutionWith(6, [[{ type: 'attributeSprintSpeed', value: 6 }]]);
    const paths = findEvolutionPaths(cardWith(), [E, F], {
      objective: { kind: 'faceStat', field: 'facePace' },
    });
    expect(paths.map((p) => [p.evolutionIds, p.score])).toEqual([
      [[5, 6], 67],
      [[5], 64],
      [[6], 63],
    ]);
    expect(paths[0]?.card).toMatchObject({ attributeAcceleration: 64, attributeSprintSpeed: 70 });
  });

  it('ranks by a sum of attributes', () => {
    const F = evolutionWith(6, [[{ type: 'attributeSprintSpeed', value: 6 }]]);
    const G = evolutionWith(7, [[{ type: 'attributeAgility', value: 2 }]]);
    const objective: PathObjective = {
      kind: 'attributes',
      fields: ['attributeSprintSpeed', 'attributeAgility'],
    };
    // 60 + 60 = 120: F+G 128, F 126, G 122.
    expect(findEvolutionPaths(cardWith(), [F, G], { objective }).map((p) => p.score)).toEqual([
      128, 126, 122,
    ]);
  });

  it('never chains an evolution after one created after it ended', () => {
    // `ending` needs overall 81, which only `later` gives, but `later` was created after `ending` ended.
    const ending = evolutionWith(10, [[{ type: 'overall', value: 1 }]], {
      endTime: '2025-02-01T00:00:00.000Z',
      requirements: { minOverall: 81 },
    });
    const later = evolutionWith(11, [[{ type: 'overall', value: 1 }]], {
      createdAt: '2025-03-01T00:00:00.000Z',
    });
    expect(findEvolutionPaths(CARD, [later, ending]).map((p) => p.evolutionIds)).toEqual([[11]]);
    const stillOpen = { ...ending, endTime: null };
    expect(findEvolutionPaths(CARD, [later, stillOpen]).map((p) => p.evolutionIds)).toEqual([[11, 10], [11]]);
  });

  it('uses only evolutions active at the reference date', () => {
    const ending = evolutionWith(10, [[{ type: 'overall', value: 1 }]], {
      endTime: '2025-02-01T00:00:00.000Z',
    });
    const later = evolutionWith(11, [[{ type: 'overall', value: 1 }]], {
      createdAt: '2025-03-01T00:00:00.000Z',
    });
    const paths = findEvolutionPaths(CARD, [later, ending], { referenceDate: '2025-03-02T00:00:00Z' });
    expect(paths.map((p) => p.evolutionIds)).toEqual([[11]]);
  });

  it('returns no empty path', () => {
    expect(findEvolutionPaths(CARD, [C])).toEqual([]);
    expect(findEvolutionPaths(CARD, [A], { maxDepth: 0 })).toEqual([]);
  });

  it('refuses a negative depth and an evolution listed twice', () => {
    expect(() => findEvolutionPaths(CARD, [A], { maxDepth: -1 })).toThrow(RangeError);
    expect(() => findEvolutionPaths(CARD, [A, A])).toThrow(RangeError);
  });

  describe('against a brute-force search', () => {
    const faceStats: AnyFaceStatField[] = [...FACE_STAT_FIELDS, ...GK_FACE_STAT_FIELDS];
    const objectiveArbitrary: fc.Arbitrary<PathObjective> = fc.oneof(
      fc.constant({ kind: 'overall' as const }),
      fc.constantFrom(...faceStats).map((field) => ({ kind: 'faceStat' as const, field })),
      fc
        .uniqueArray(fc.constantFrom(...ATTRIBUTE_FIELDS), { minLength: 1, maxLength: 4 })
        .map((fields) => ({ kind: 'attributes' as const, fields })),
    );
    const optionsArbitrary: fc.Arbitrary<PathSearchOptions> = fc.record(
      {
        maxDepth: fc.integer({ min: 1, max: 3 }),
        budget: fc.record(
          { coins: fc.integer({ min: 0, max: 40_000 }), points: fc.integer({ min: 0, max: 200 }) },
          { requiredKeys: [] },
        ),
        limit: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 40 })),
        referenceDate: referenceDateArbitrary,
        objective: objectiveArbitrary,
      },
      { requiredKeys: ['maxDepth'] },
    );
    // Up to 7 evolutions, some of them twins of another under a new id: two sets reaching one card.
    const evolutions = fc
      .oneof(
        { weight: 3, arbitrary: evolutionsArbitrary({ min: 0, max: 5 }, lenientRequirementsArbitrary) },
        evolutionsArbitrary({ min: 0, max: 5 }),
      )
      .chain((evos) =>
        fc
          .subarray(evos, { maxLength: Math.min(2, evos.length) })
          .map((twins) => [...evos, ...twins.map((twin, i) => ({ ...twin, id: evos.length + i + 1 }))]),
      );

    const chainProblems = (card: Card, all: Evolution[], path: EvolutionPath, options: PathSearchOptions) => {
      const problems: string[] = [];
      const chain = path.evolutionIds.map((id) => all.find((e) => e.id === id) as Evolution);
      if (new Set(path.evolutionIds).size !== chain.length) problems.push('repeats an evolution');
      chain.forEach((evolution, step) => {
        const before = applyEvolutions(card, chain.slice(0, step));
        if (eligibilityFailures(before, evolution, options.referenceDate).length > 0)
          problems.push(`step ${step}`);
        if (endsBeforeAnyCreation(evolution, chain.slice(0, step))) problems.push(`step ${step} ended`);
        if (options.referenceDate && !isEvolutionActive(evolution, options.referenceDate))
          problems.push('inactive');
      });
      if (path.coinsCost !== chain.reduce((sum, e) => sum + e.coinsCost, 0)) problems.push('coins');
      if (path.pointsCost !== chain.reduce((sum, e) => sum + e.pointsCost, 0)) problems.push('points');
      const evolved = applyEvolutions(card, chain);
      if (path.score !== objectiveScore(evolved, options.objective ?? { kind: 'overall' }))
        problems.push('score');
      if (JSON.stringify(path.card) !== JSON.stringify(evolved)) problems.push('card');
      if (chain.length === 0 || chain.length > (options.maxDepth ?? 4)) problems.push('length');
      return problems;
    };

    it('gives a prefix of the unlimited ranking for a small limit (the bound never cuts a needed path)', () => {
      const realistic = evolutionsArbitrary({ min: 2, max: 9 }, lenientRequirementsArbitrary);
      fc.assert(
        fc.property(
          cardArbitrary,
          realistic,
          fc.integer({ min: 1, max: 6 }),
          fc.integer({ min: 1, max: 4 }),
          (card, evos, limit, maxDepth) => {
            const full = ranked(findEvolutionPaths(card, evos, { maxDepth, limit: 100_000 }));
            expect(ranked(findEvolutionPaths(card, evos, { maxDepth, limit }))).toEqual(full.slice(0, limit));
          },
        ),
        { numRuns: 300 },
      );
    });

    it('ranks the same scores and costs as enumerating every permutation, with valid chains', () => {
      fc.assert(
        fc.property(cardArbitrary, evolutions, optionsArbitrary, (card, evos, options) => {
          const found = findEvolutionPaths(card, evos, options);
          expect(ranked(found)).toEqual(ranked(bruteForceEvolutionPaths(card, evos, options)));
          for (const path of found) expect(chainProblems(card, evos, path, options)).toEqual([]);
        }),
        { numRuns: 400 },
      );
    });
  });
});

describe('findEvolutionPaths with a schedule and a position objective', () => {
  const start = '2026-11-26T00:00:00.000Z';
  const inDays = (days: number) => new Date(Date.parse(start) + days * 86_400_000).toISOString();
  const twoLevels = evolutionWith(1, [[{ type: 'overall', value: 1 }], [{ type: 'overall', value: 1 }]], {
    endTime: inDays(1.5),
  });
  const later = evolutionWith(2, [[{ type: 'overall', value: 2 }]], { endTime: inDays(2.5) });

  it('keeps only steps that finish before their evolution ends', () => {
    const ids = (daysPerLevel: number) =>
      findEvolutionPaths(cardWith(), [twoLevels, later], { schedule: { start, daysPerLevel } }).map(
        (path) => path.evolutionIds,
      );
    // Two levels at a day each end on day 2, after the first evolution's end; the second fits alone,
    // and after the first only when levels take half a day.
    expect(ids(1)).toEqual([[2]]);
    expect(ids(0.5)).toEqual(expect.arrayContaining([[1, 2], [1], [2]]));
    expect(ids(0.5)).not.toContainEqual([2, 1]);
  });

  it('scores a card by its overall where it can play the position, else 0', () => {
    const addStriker = evolutionWith(3, [[{ type: 'alternativePositionIds', value: POSITION.ST }]]);
    const [best] = findEvolutionPaths(cardWith({ overall: 70 }), [addStriker], {
      objective: { kind: 'positionFit', position: POSITION.ST },
    });
    expect(objectiveScore(cardWith({ overall: 70 }), { kind: 'positionFit', position: POSITION.ST })).toBe(0);
    expect(best).toMatchObject({ evolutionIds: [3], score: 70 });
  });
});
