import fc from 'fast-check';
import { ALWAYS_OFFERED_RARITY_IDS, EVO_LAB_SETTINGS_DEFAULTS } from '../constants/game.js';
import type { Evolution } from './evolution.types.js';
import type { OfferingQuery } from './offering.js';
import {
  isEvolutionActive,
  isEvolutionOffered,
  offeredEvolutionRarityIds,
  usedEvolutionIds,
} from './offering.js';
import { evolutionsArbitrary } from './testing/evolution.arbitraries.js';
import { cardWith, evolutionWith } from './testing/evolution.fixtures.js';

describe('isEvolutionActive', () => {
  const ending = evolutionWith(1, [], { endTime: '2025-03-01T00:00:00.000Z' });

  it.each([
    ['before its end time', '2025-02-28T23:59:59Z', true],
    ['at its end time (no longer in the future)', '2025-03-01T00:00:00Z', false],
    ['after its end time', '2025-03-02T00:00:00Z', false],
  ])('is %s: %s', (_label, now, expected) => {
    expect(isEvolutionActive(ending, now)).toBe(expected);
  });

  it('is always active without an end time, and accepts a Date', () => {
    expect(isEvolutionActive(evolutionWith(2, []), new Date('2099-01-01T00:00:00Z'))).toBe(true);
    expect(isEvolutionActive(ending, new Date('2025-01-01T00:00:00Z'))).toBe(true);
  });

  it('refuses an unreadable date', () => {
    expect(() => isEvolutionActive(ending, 'yesterday')).toThrow(RangeError);
  });
});

describe('usedEvolutionIds', () => {
  it('counts each evolution across every item against its repeatability', () => {
    // Uses: 1 once (of 1) → used; 2 twice (of 2) → used; 3 once (of 2) → free; 4 never (of 0) → free.
    const evolutions = [
      evolutionWith(1, [], { repeatabilityCount: 1 }),
      evolutionWith(2, [], { repeatabilityCount: 2 }),
      evolutionWith(3, [], { repeatabilityCount: 2 }),
      evolutionWith(4, [], { repeatabilityCount: 0 }),
    ];
    const items = [{ evolutionPath: [1, 2] }, { evolutionPath: [2] }, { evolutionPath: [3] }];
    expect(usedEvolutionIds(evolutions, items)).toEqual(new Set([1, 2]));
  });

  it('finds nothing used for a user without items', () => {
    fc.assert(
      fc.property(
        evolutionsArbitrary({ min: 0, max: 5 }),
        (evolutions) => usedEvolutionIds(evolutions, []).size === 0,
      ),
    );
  });
});

describe('isEvolutionOffered', () => {
  const card = cardWith({ overall: 80 });
  const early = evolutionWith(1, [], { createdAt: '2025-02-01T00:00:00.000Z' });
  const open = evolutionWith(2, [], { requirements: { maxOverall: 84 } });
  const tooLow = evolutionWith(3, [], { requirements: { maxOverall: 79 } });
  const endedBeforeEarly = evolutionWith(4, [], { endTime: '2025-01-15T00:00:00.000Z' });
  const settings = EVO_LAB_SETTINGS_DEFAULTS;
  const query = (evolution: Evolution, overrides: Partial<OfferingQuery> = {}): OfferingQuery => ({
    evolution,
    appliedPath: [early],
    settings,
    usedIds: new Set(),
    card,
    ...overrides,
  });

  it('offers an eligible evolution', () => {
    expect(isEvolutionOffered(query(open))).toBe(true);
  });

  it('hides one the card does not meet', () => {
    expect(isEvolutionOffered(query(tooLow))).toBe(false);
  });

  it('hides a used one while hiding used evolutions is on', () => {
    expect(isEvolutionOffered(query(open, { usedIds: new Set([2]) }))).toBe(false);
    const showUsed = { ...settings, hideUsedEvolutions: false };
    expect(isEvolutionOffered(query(open, { usedIds: new Set([2]), settings: showUsed }))).toBe(true);
  });

  it('hides one that ended before an evolution applied earlier was created', () => {
    // Ends 15 January; the applied evolution was created 1 February.
    expect(isEvolutionOffered(query(endedBeforeEarly))).toBe(false);
    expect(isEvolutionOffered(query(endedBeforeEarly, { appliedPath: [] }))).toBe(true);
  });

  it('hides one that ended before the reference date', () => {
    expect(
      isEvolutionOffered(query(endedBeforeEarly, { appliedPath: [], referenceDate: '2025-02-01' })),
    ).toBe(false);
  });

  it('always offers an applied evolution, even one the evolved card no longer meets', () => {
    expect(isEvolutionOffered(query(tooLow, { appliedPath: [early, tooLow], usedIds: new Set([3]) }))).toBe(
      true,
    );
  });

  it('offers everything with the eligibility check off', () => {
    const unchecked = { ...settings, checkEligibility: false };
    for (const evolution of [open, tooLow, endedBeforeEarly]) {
      expect(isEvolutionOffered(query(evolution, { settings: unchecked, usedIds: new Set([2, 3, 4]) }))).toBe(
        true,
      );
    }
  });
});

describe('offeredEvolutionRarityIds', () => {
  it('gives the rarity upgrades of the evolutions, then 19 and 17 (spec section 9), once each', () => {
    const evolutions = [
      evolutionWith(1, [[{ type: 'rarityEaId', value: 116 }], [{ type: 'overall', value: 2 }]]),
      evolutionWith(2, [
        [
          { type: 'rarityEaId', value: 17 },
          { type: 'rarityEaId', value: 116 },
        ],
      ]),
    ];
    expect(offeredEvolutionRarityIds(evolutions)).toEqual([116, 17, 19]);
    expect(offeredEvolutionRarityIds([])).toEqual([19, 17]);
  });

  it('always holds 19 and 17 and never repeats an id', () => {
    fc.assert(
      fc.property(evolutionsArbitrary({ min: 0, max: 6 }), (evolutions) => {
        const ids = offeredEvolutionRarityIds(evolutions);
        return ALWAYS_OFFERED_RARITY_IDS.every((id) => ids.includes(id)) && new Set(ids).size === ids.length;
      }),
    );
  });
});
