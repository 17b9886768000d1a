// Seeded, realistic inputs shared by the eligibility and path-search benchmarks.
import { ATTRIBUTE_FIELDS, FACE_STAT_FIELDS } from '../../libs/game-rules/src/card/card-fields.js';
import type { Attributes, Card } from '../../libs/game-rules/src/card/card.types.js';
import { POSITION_IDS } from '../../libs/game-rules/src/constants/positions.js';
import { outfieldFaceStats } from '../../libs/game-rules/src/face-stats/face-stats.js';
import type {
  Evolution,
  EvolutionRequirements,
  Upgrade,
} from '../../libs/game-rules/src/evolutions/evolution.types.js';

export type Random = () => number;

export const mulberry32 = (seed: number): Random => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export const intBetween = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));
export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
const chance = (random: Random, probability: number) => random() < probability;

export const LEAGUES = [13, 16, 19, 31, 53, 10, 14, 17, 20, 39, 50, 60, 65, 68, 80, 83, 308, 350, 2012, 2076];
const OUTFIELD_POSITIONS = POSITION_IDS.filter((id) => id !== 0);

/** A card whose attributes sit around its overall and whose face stats follow the weights. */
export const realisticCard = (random: Random, overall = intBetween(random, 60, 92)): Card => {
  const attributes = Object.fromEntries(
    ATTRIBUTE_FIELDS.map((field) => [
      field,
      Math.min(99, Math.max(25, overall + intBetween(random, -25, 10))),
    ]),
  ) as Attributes;
  const position = pick(random, OUTFIELD_POSITIONS);
  const alternatives = [...new Set([pick(random, OUTFIELD_POSITIONS), pick(random, OUTFIELD_POSITIONS)])];
  const playstyles = [
    ...new Set(Array.from({ length: intBetween(random, 0, 6) }, () => intBetween(random, 0, 30))),
  ];
  const card: Card = {
    ...attributes,
    ...outfieldFaceStats(attributes),
    overall,
    position,
    alternativePositionIds: alternatives.filter((id) => id !== position).slice(0, intBetween(random, 0, 2)),
    foot: 1,
    weakFoot: intBetween(random, 2, 5),
    skillMoves: intBetween(random, 2, 5),
    attackingWorkrate: 2,
    defensiveWorkrate: 2,
    rarityEaId: pick(random, [1, 3, 12, 17, 19, 45, 116]),
    clubEaId: intBetween(random, 1, 600),
    leagueEaId: pick(random, LEAGUES),
    nationEaId: intBetween(random, 1, 200),
    playstyles,
    playstylesPlus: chance(random, 0.5) ? [intBetween(random, 0, 30)] : [],
    rolesPlus: [],
    rolesPlusPlus: [],
  };
  // One more spread: V8 leaves the literal above (built from a spread of Object.fromEntries) in slow
  // dictionary mode, where each property read costs ~1 µs; rows parsed from JSON or a database driver
  // are fast-mode objects, and so is this copy.
  return { ...card };
};

const DAY_MS = 86_400_000;
export const REFERENCE_DATE = '2025-06-01T00:00:00.000Z';
const REFERENCE_TIME = Date.parse(REFERENCE_DATE);

/** Requirement shapes real evolutions share: an overall ceiling, a position group, some leagues. */
const realisticRequirements = (random: Random): EvolutionRequirements => ({
  maxOverall: intBetween(random, 80, 88),
  positions: pick(random, [[], [], [50], [51], [52], [51, 52], [14, 18], [25, 21]]),
  leagues: chance(random, 0.25) ? [pick(random, LEAGUES), pick(random, LEAGUES), pick(random, LEAGUES)] : [],
  maxPlaystylesPlus: chance(random, 0.3) ? intBetween(random, 1, 3) : null,
  minStats: chance(random, 0.2) ? { facePace: intBetween(random, 60, 75) } : null,
  excludedRarities: chance(random, 0.1) ? [116] : [],
});

const realisticUpgrade = (random: Random, maxOverall: number): Upgrade => {
  const roll = random();
  if (roll < 0.3)
    return {
      type: 'overall',
      value: intBetween(random, 1, 3),
      maxValue: maxOverall + intBetween(random, 2, 4),
    };
  if (roll < 0.6) {
    return {
      type: pick(random, FACE_STAT_FIELDS),
      value: intBetween(random, 2, 6),
      maxValue: intBetween(random, 80, 95),
    };
  }
  if (roll < 0.8) {
    return {
      type: pick(random, ATTRIBUTE_FIELDS),
      value: intBetween(random, 2, 6),
      maxValue: intBetween(random, 85, 95),
    };
  }
  if (roll < 0.9) return { type: 'playstyles', value: intBetween(random, 0, 30) };
  if (roll < 0.95) return { type: 'playstylesPlus', value: intBetween(random, 0, 30) };
  return { type: 'rarityEaId', value: pick(random, [17, 19, 116]) };
};

/** Active evolutions (created before, ending after REFERENCE_DATE or never), 1–3 levels of 1–3 upgrades. */
export const realisticEvolutions = (random: Random, count: number): Evolution[] =>
  Array.from({ length: count }, (_, index) => {
    const requirements = realisticRequirements(random);
    const maxOverall = requirements.maxOverall ?? 85;
    return {
      id: index + 1,
      name: `Evolution ${index + 1}`,
      createdAt: new Date(REFERENCE_TIME - intBetween(random, 1, 60) * DAY_MS).toISOString(),
      endTime: chance(random, 0.3)
        ? null
        : new Date(REFERENCE_TIME + intBetween(random, 1, 30) * DAY_MS).toISOString(),
      coinsCost: pick(random, [0, 0, 0, 5_000, 10_000, 25_000, 50_000]),
      pointsCost: pick(random, [0, 0, 50, 100, 150]),
      repeatabilityCount: 1,
      levels: Array.from({ length: intBetween(random, 1, 3) }, () => ({
        upgrades: Array.from({ length: intBetween(random, 1, 3) }, () =>
          realisticUpgrade(random, maxOverall),
        ),
      })),
      requirements,
    };
  });

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export const millisecondsOf = (run: () => unknown): number => {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1e6;
};
