import { z } from 'zod';
import { ATTRIBUTE_FIELDS, FACE_STAT_FIELDS, GAME_YEAR, GK_FACE_STAT_FIELDS } from '@futgg/game-rules';
import { GameYear } from '../catalog/game.schemas.js';
import { PlayerItem } from '../catalog/player-items.schemas.js';
import { DEFAULT_PRICE_KEY, PriceKey } from '../pricing/pricing.schemas.js';
import { PathHash } from './evolution-requests.schemas.js';
import { snakeCaseOf } from './saved-player-payload.js';

const int = z.number().int();
const eaId = int.positive().max(2_147_483_647);

/** The payload's stat names: `attribute_*`, `face_*` and `gk_face_*`, each the snake case of a card field. */
export const SAVED_PLAYER_STAT_FIELDS = [
  ...ATTRIBUTE_FIELDS,
  ...FACE_STAT_FIELDS,
  ...GK_FACE_STAT_FIELDS,
] as const;

/**
 * The spec's saved evolution-lab player (first document, section 3), snake case as the browser sends it.
 * Only types are checked here: ranges, caps and consistency with the path are the service's to judge, so
 * that a 422 can name the field and the rule (docs/evolutions.md "Saving a player").
 * `user_id` is accepted and ignored: the owner is the signed-in caller, never a body field.
 */
export const SavedEvoLabPlayer = z
  .object({
    user_id: z.union([z.string(), int]).nullable().optional(),
    is_modified: z.boolean().default(false),
    is_custom: z.boolean().default(false),
    evolution_path: z.array(int.min(0)).max(20),
    // The card's game year. The spec's constant 24 is accepted like any supported year; absent, the default year.
    game: int.default(GAME_YEAR.DEFAULT),
    ea_id: eaId,
    overall: int,
    foot: int,
    weak_foot: int,
    skill_moves: int,
    attacking_workrate: int,
    defensive_workrate: int,
    rarity_ea_id: int,
    position_id: int,
    alternative_position_ids: z.array(int).max(20),
    playstyles: z.array(int).max(60),
    playstyles_plus: z.array(int).max(60),
    roles_plus: z.array(int).max(60),
    roles_plus_plus: z.array(int).max(60),
    ...Object.fromEntries(ATTRIBUTE_FIELDS.map((field) => [snakeCaseOf(field), int])),
    ...Object.fromEntries(FACE_STAT_FIELDS.map((field) => [snakeCaseOf(field), int])),
    ...Object.fromEntries(
      GK_FACE_STAT_FIELDS.map((field) => [snakeCaseOf(field), int.nullable().optional()]),
    ),
  })
  .strict();
export type SavedEvoLabPlayer = z.infer<typeof SavedEvoLabPlayer> & Record<string, unknown>;

/** The spec's user evolution item (first document, section 3). */
export const UserEvolutionItem = z.object({
  id: int,
  gameYear: int,
  evolutionPath: z.array(int),
  isModified: z.boolean(),
  isCustom: z.boolean(),
  /** The evolved card, every vocabulary field, as the catalog's player item shape with its base card's ids. */
  playerItemDefinition: PlayerItem,
  pathHash: PathHash,
  playerItemEaId: int,
  createdAt: z.string(),
  upgradeCount: int,
});
export type UserEvolutionItem = z.infer<typeof UserEvolutionItem>;

export const EvoLabSettings = z.object({
  applyUpgrades: z.boolean(),
  checkEligibility: z.boolean(),
  showPrice: z.boolean(),
  hideUsedEvolutions: z.boolean(),
  hideExpired: z.boolean(),
  hideOwnEvolutions: z.boolean(),
});
export type EvoLabSettingsShape = z.infer<typeof EvoLabSettings>;

export const EVO_LAB_ITEM_SORTS = ['upgrades', 'overall', 'newest'] as const;

export const EvoLabOverviewRequest = z.object({
  gameYear: GameYear.default(GAME_YEAR.DEFAULT),
  sort: z.enum(EVO_LAB_ITEM_SORTS).default('newest'),
});
export type EvoLabOverviewRequest = z.infer<typeof EvoLabOverviewRequest>;
export const EvoLabOverview = z.object({
  items: z.array(UserEvolutionItem),
  /** Evolutions that reached their repeatabilityCount across the caller's items (spec section 4). */
  usedEvolutionIds: z.array(int),
  watchlist: z.array(int),
  settings: EvoLabSettings,
});
export type EvoLabOverview = z.infer<typeof EvoLabOverview>;

export const PathHashRequest = z.object({ pathHash: PathHash });
export type PathHashRequest = z.infer<typeof PathHashRequest>;
export const SaveEvoLabPlayerRequest = z.object({ player: SavedEvoLabPlayer });
export type SaveEvoLabPlayerRequest = z.infer<typeof SaveEvoLabPlayerRequest>;
export const DeleteEvoLabItemRequest = z.object({ id: int.positive() });
export type DeleteEvoLabItemRequest = z.infer<typeof DeleteEvoLabItemRequest>;
export const RemovedCount = z.object({ removed: int });

export const UpdateEvoLabSettingsRequest = EvoLabSettings.partial();
export type UpdateEvoLabSettingsRequest = z.infer<typeof UpdateEvoLabSettingsRequest>;

export const WatchlistRequest = z.object({ eaId });
export type WatchlistRequest = z.infer<typeof WatchlistRequest>;
export const Watchlist = z.object({ eaIds: z.array(int) });
export type Watchlist = z.infer<typeof Watchlist>;

export const MyPlayerItemRequest = z.object({ eaId });
export const UserEvolutionItems = z.object({ items: z.array(UserEvolutionItem) });
export type UserEvolutionItems = z.infer<typeof UserEvolutionItems>;

/** `/{game}/evolutions-player-items/`: the caller's evolved cards as player items, by item id or card. */
export const EvolutionsPlayerItemsRequest = z.object({
  gameYear: GameYear,
  ids: z.array(int.positive()).max(100).optional(),
  playerEaId: eaId.optional(),
  priceKey: PriceKey.default(DEFAULT_PRICE_KEY),
});
export type EvolutionsPlayerItemsRequest = z.infer<typeof EvolutionsPlayerItemsRequest>;
/** Each evolved card carries its item id as `myEvoPlayerId` and its base card's price as `price`. */
export const EvolutionsPlayerItem = PlayerItem.extend({ myEvoPlayerId: int, evolutionPath: z.array(int) });
export const EvolutionsPlayerItems = z.object({ data: z.array(EvolutionsPlayerItem) });
export type EvolutionsPlayerItems = z.infer<typeof EvolutionsPlayerItems>;

/** The squad builder's compact list of the caller's evolved players. */
export const SquadBuilderEvoItem = z.object({
  id: int,
  playerItemEaId: int,
  pathHash: PathHash,
  overall: int,
  position: int,
  alternativePositionIds: z.array(int),
  rarityEaId: int,
  commonName: z.string(),
  evolutionPath: z.array(int),
});
export const SquadBuilderEvoList = z.object({ data: z.array(SquadBuilderEvoItem) });
export type SquadBuilderEvoList = z.infer<typeof SquadBuilderEvoList>;
export const SquadBuilderFetchRequest = z.object({
  /** Whose items: only the caller's own may be fetched (docs/evolutions.md). */
  userId: z.string().min(1).max(64).optional(),
  ids: z.array(int.positive()).min(1).max(100),
});
export type SquadBuilderFetchRequest = z.infer<typeof SquadBuilderFetchRequest>;
