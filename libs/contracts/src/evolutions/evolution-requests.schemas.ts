import { z } from 'zod';
import { ATTRIBUTE_FIELDS, FACE_STAT_FIELDS, GK_FACE_STAT_FIELDS } from '@futgg/game-rules';
import { GameYear } from '../catalog/game.schemas.js';
import {
  PlayerDefinition,
  PlayerItemSummary,
  PLAYER_SEARCH_MAX_PAGE,
} from '../catalog/player-items.schemas.js';
import { PageRequest, pageOf } from '../paging.js';
import { Evolution, EvolutionFields, EvolutionFieldsAsWritten } from './evolution.schemas.js';

const int = z.number().int();
const eaId = int.positive().max(2_147_483_647);
const evolutionId = int.min(0).max(2_147_483_647);

/** A path hash: 24 lowercase hex digits (the service's SHA-256 of the path's canonical key, cut). */
export const PathHash = z.string().regex(/^[0-9a-f]{24}$/, 'a path hash is 24 hex digits');
export type PathHash = z.infer<typeof PathHash>;

export const GetEvolutionRequest = z.object({ gameYear: GameYear, id: evolutionId });
export type GetEvolutionRequest = z.infer<typeof GetEvolutionRequest>;

/**
 * `/all/`: active evolutions newest first; or (onlyExpired) the ended ones newest first; or
 * (expiringSoon) the active ones ending within EXPIRING_SOON_HOURS, soonest first.
 */
export const EXPIRING_SOON_HOURS = 48;
export const ListEvolutionsRequest = PageRequest.extend({
  gameYear: GameYear,
  onlyExpired: z.boolean().default(false),
  expiringSoon: z.boolean().default(false),
}).refine((request) => !(request.onlyExpired && request.expiringSoon), {
  message: 'only_expired and expiring_soon cannot both be set: an ended evolution is not expiring',
  path: ['expiringSoon'],
});
export type ListEvolutionsRequest = z.infer<typeof ListEvolutionsRequest>;
export const EvolutionPage = pageOf(Evolution);
export type EvolutionPage = z.infer<typeof EvolutionPage>;

const playerQuery = {
  gameYear: GameYear,
  /** The player database's filter language (docs/filters.md), without page keys. */
  query: z.string().max(8000).default(''),
  page: int.min(1).max(PLAYER_SEARCH_MAX_PAGE).default(1),
  pageSize: int.min(1).max(100).default(20),
};

export const EligiblePlayersRequest = z.object({ ...playerQuery, evolutionId });
export type EligiblePlayersRequest = z.infer<typeof EligiblePlayersRequest>;
export const EligiblePlayersPage = pageOf(PlayerItemSummary);
export type EligiblePlayersPage = z.infer<typeof EligiblePlayersPage>;

/** `/players/`: cards of the database's filter, each with the active evolutions it can take now. */
export const EvolutionPlayersRequest = z.object(playerQuery);
export type EvolutionPlayersRequest = z.infer<typeof EvolutionPlayersRequest>;
export const EvolutionPlayer = PlayerItemSummary.extend({
  evolutionCount: int,
  evolutionIds: z.array(int),
});
export const EvolutionPlayersPage = pageOf(EvolutionPlayer);
export type EvolutionPlayersPage = z.infer<typeof EvolutionPlayersPage>;

export const PATH_OBJECTIVE_FIELDS = [
  'overall',
  ...FACE_STAT_FIELDS,
  ...GK_FACE_STAT_FIELDS,
  ...ATTRIBUTE_FIELDS,
] as const;
export const PathObjectiveField = z.enum(PATH_OBJECTIVE_FIELDS);
export type PathObjectiveField = z.infer<typeof PathObjectiveField>;

export const PATH_SEARCH_LIMITS = { MAX_DEPTH: 5, DEFAULT_DEPTH: 4, MAX_RESULTS: 200 } as const;

/** `/paths/{eaId}/`: the best chains of active evolutions for one card. */
export const FindPathsRequest = PageRequest.extend({
  gameYear: GameYear,
  eaId,
  objective: PathObjectiveField.default('overall'),
  maxCoins: int.min(0).max(100_000_000).optional(),
  maxPoints: int.min(0).max(10_000_000).optional(),
  maxDepth: int.min(1).max(PATH_SEARCH_LIMITS.MAX_DEPTH).default(PATH_SEARCH_LIMITS.DEFAULT_DEPTH),
});
export type FindPathsRequest = z.infer<typeof FindPathsRequest>;

/** The evolved card's headline figures, enough for a results row; the whole card is `/definition-data/`. */
export const EvolvedCardSummary = PlayerItemSummary.pick({
  overall: true,
  position: true,
  alternativePositionIds: true,
  rarityEaId: true,
  skillMoves: true,
  weakFoot: true,
  facePace: true,
  faceShooting: true,
  facePassing: true,
  faceDribbling: true,
  faceDefending: true,
  facePhysicality: true,
  playstylesPlus: true,
});

export const EvolutionPathRow = z.object({
  pathHash: PathHash,
  evolutionIds: z.array(int),
  coinsCost: int,
  pointsCost: int,
  /** The objective's value on the evolved card. */
  score: z.number(),
  gain: z.number(),
  card: EvolvedCardSummary,
});
export type EvolutionPathRow = z.infer<typeof EvolutionPathRow>;
export const EvolutionPathPage = pageOf(EvolutionPathRow).extend({
  objective: PathObjectiveField,
  /** The card's objective before any evolution. */
  baseScore: z.number(),
});
export type EvolutionPathPage = z.infer<typeof EvolutionPathPage>;

export const GetPathRequest = z.object({ pathHash: PathHash });
export type GetPathRequest = z.infer<typeof GetPathRequest>;

/** A stored path: the card, its evolutions in order and the lab's manual changes (values set, not added). */
export const EvolutionPathRecord = z.object({
  pathHash: PathHash,
  gameYear: int,
  eaId,
  evolutionIds: z.array(int),
  manualChanges: z.record(z.string(), z.union([int, z.array(int)])),
  coinsCost: int,
  pointsCost: int,
  createdAt: z.string(),
});
export type EvolutionPathRecord = z.infer<typeof EvolutionPathRecord>;

/** The evolved card of a path, as a player definition (evo lab, squad builder), with its path. */
export const PathDefinitionData = PlayerDefinition.extend({
  pathHash: PathHash,
  evolutionIds: z.array(int),
  isModified: z.boolean(),
});
export type PathDefinitionData = z.infer<typeof PathDefinitionData>;

export const EvolutionCountsRequest = z.object({ gameYear: GameYear });
export type EvolutionCountsRequest = z.infer<typeof EvolutionCountsRequest>;
export const EvolutionCounts = z.object({
  active: int,
  expiringSoon: int,
  expired: int,
  total: int,
  /** Active evolutions ending within this many hours count as expiring soon. */
  expiringSoonHours: int,
  /** The caller's saved players; null for a visitor. */
  myItems: int.nullable(),
});
export type EvolutionCounts = z.infer<typeof EvolutionCounts>;

export const CreateEvolutionRequest = EvolutionFields.extend({
  gameYear: GameYear,
  /** An id of the admin's choosing (a real evolution's); absent, the next free one. */
  id: evolutionId.optional(),
});
export type CreateEvolutionRequest = z.infer<typeof CreateEvolutionRequest>;
/** Only the fields named change: nothing is defaulted, so an absent field keeps its value. */
export const UpdateEvolutionRequest = EvolutionFieldsAsWritten.partial().extend({
  gameYear: GameYear,
  id: evolutionId,
});
export type UpdateEvolutionRequest = z.infer<typeof UpdateEvolutionRequest>;
export const ExpireEvolutionRequest = z.object({ gameYear: GameYear, id: evolutionId });
export type ExpireEvolutionRequest = z.infer<typeof ExpireEvolutionRequest>;

/** The import CLI's batch: evolutions as read from a file, upserted by id. */
export const ImportEvolutionsRequest = z.object({
  gameYear: GameYear,
  evolutions: z
    .array(
      EvolutionFields.extend({ id: evolutionId, createdAt: z.iso.datetime({ offset: true }).optional() }),
    )
    .min(1)
    .max(1000),
});
export type ImportEvolutionsRequest = z.infer<typeof ImportEvolutionsRequest>;
export const ImportEvolutionsReply = z.object({ created: int, updated: int });
export type ImportEvolutionsReply = z.infer<typeof ImportEvolutionsReply>;
