import { defineContract } from '../contract/contract.js';
import {
  Collection,
  CollectionPlayersPage,
  CollectionPlayersRequest,
  CollectionRequest,
  Collections,
  CollectionsRequest,
  UserCollectionPlayersPage,
  UserCollectionPlayersRequest,
  UserCollections,
  UserCollectionsRequest,
} from './collections.schemas.js';

/** The catalog's collections subjects (docs/feed-and-collections.md); the user* ones need a caller. */
export const COLLECTIONS_CONTRACTS = {
  list: defineContract('catalog.collections.list', 1, CollectionsRequest, Collections),
  get: defineContract('catalog.collections.get', 1, CollectionRequest, Collection),
  players: defineContract('catalog.collections.players', 1, CollectionPlayersRequest, CollectionPlayersPage),
  user: defineContract('catalog.collections.user', 1, UserCollectionsRequest, UserCollections),
  userPlayers: defineContract(
    'catalog.collections.user-players',
    1,
    UserCollectionPlayersRequest,
    UserCollectionPlayersPage,
  ),
} as const;
