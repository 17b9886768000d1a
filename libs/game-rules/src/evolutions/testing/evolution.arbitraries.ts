import fc from 'fast-check';
import type { AnyFaceStatField, AttributeField, StatField } from '../../card/card-fields.js';
import {
  ATTRIBUTE_FIELDS,
  FACE_STAT_FIELDS,
  GK_FACE_STAT_FIELDS,
  STAT_FIELDS,
} from '../../card/card-fields.js';
import type { Attributes, Card } from '../../card/card.types.js';
import { POSITION, POSITION_GROUP, POSITION_IDS } from '../../constants/positions.js';
import { goalkeeperFaceStats, outfieldFaceStats } from '../../face-stats/face-stats.js';
import type { Evolution, EvolutionRequirements, StatBounds, Upgrade } from '../evolution.types.js';

// Small id pools, so generated cards and requirements meet often.
export const LEAGUE_IDS = [13, 16, 19, 31, 53] as const;
export const CLUB_IDS = [1, 5, 9, 10, 11, 241] as const;
export const NATION_IDS = [14, 18, 21, 27, 45, 54] as const;
export const RARITY_IDS = [1, 3, 17, 19, 45, 116] as const;
export const PLAYSTYLE_IDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export const ROLE_PLUS_IDS = [1, 2, 3, 4, 5, 6] as const;
export const ROLE_PLUS_PLUS_IDS = [101, 102, 103, 104, 105, 106] as const;
const POSITION_OR_GROUP_IDS = [...POSITION_IDS, ...Object.values(POSITION_GROUP)];
const ALL_FACE_STAT_FIELDS: readonly AnyFaceStatField[] = [...FACE_STAT_FIELDS, ...GK_FACE_STAT_FIELDS];

const stat = fc.integer({ min: 25, max: 99 });

/**
 * Cards whose face stats follow the weights, or (one in three) disagree with them by up to 2 points the
 * way imported cards may; goalkeepers always carry GK face stats, outfield cards sometimes.
 */
export const cardArbitrary: fc.Arbitrary<Card> = fc
  .record({
    position: fc.constantFrom(...POSITION_IDS),
    alternativePositionIds: fc.uniqueArray(fc.constantFrom(...POSITION_IDS), { maxLength: 3 }),
    attributeValues: fc.array(stat, {
      minLength: ATTRIBUTE_FIELDS.length,
      maxLength: ATTRIBUTE_FIELDS.length,
    }),
    faceDrift: fc.oneof(
      { weight: 2, arbitrary: fc.constant(new Array<number>(ALL_FACE_STAT_FIELDS.length).fill(0)) },
      fc.array(fc.integer({ min: -2, max: 2 }), {
        minLength: ALL_FACE_STAT_FIELDS.length,
        maxLength: ALL_FACE_STAT_FIELDS.length,
      }),
    ),
    hasGkFaceStats: fc.boolean(),
    overall: fc.integer({ min: 45, max: 99 }),
    weakFoot: fc.integer({ min: 1, max: 5 }),
    skillMoves: fc.integer({ min: 1, max: 5 }),
    foot: fc.constantFrom(1, 2),
    rarityEaId: fc.constantFrom(...RARITY_IDS),
    leagueEaId: fc.constantFrom(...LEAGUE_IDS),
    clubEaId: fc.constantFrom(...CLUB_IDS),
    nationEaId: fc.constantFrom(...NATION_IDS),
    playstyles: fc.uniqueArray(fc.constantFrom(...PLAYSTYLE_IDS), { maxLength: 6 }),
    playstylesPlus: fc.uniqueArray(fc.constantFrom(...PLAYSTYLE_IDS), { maxLength: 3 }),
    rolesPlus: fc.uniqueArray(fc.constantFrom(...ROLE_PLUS_IDS), { maxLength: 3 }),
    rolesPlusPlus: fc.uniqueArray(fc.constantFrom(...ROLE_PLUS_PLUS_IDS), { maxLength: 2 }),
  })
  .map(({ attributeValues, faceDrift, hasGkFaceStats, ...rest }) => {
    const attributes = Object.fromEntries(
      ATTRIBUTE_FIELDS.map((f, i) => [f, attributeValues[i]]),
    ) as Attributes;
    const computed = { ...outfieldFaceStats(attributes), ...goalkeeperFaceStats(attributes) };
    const withGk = hasGkFaceStats || rest.position === POSITION.GK;
    const faces: Partial<Record<AnyFaceStatField, number>> = {};
    ALL_FACE_STAT_FIELDS.forEach((face, i) => {
      if (!withGk && (GK_FACE_STAT_FIELDS as readonly string[]).includes(face)) return;
      faces[face] = Math.min(99, Math.max(1, computed[face] + (faceDrift[i] ?? 0)));
    });
    return { ...rest, ...attributes, ...faces, attackingWorkrate: 2, defensiveWorkrate: 2 } as Card;
  });

const optionalBound = (min: number, max: number) => fc.option(fc.integer({ min, max }), { nil: null });
const idList = (ids: readonly number[], maxLength = 3) =>
  fc.uniqueArray(fc.constantFrom(...ids), { maxLength });
const statBounds = (min: number, max: number): fc.Arbitrary<StatBounds> =>
  fc
    .uniqueArray(fc.constantFrom(...STAT_FIELDS), { maxLength: 2 })
    .chain((fields) =>
      fc
        .array(fc.integer({ min, max }), { minLength: fields.length, maxLength: fields.length })
        .map(
          (limits) =>
            Object.fromEntries(fields.map((f, i) => [f, limits[i]])) as Partial<Record<StatField, number>>,
        ),
    );

const everyRequirementArbitrary = fc.record(
  {
    minOverall: optionalBound(45, 85),
    maxOverall: optionalBound(70, 95),
    leagues: idList(LEAGUE_IDS),
    clubs: idList(CLUB_IDS),
    nations: idList(NATION_IDS),
    rarities: idList(RARITY_IDS),
    excludedRarities: idList(RARITY_IDS, 2),
    minSkillMoves: optionalBound(1, 5),
    maxSkillMoves: optionalBound(1, 5),
    minWeakFoot: optionalBound(1, 5),
    maxWeakFoot: optionalBound(1, 5),
    positions: idList(POSITION_OR_GROUP_IDS),
    excludedPositions: idList(POSITION_OR_GROUP_IDS, 2),
    totalPositions: optionalBound(0, 3),
    maxRolesPlus: optionalBound(0, 4),
    maxRolesPlusPlus: optionalBound(0, 2),
    minPlaystyles: optionalBound(0, 6),
    maxPlaystyles: optionalBound(0, 8),
    minPlaystylesPlus: optionalBound(0, 3),
    maxPlaystylesPlus: optionalBound(0, 4),
    minStats: statBounds(40, 90),
    maxStats: statBounds(60, 99),
  },
  { requiredKeys: [] },
);

/**
 * Up to four requirements of any kind (absent, null or set), so that cards pass often enough for both
 * answers to be tested.
 */
export const requirementsArbitrary: fc.Arbitrary<EvolutionRequirements> = fc
  .tuple(everyRequirementArbitrary, fc.uniqueArray(fc.nat({ max: 21 }), { maxLength: 4 }))
  .map(([every, picked]) => {
    const keys = Object.keys(every) as (keyof EvolutionRequirements)[];
    return Object.fromEntries(keys.filter((_, i) => picked.includes(i)).map((k) => [k, every[k]]));
  });

/** The shapes real evolutions use most: an overall ceiling, a position group, sometimes a league. */
export const lenientRequirementsArbitrary: fc.Arbitrary<EvolutionRequirements> = fc.record(
  {
    maxOverall: fc.integer({ min: 75, max: 95 }),
    positions: fc.constantFrom<number[]>([], [POSITION_GROUP.DEFENDERS], [51], [52], [51, 52]),
    leagues: idList(LEAGUE_IDS, 4),
    maxPlaystylesPlus: fc.integer({ min: 1, max: 4 }),
    minStats: statBounds(30, 70),
  },
  { requiredKeys: [] },
);

const numericUpgradeArbitrary = (
  types: readonly Upgrade['type'][],
  increase: [number, number],
  cap: [number, number],
): fc.Arbitrary<Upgrade> =>
  fc.record({
    type: fc.constantFrom(...types),
    value: fc.integer({ min: increase[0], max: increase[1] }),
    maxValue: fc.option(fc.integer({ min: cap[0], max: cap[1] }), { nil: null }),
  });

export const upgradeArbitrary: fc.Arbitrary<Upgrade> = fc.oneof(
  { weight: 3, arbitrary: numericUpgradeArbitrary(['overall'], [1, 3], [70, 100]) },
  { weight: 3, arbitrary: numericUpgradeArbitrary(ALL_FACE_STAT_FIELDS, [1, 6], [60, 100]) },
  {
    weight: 3,
    arbitrary: numericUpgradeArbitrary(ATTRIBUTE_FIELDS as readonly AttributeField[], [1, 6], [60, 100]),
  },
  { weight: 1, arbitrary: numericUpgradeArbitrary(['weakFoot', 'skillMoves'], [1, 2], [3, 6]) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('playstyles' as const),
      value: fc.constantFrom(...PLAYSTYLE_IDS),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('playstylesPlus' as const),
      value: fc.constantFrom(...PLAYSTYLE_IDS),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('rolesPlus' as const),
      value: fc.constantFrom(...ROLE_PLUS_IDS),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('rolesPlusPlus' as const),
      value: fc.constantFrom(...ROLE_PLUS_PLUS_IDS),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('alternativePositionIds' as const),
      value: fc.constantFrom(...POSITION_IDS),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('rarityEaId' as const), value: fc.constantFrom(...RARITY_IDS) }),
  },
);

const DAY_MS = 86_400_000;
const START = Date.UTC(2025, 0, 1);
const isoDay = (day: number) => new Date(START + day * DAY_MS).toISOString();

/** Evolutions with ids 1..count; created in the first 60 days of 2025, ending (or not) in the next 90. */
export const evolutionsArbitrary = (
  count: { min: number; max: number },
  requirements: fc.Arbitrary<EvolutionRequirements> = requirementsArbitrary,
): fc.Arbitrary<Evolution[]> =>
  fc
    .array(
      fc.record({
        created: fc.integer({ min: 0, max: 60 }),
        end: fc.option(fc.integer({ min: 30, max: 120 }), { nil: null, freq: 3 }),
        coinsCost: fc.constantFrom(0, 5_000, 10_000, 25_000),
        pointsCost: fc.constantFrom(0, 50, 100),
        repeatabilityCount: fc.integer({ min: 1, max: 3 }),
        levels: fc.array(
          fc.record({ upgrades: fc.array(upgradeArbitrary, { minLength: 1, maxLength: 4 }) }),
          {
            minLength: 1,
            maxLength: 3,
          },
        ),
        requirements,
      }),
      { minLength: count.min, maxLength: count.max },
    )
    .map((drafts) =>
      drafts.map(({ created, end, ...rest }, index) => ({
        id: index + 1,
        name: `Evolution ${index + 1}`,
        createdAt: isoDay(created),
        endTime: end === null ? null : isoDay(end),
        ...rest,
      })),
    );

/** A date inside the generated evolutions' lifetimes, so some are active and some have ended. */
export const referenceDateArbitrary: fc.Arbitrary<string> = fc.integer({ min: 20, max: 130 }).map(isoDay);
