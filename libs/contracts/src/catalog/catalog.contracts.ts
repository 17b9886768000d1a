import { z } from 'zod';
import { defineContract } from '../contract/contract.js';
import { CoreData, GetCoreDataRequest } from './core-data.schemas.js';
import {
  ExistingPlayerItems,
  ExistingPlayerItemsRequest,
  MarketCardFactsPage,
  MarketCardFactsRequest,
  GetPlayerDefinitionRequest,
  GetPlayerItemRequest,
  ListRecentPlayersRequest,
  PlayerDefinition,
  PlayerItem,
  PlayerItemPage,
  PlayerItemSummary,
  PlayerCardPage,
  SearchPlayerCardsRequest,
  SearchPlayerItemsRequest,
  SquadPoolPage,
  SquadPoolRequest,
} from './player-items.schemas.js';
import { GlobalSearchRequest, ReindexSearchReply, ReindexSearchRequest, SearchResult } from './search.schemas.js';
import {
  UserClubAddRequest,
  UserClubCards,
  UserClubCardsRequest,
  UserClubExportRequest,
  UserClubFile,
  UserClubImportRequest,
  UserClubImportSummary,
  UserClubItem,
  UserClubListRequest,
  UserClubPage,
  UserClubRemoveRequest,
  UserClubRemoved,
} from './user-club.schemas.js';

/** The catalog's subjects, each with its version and its request and reply schemas. */
export const CATALOG_CONTRACTS = {
  getCoreData: defineContract('catalog.core-data.get', 1, GetCoreDataRequest, CoreData),
  searchPlayerItems: defineContract(
    'catalog.player-items.search',
    1,
    SearchPlayerItemsRequest,
    PlayerItemPage,
  ),
  searchPlayerCards: defineContract(
    'catalog.player-items.cards',
    1,
    SearchPlayerCardsRequest,
    PlayerCardPage,
  ),
  getPlayerItem: defineContract('catalog.player-items.get', 1, GetPlayerItemRequest, PlayerItem),
  existingPlayerItems: defineContract(
    'catalog.player-items.existing',
    1,
    ExistingPlayerItemsRequest,
    ExistingPlayerItems,
  ),
  marketCardFacts: defineContract(
    'catalog.player-items.market-facts',
    1,
    MarketCardFactsRequest,
    MarketCardFactsPage,
  ),
  getPlayerDefinition: defineContract(
    'catalog.player-definitions.get',
    1,
    GetPlayerDefinitionRequest,
    PlayerDefinition,
  ),
  listOtherVersions: defineContract(
    'catalog.player-definitions.other-versions',
    1,
    GetPlayerItemRequest,
    z.array(PlayerItemSummary),
  ),
  getDefinitionData: defineContract(
    'catalog.player-definitions.definition-data',
    1,
    GetPlayerDefinitionRequest,
    PlayerDefinition,
  ),
  listRecentPlayers: defineContract(
    'catalog.recent-players.list',
    1,
    ListRecentPlayersRequest,
    z.array(PlayerItemSummary),
  ),
  search: defineContract('catalog.search.query', 1, GlobalSearchRequest, z.array(SearchResult)),
  searchReindex: defineContract('catalog.search.reindex', 1, ReindexSearchRequest, ReindexSearchReply),
  userClubList: defineContract('catalog.user-club.list', 1, UserClubListRequest, UserClubPage),
  userClubImport: defineContract('catalog.user-club.import', 1, UserClubImportRequest, UserClubImportSummary),
  userClubAdd: defineContract('catalog.user-club.add', 1, UserClubAddRequest, UserClubItem),
  userClubRemove: defineContract('catalog.user-club.remove', 1, UserClubRemoveRequest, UserClubRemoved),
  userClubExport: defineContract('catalog.user-club.export', 1, UserClubExportRequest, UserClubFile),
  /** Services only (the squads auto-builder): every card, compact, page after page. */
  squadPool: defineContract('catalog.player-items.squad-pool', 1, SquadPoolRequest, SquadPoolPage),
  /** Services only (the evolutions planner): never routed by the gateway (user-club.schemas.ts). */
  userClubCards: defineContract('catalog.user-club.cards', 1, UserClubCardsRequest, UserClubCards),
} as const;
