import { z } from 'zod';
import {
  ATTRIBUTE_FIELDS,
  FACE_STAT_FIELDS,
  GK_FACE_STAT_FIELDS,
  MAX_LIST_ITEMS,
  PLAYER_LIST_PAGE_SIZE,
} from '@futgg/game-rules';
import { GameYear } from './game.schemas.js';
import { DEFAULT_PRICE_KEY, PriceKey } from '../pricing/pricing.schemas.js';

export const PLAYER_SEARCH_PAGE_SIZE = { DEFAULT: PLAYER_LIST_PAGE_SIZE, MAX: 200 } as const;
/** Deeper than this is not browsing but scraping; it also bounds OFFSET's cost. */
export const PLAYER_SEARCH_MAX_PAGE = 10_000;

export const SearchPlayerItemsRequest = z.object({
  gameYear: GameYear,
  // The spec's filter encoding (overall__gte=85&sort=-price&...), without page keys. Decoded by
  // game-rules' codec in the service, never by hand.
  query: z.string().max(8000).default(''),
  page: z.number().int().min(1).max(PLAYER_SEARCH_MAX_PAGE).default(1),
  pageSize: z.number().int().min(1).max(PLAYER_SEARCH_PAGE_SIZE.MAX).default(PLAYER_SEARCH_PAGE_SIZE.DEFAULT),
  /** Cards to leave out (the squad builder's `existing_players`). */
  excludedEaIds: z.array(z.number().int().min(0)).max(MAX_LIST_ITEMS).default([]),
  /** The market whose prices the rows carry and the price filters and sorts read (spec: price_key). */
  priceKey: PriceKey.default(DEFAULT_PRICE_KEY),
});
export type SearchPlayerItemsRequest = z.infer<typeof SearchPlayerItemsRequest>;

const int = z.number().int();
const nullableInt = int.nullable();
// Keeps each field's zod type (and so its inferred TypeScript type): `Record<F, z.ZodType>` would infer unknown.
const statsShape = <F extends string, T extends z.ZodType>(fields: readonly F[], type: T) =>
  Object.fromEntries(fields.map((field) => [field, type])) as { [K in F]: T };

/** One row of the player database list: what the table shows, nothing more (rows are hot). */
export const PlayerItemSummary = z.object({
  eaId: int,
  basePlayerEaId: int,
  gameYear: int,
  commonName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  rarityEaId: int,
  clubEaId: int,
  leagueEaId: int,
  nationEaId: int,
  gender: int,
  overall: int,
  position: int,
  alternativePositionIds: z.array(int),
  foot: int,
  skillMoves: int,
  weakFoot: int,
  attackingWorkrate: int,
  defensiveWorkrate: int,
  height: int,
  ...statsShape(FACE_STAT_FIELDS, int),
  ...statsShape(GK_FACE_STAT_FIELDS, nullableInt),
  playstylesPlus: z.array(int),
  price: nullableInt,
  priceTrend24h: z.number().nullable(),
  isExtinct: z.boolean(),
  createdAt: z.string(),
});
export type PlayerItemSummary = z.infer<typeof PlayerItemSummary>;

export const PlayerItemPage = z.object({ data: z.array(PlayerItemSummary), totalCount: int });
export type PlayerItemPage = z.infer<typeof PlayerItemPage>;

/** A whole card, every vocabulary field (player page, evo lab, squad builder). */
export const PlayerItem = PlayerItemSummary.extend({
  accelerateType: z.string().nullable(),
  raritySquadId: nullableInt,
  playstyles: z.array(int),
  rolesPlus: z.array(int),
  rolesPlusPlus: z.array(int),
  ...statsShape(ATTRIBUTE_FIELDS, int),
  totalStats: int,
  totalIgs: int,
  playstylesCount: int,
  playstylesPlusCount: int,
  rolesPlusCount: int,
  rolesPlusPlusCount: int,
  pageviews: int,
  priceTrend1h: z.number().nullable(),
  priceTrend3h: z.number().nullable(),
  priceTrend6h: z.number().nullable(),
  priceTrend12h: z.number().nullable(),
  priceFluctuation: z.number().nullable(),
  priceUpdatedAt: z.string().nullable(),
  isObjective: z.boolean(),
  isSbc: z.boolean(),
  historyVersion: int,
});
export type PlayerItem = z.infer<typeof PlayerItem>;

/**
 * Whole cards of a filter, for services that judge cards by game-rules (evolutions' eligibility, the
 * planner): the same query language, larger pages, optionally only named cards.
 */
// A whole card is about 2.5 kB of JSON: 250 stay well under NATS's 1 MB message limit.
export const PLAYER_CARDS_PAGE_SIZE = { DEFAULT: 200, MAX: 250 } as const;
export const SearchPlayerCardsRequest = SearchPlayerItemsRequest.extend({
  pageSize: z.number().int().min(1).max(PLAYER_CARDS_PAGE_SIZE.MAX).default(PLAYER_CARDS_PAGE_SIZE.DEFAULT),
  /** Only these cards (in the query's order); absent, every card of the filter. */
  eaIds: z.array(int.positive()).max(5000).optional(),
  /**
   * Further filters in the same language every card must also pass (an evolution's requirements beside
   * the user's filter); their sorts are ignored.
   */
  requiredQueries: z.array(z.string().max(8000)).max(4).default([]),
});
export type SearchPlayerCardsRequest = z.infer<typeof SearchPlayerCardsRequest>;
export const PlayerCardPage = z.object({ data: z.array(PlayerItem), totalCount: int });
export type PlayerCardPage = z.infer<typeof PlayerCardPage>;

export const GetPlayerItemRequest = z.object({ gameYear: GameYear, eaId: int.positive() });

/** Which of these cards exist (pricing refuses prices of unknown cards); at most 5,000 ids a call. */
export const ExistingPlayerItemsRequest = z.object({
  gameYear: GameYear,
  eaIds: z.array(int.positive()).max(5000),
});
export type ExistingPlayerItemsRequest = z.infer<typeof ExistingPlayerItemsRequest>;
export const ExistingPlayerItems = z.object({ eaIds: z.array(int.positive()) });
export type GetPlayerItemRequest = z.infer<typeof GetPlayerItemRequest>;

/**
 * The market facts of a year's cards, in pages by eaId (or for named cards): what the simulated market
 * prices them by and what a price lookup tells of them (SBC and objective cards are untradeable).
 */
export const MarketCardFactsRequest = z.object({
  gameYear: GameYear,
  /** Only these cards (the price lookup's ≤ 50); absent, every card after `afterEaId`. */
  eaIds: z.array(int.positive()).max(5000).optional(),
  afterEaId: int.min(0).default(0),
  limit: int.min(1).max(5000).default(5000),
});
export type MarketCardFactsRequest = z.infer<typeof MarketCardFactsRequest>;
export const MarketCardFacts = z.object({
  eaId: int,
  overall: int,
  /** Any version but the base common or rare card. */
  isSpecial: z.boolean(),
  isSbc: z.boolean(),
  isObjective: z.boolean(),
  /**
   * No listing in the catalog's view (seeded by the generator, then kept by pricing's events): the
   * simulated market lists none of these cards.
   */
  isExtinct: z.boolean(),
});
export type MarketCardFacts = z.infer<typeof MarketCardFacts>;
/** Ordered by eaId; a page shorter than `limit` is the last. */
export const MarketCardFactsPage = z.object({ cards: z.array(MarketCardFacts) });
export type MarketCardFactsPage = z.infer<typeof MarketCardFactsPage>;

export const GetPlayerDefinitionRequest = z.object({
  gameYear: GameYear,
  eaId: int.positive(),
  historyVersion: int.min(1).optional(),
});
export type GetPlayerDefinitionRequest = z.infer<typeof GetPlayerDefinitionRequest>;

export const RECENT_PLAYERS_LIMIT = { DEFAULT: 20, MAX: 100 } as const;

export const ListRecentPlayersRequest = z.object({
  gameYear: GameYear,
  limit: int.min(1).max(RECENT_PLAYERS_LIMIT.MAX).default(RECENT_PLAYERS_LIMIT.DEFAULT),
});
export type ListRecentPlayersRequest = z.infer<typeof ListRecentPlayersRequest>;

export const NamedRef = z.object({ eaId: int, name: z.string() });

/**
 * A player definition as the evo lab and squad builder read it (spec, first document, section 3
 * "Player definition"): the whole card plus its club, league and nation by name and its chemistry facts.
 */
export const PlayerDefinition = PlayerItem.extend({
  id: int,
  club: NamedRef,
  league: NamedRef,
  nation: NamedRef,
  extraClubChemistry: int,
  extraLeagueChemistry: int,
  extraNationChemistry: int,
  isFullChemistry: z.boolean(),
  isMyEvolutionsPlayerItem: z.boolean(),
});
export type PlayerDefinition = z.infer<typeof PlayerDefinition>;

/** Cards per page of `squadPool` (a row is ≈ 200 bytes of JSON; a NATS reply is held under 1 MiB). */
export const SQUAD_POOL_PAGE = { DEFAULT: 2500, MAX: 2500 } as const;

export const SquadPoolRequest = z.object({
  gameYear: GameYear,
  /** Whose market's prices (console or PC). */
  priceKey: PriceKey.default('console'),
  afterEaId: int.min(0).default(0),
  limit: int.min(1).max(SQUAD_POOL_PAGE.MAX).default(SQUAD_POOL_PAGE.DEFAULT),
});
export type SquadPoolRequest = z.infer<typeof SquadPoolRequest>;

/** What the squad auto-builder needs of a card (docs/auto-builder.md "The card pool"), nothing more. */
export const SquadPoolCard = z.object({
  eaId: int,
  basePlayerEaId: int,
  position: int,
  alternativePositionIds: z.array(int),
  clubEaId: int,
  leagueEaId: int,
  nationEaId: int,
  rarityEaId: int,
  overall: int,
  /** The market's price under the key; null when the card is not on the market (SBC, objective, extinct). */
  price: nullableInt,
});
export type SquadPoolCard = z.infer<typeof SquadPoolCard>;

/** Ordered by eaId; `nextAfterEaId` is null on the last page. */
export const SquadPoolPage = z.object({ cards: z.array(SquadPoolCard), nextAfterEaId: nullableInt });
export type SquadPoolPage = z.infer<typeof SquadPoolPage>;
