import { z } from 'zod';
import { CAPS, STAT_FIELDS, UPGRADE_TYPES, type StatField } from '@futgg/game-rules';
import { GameYear } from '../catalog/game.schemas.js';

const int = z.number().int();
const id = int.min(0).max(2_147_483_647);
const idList = z.array(id).max(500);
const bound = (max: number) => int.min(0).max(max).nullable().optional();

export const Upgrade = z.object({
  /** The vocabulary field the upgrade changes (game-rules' UPGRADE_TYPES). */
  type: z.enum(UPGRADE_TYPES),
  /** The increase of a number, or the id a list or the rarity gets. */
  value: int.min(-99).max(2_147_483_647),
  /** The cap a number may reach through this upgrade; a list's most entries. */
  maxValue: int.min(0).max(99).nullable().optional(),
});
export type Upgrade = z.infer<typeof Upgrade>;

export const MAX_EVOLUTION_LEVELS = 10;
export const EvolutionLevel = z.object({ upgrades: z.array(Upgrade).max(60) });

const statBounds = z
  .record(z.string(), int.min(0).max(CAPS.ATTRIBUTE))
  .refine(
    (bounds) => Object.keys(bounds).every((field) => (STAT_FIELDS as readonly string[]).includes(field)),
    {
      message: 'stat bounds name face stats or attributes only (facePace, attributeSprintSpeed, …)',
    },
  )
  .transform((bounds) => bounds as Partial<Record<StatField, number>>)
  .nullable()
  .optional();

/** Every requirement kind of the spec (first document, sections 3 and 5); absent or null: no limit. */
export const EvolutionRequirements = z.object({
  minOverall: bound(CAPS.OVERALL),
  maxOverall: bound(CAPS.OVERALL),
  leagues: idList.nullable().optional(),
  clubs: idList.nullable().optional(),
  nations: idList.nullable().optional(),
  rarities: idList.nullable().optional(),
  excludedRarities: idList.nullable().optional(),
  minSkillMoves: bound(CAPS.SKILL_MOVES),
  maxSkillMoves: bound(CAPS.SKILL_MOVES),
  minWeakFoot: bound(CAPS.WEAK_FOOT),
  maxWeakFoot: bound(CAPS.WEAK_FOOT),
  positions: idList.nullable().optional(),
  excludedPositions: idList.nullable().optional(),
  totalPositions: bound(10),
  maxRolesPlus: bound(20),
  maxRolesPlusPlus: bound(20),
  minPlaystyles: bound(20),
  maxPlaystyles: bound(20),
  minPlaystylesPlus: bound(20),
  maxPlaystylesPlus: bound(20),
  minStats: statBounds,
  maxStats: statBounds,
});
export type EvolutionRequirements = z.infer<typeof EvolutionRequirements>;

const isoDateTime = z.iso.datetime({ offset: true });

/** An evolution's fields as written, none defaulted: what an admin's change may name. */
export const EvolutionFieldsAsWritten = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().max(2000),
  endTime: isoDateTime.nullable(),
  coinsCost: int.min(0).max(15_000_000),
  pointsCost: int.min(0).max(100_000),
  repeatabilityCount: int.min(1).max(100),
  levels: z.array(EvolutionLevel).min(1).max(MAX_EVOLUTION_LEVELS),
  requirements: EvolutionRequirements,
});

/** What an admin sends to create an evolution (costs free, one use, no requirements unless given). */
export const EvolutionFields = EvolutionFieldsAsWritten.extend({
  description: EvolutionFieldsAsWritten.shape.description.default(''),
  coinsCost: EvolutionFieldsAsWritten.shape.coinsCost.default(0),
  pointsCost: EvolutionFieldsAsWritten.shape.pointsCost.default(0),
  repeatabilityCount: EvolutionFieldsAsWritten.shape.repeatabilityCount.default(1),
  requirements: EvolutionRequirements.default({}),
});
export type EvolutionFields = z.infer<typeof EvolutionFields>;

/** An evolution as every reader gets it; `isActive` is worked out at the time of the answer. */
export const Evolution = z.object({
  id,
  gameYear: int,
  name: z.string(),
  description: z.string(),
  endTime: z.string().nullable(),
  createdAt: z.string(),
  coinsCost: int,
  pointsCost: int,
  repeatabilityCount: int,
  levels: z.array(EvolutionLevel),
  requirements: EvolutionRequirements,
  isActive: z.boolean(),
  /** Where it came from: the generated season, a file import, or an admin. */
  source: z.enum(['generated', 'import', 'admin']),
});
export type Evolution = z.infer<typeof Evolution>;

export { GameYear };
