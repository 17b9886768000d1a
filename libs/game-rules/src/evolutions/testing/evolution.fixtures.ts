import { ATTRIBUTE_FIELDS } from '../../card/card-fields.js';
import type { Attributes, Card } from '../../card/card.types.js';
import { POSITION } from '../../constants/positions.js';
import { goalkeeperFaceStats, outfieldFaceStats } from '../../face-stats/face-stats.js';
import type { Evolution, EvolutionRequirements, Upgrade } from '../evolution.types.js';

/**
 * A gold CM (overall 75, every attribute 60, so every face stat 60) with `overrides` on top. Face stats
 * follow the overridden attributes unless overridden themselves; goalkeepers also get GK face stats.
 */
export const cardWith = (overrides: Partial<Card> = {}): Card => {
  const attributes = Object.fromEntries(
    ATTRIBUTE_FIELDS.map((field) => [field, overrides[field] ?? 60]),
  ) as Attributes;
  const position = overrides.position ?? POSITION.CM;
  return {
    overall: 75,
    position,
    alternativePositionIds: [],
    foot: 1,
    weakFoot: 3,
    skillMoves: 3,
    attackingWorkrate: 2,
    defensiveWorkrate: 2,
    rarityEaId: 3,
    clubEaId: 10,
    leagueEaId: 13,
    nationEaId: 18,
    playstyles: [],
    playstylesPlus: [],
    rolesPlus: [],
    rolesPlusPlus: [],
    ...attributes,
    ...outfieldFaceStats(attributes),
    ...(position === POSITION.GK ? goalkeeperFaceStats(attributes) : {}),
    ...overrides,
  };
};

export const evolutionWith = (
  id: number,
  levels: Upgrade[][],
  details: Partial<Omit<Evolution, 'id' | 'levels'>> & { requirements?: EvolutionRequirements } = {},
): Evolution => ({
  id,
  name: `Evolution ${id}`,
  endTime: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  coinsCost: 0,
  pointsCost: 0,
  repeatabilityCount: 1,
  requirements: {},
  ...details,
  levels: levels.map((upgrades) => ({ upgrades })),
});
