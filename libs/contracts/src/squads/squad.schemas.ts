import { z } from 'zod';
import { FORMATIONS, GAME_YEAR, SQUAD_DEFAULTS } from '@futgg/game-rules';
import { GameYear } from '../catalog/game.schemas.js';
import { PRICE_KEYS } from '../pricing/pricing.schemas.js';

// The spec's Squad and Squad position (first document, section 3), as every layer names them
// (docs/squads.md). The server computes chemistry, rating and price on every answer; a client never
// sends them.

const int = z.number().int();
const eaId = int.positive().max(2_147_483_647);

/** Player slots; the manager is the squad's `manager` (his league and nation), as in game-rules' state. */
export const SQUAD_POSITION_GROUPS = ['FIELD', 'SUBSTITUTE', 'RESERVE'] as const;
export const SquadPositionGroup = z.enum(SQUAD_POSITION_GROUPS);
export type SquadPositionGroup = z.infer<typeof SquadPositionGroup>;

/** How many substitute and reserve slots a squad may have (the spec's defaults are 9 and 0). */
export const SQUAD_LIMITS = {
  FIELD_SLOTS: 11,
  MAX_SUBSTITUTES: 12,
  MAX_RESERVES: 30,
  TITLE_MAX_LENGTH: 100,
  LIST_PAGE_SIZE: 20,
} as const;

export const FORMATION_IDS = FORMATIONS.map((formation) => formation.id) as [string, ...string[]];
export const FormationId = z.enum(FORMATION_IDS);

/** One filled slot as the client sends it; empty slots are simply left out. */
export const SquadPositionInput = z
  .object({
    group: SquadPositionGroup,
    positionIdx: int.min(0).max(SQUAD_LIMITS.MAX_RESERVES - 1),
    playerEaId: eaId.nullable().default(null),
    /** A saved evo-lab player of the caller's (evolutions service): the evolved card stands in the slot. */
    myEvoPlayerId: int.positive().nullable().default(null),
    /** The general position the player counts as playing: only ever his field slot's own position. */
    positionOverride: int.min(0).max(27).nullable().default(null),
    evolutionOverrideId: int.min(0).nullable().default(null),
    isUntradeableOverride: z.boolean().default(false),
    rarityOverrideEaId: int.min(0).nullable().default(null),
  })
  .strict();
export type SquadPositionInput = z.infer<typeof SquadPositionInput>;

export const SquadFlags = z
  .object({
    isReadOnly: z.boolean().default(false),
    isCurrent: z.boolean().default(false),
    isPartnerSite: z.boolean().default(false),
    isWebview: z.boolean().default(false),
  })
  .strict();
export type SquadFlags = z.infer<typeof SquadFlags>;

export const SquadManager = z
  .object({ leagueEaId: eaId.nullable().default(null), nationEaId: eaId.nullable().default(null) })
  .strict();

/** POST /api/squads/save/: no uuid creates; a uuid with the version last read updates (409 when stale). */
export const SaveSquadRequest = z
  .object({
    uuid: z.uuid().optional(),
    version: int.min(1).optional(),
    gameYear: GameYear.default(GAME_YEAR.DEFAULT),
    title: z.string().trim().max(SQUAD_LIMITS.TITLE_MAX_LENGTH).default(''),
    formationId: FormationId,
    manager: SquadManager.default({ leagueEaId: null, nationEaId: null }),
    substituteCount: int.min(0).max(SQUAD_LIMITS.MAX_SUBSTITUTES).default(SQUAD_DEFAULTS.SUBSTITUTES),
    reserveCount: int.min(0).max(SQUAD_LIMITS.MAX_RESERVES).default(SQUAD_DEFAULTS.RESERVES),
    positions: z.array(SquadPositionInput).max(SQUAD_LIMITS.FIELD_SLOTS + 12 + 30),
    flags: SquadFlags.partial().default({}),
  })
  .strict();
export type SaveSquadRequest = z.infer<typeof SaveSquadRequest>;

export const GetSquadRequest = z.object({ uuid: z.uuid() }).strict();
export type GetSquadRequest = z.infer<typeof GetSquadRequest>;
export const DeleteSquadRequest = z.object({ uuid: z.uuid() }).strict();
export type DeleteSquadRequest = z.infer<typeof DeleteSquadRequest>;
export const ListSquadsRequest = z
  .object({
    page: int.min(1).max(10_000).default(1),
    pageSize: int.min(1).max(100).default(SQUAD_LIMITS.LIST_PAGE_SIZE),
  })
  .strict();
export type ListSquadsRequest = z.infer<typeof ListSquadsRequest>;

/** Price of a card, or of the squad, per market (pricing's price keys). */
export const PricePerKey = z.object(
  Object.fromEntries(PRICE_KEYS.map((key) => [key, int.nullable()])) as Record<
    (typeof PRICE_KEYS)[number],
    z.ZodNullable<z.ZodNumber>
  >,
);
export type PricePerKey = z.infer<typeof PricePerKey>;

/** The card standing in a filled slot, as chemistry, rating and rulesets read it. */
export const SquadCard = z.object({
  group: SquadPositionGroup,
  positionIdx: int,
  eaId: int,
  myEvoPlayerId: int.nullable(),
  name: z.string(),
  overall: int,
  position: int,
  alternativePositionIds: z.array(int),
  clubEaId: int,
  leagueEaId: int,
  nationEaId: int,
  rarityEaId: int,
  isIcon: z.boolean(),
  isHero: z.boolean(),
  isUntradeable: z.boolean(),
  /** Null per key when pricing has no price (untradeable cards count 0 in the total). */
  price: PricePerKey,
});
export type SquadCard = z.infer<typeof SquadCard>;

export const SlotChemistry = z.object({
  positionIdx: int,
  points: int,
  clubPoints: int,
  leaguePoints: int,
  nationPoints: int,
  isInPosition: z.boolean(),
});
export type SlotChemistry = z.infer<typeof SlotChemistry>;

export const Squad = z.object({
  uuid: z.uuid(),
  title: z.string(),
  version: int,
  gameYear: int,
  gameSlug: z.string(),
  formationId: z.string(),
  manager: z.object({ leagueEaId: int.nullable(), nationEaId: int.nullable() }),
  substituteCount: int,
  reserveCount: int,
  positions: z.array(
    SquadPositionInput.extend({ playerEaId: int.nullable(), myEvoPlayerId: int.nullable() }),
  ),
  flags: z.object({
    isReadOnly: z.boolean(),
    isCurrent: z.boolean(),
    isPartnerSite: z.boolean(),
    isWebview: z.boolean(),
  }),
  /** True when the caller owns the squad (may save and delete it). */
  isOwner: z.boolean(),
  cards: z.array(SquadCard),
  /** The starting XI's chemistry: one entry per field slot 0..10, and the total (0..33). */
  chemistry: z.object({ total: int, perPlayer: z.array(SlotChemistry) }),
  /** EA's squad rating of the starting XI; null until all 11 field slots hold a card. */
  rating: int.nullable(),
  /** Sum of the tradeable cards' prices in every slot but the reserves, per market. */
  price: PricePerKey,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Squad = z.infer<typeof Squad>;

export const SquadSummary = Squad.pick({
  uuid: true,
  title: true,
  version: true,
  gameYear: true,
  formationId: true,
  flags: true,
  rating: true,
  price: true,
  createdAt: true,
  updatedAt: true,
}).extend({ chemistry: int });
export type SquadSummary = z.infer<typeof SquadSummary>;
export const SquadPage = z.object({ data: z.array(SquadSummary), totalCount: int });
export type SquadPage = z.infer<typeof SquadPage>;
export const DeletedSquad = z.object({ uuid: z.uuid(), deleted: z.literal(true) });
export type DeletedSquad = z.infer<typeof DeletedSquad>;
