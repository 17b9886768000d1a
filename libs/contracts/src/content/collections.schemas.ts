import { z } from 'zod';
import { GameYear } from '../catalog/game.schemas.js';
import { PlayerItemSummary } from '../catalog/player-items.schemas.js';
import { PAGE_LIMITS, pageOf } from '../paging.js';

// Collections (docs/feed-and-collections.md): named sets of cards of a game year (a program, a rarity),
// whose members are the catalog's cards that match the collection's rule; a signed-in user's progress is
// how many of them their club (catalog.user_club_items) holds.

export const COLLECTION_KINDS = ['program', 'rarity'] as const;
export const CollectionKind = z.enum(COLLECTION_KINDS);

export const CollectionSlug = z
  .string({ error: 'slug must be a collection slug' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'slug must be lower-case words joined by -' })
  .max(80);

const paging = {
  page: z.number().int().min(1).max(PAGE_LIMITS.MAX_PAGE).default(1),
  pageSize: z.number().int().min(1).max(PAGE_LIMITS.MAX_PAGE_SIZE).default(PAGE_LIMITS.DEFAULT_PAGE_SIZE),
};

export const Collection = z.object({
  gameYear: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  kind: CollectionKind,
  playerCount: z.number().int().min(0),
  /** The collection's best card's image (its face). */
  imageUrl: z.string().nullable(),
  releasedAt: z.string().nullable(),
});
export type Collection = z.infer<typeof Collection>;

export const CollectionsRequest = z.object({ gameYear: GameYear });
export type CollectionsRequest = z.infer<typeof CollectionsRequest>;
export const Collections = z.array(Collection);
export type Collections = z.infer<typeof Collections>;

export const CollectionRequest = z.object({ gameYear: GameYear, slug: CollectionSlug });
export type CollectionRequest = z.infer<typeof CollectionRequest>;

export const CollectionPlayersRequest = CollectionRequest.extend(paging);
export type CollectionPlayersRequest = z.infer<typeof CollectionPlayersRequest>;
/** Members best first (overall, then eaId). */
export const CollectionPlayersPage = pageOf(PlayerItemSummary);
export type CollectionPlayersPage = z.infer<typeof CollectionPlayersPage>;

export const UserCollectionsRequest = z.object({ gameYear: GameYear });
export type UserCollectionsRequest = z.infer<typeof UserCollectionsRequest>;
export const UserCollection = Collection.extend({
  ownedCount: z.number().int().min(0),
  /** ownedCount / playerCount, 0..1 (0 for an empty collection). */
  progress: z.number().min(0).max(1),
});
export type UserCollection = z.infer<typeof UserCollection>;
export const UserCollections = z.array(UserCollection);
export type UserCollections = z.infer<typeof UserCollections>;

export const USER_COLLECTION_OWNED_FILTERS = ['all', 'owned', 'missing'] as const;
export const UserCollectionPlayersRequest = z.object({
  gameYear: GameYear,
  /** Only this collection's cards; absent, every card in any collection. */
  slug: CollectionSlug.optional(),
  owned: z.enum(USER_COLLECTION_OWNED_FILTERS).default('all'),
  ...paging,
});
export type UserCollectionPlayersRequest = z.infer<typeof UserCollectionPlayersRequest>;
export const UserCollectionPlayer = PlayerItemSummary.extend({ owned: z.boolean() });
export const UserCollectionPlayersPage = pageOf(UserCollectionPlayer);
export type UserCollectionPlayersPage = z.infer<typeof UserCollectionPlayersPage>;
