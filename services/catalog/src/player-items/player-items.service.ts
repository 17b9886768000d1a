import { Injectable } from '@nestjs/common';
import {
  FilterQueryError,
  decodeFilterQuery,
  hasFullChemistryByRule,
  type PlayerFilters,
} from '@futgg/game-rules';
import {
  DomainError,
  type ExistingPlayerItemsRequest,
  type GetPlayerDefinitionRequest,
  type GetPlayerItemRequest,
  type ListRecentPlayersRequest,
  type PlayerDefinition,
  type PlayerItem,
  type PlayerItemPage,
  type PlayerItemSummary,
  type PlayerCardPage,
  type SearchPlayerCardsRequest,
  type SearchPlayerItemsRequest,
  type MarketCardFactsPage,
  type MarketCardFactsRequest,
  type SquadPoolPage,
  type SquadPoolRequest,
} from '@futgg/contracts';
import { PlayerItemsRepository } from './player-items.repository.js';

@Injectable()
export class PlayerItemsService {
  constructor(private readonly repository: PlayerItemsRepository) {}

  async search(request: SearchPlayerItemsRequest): Promise<PlayerItemPage> {
    return this.repository.search(
      request.gameYear,
      decodeFilters(request.query),
      request.page,
      request.pageSize,
      request.excludedEaIds,
      request.priceKey,
    );
  }

  /** Whole cards for services that judge them by game-rules; `eaIds` narrows to named cards. */
  async searchCards(request: SearchPlayerCardsRequest): Promise<PlayerCardPage> {
    const filters = decodeFilters(request.query);
    if (request.eaIds) {
      const named = new Set(request.eaIds);
      const ids = filters.lists.ids ? filters.lists.ids.filter((id) => named.has(id)) : [...named];
      if (ids.length === 0) return { data: [], totalCount: 0 };
      filters.lists.ids = ids;
    }
    return this.repository.searchCards(
      request.gameYear,
      filters,
      request.requiredQueries.map(decodeFilters),
      request.page,
      request.pageSize,
      request.priceKey,
    );
  }

  async get(request: GetPlayerItemRequest): Promise<PlayerItem> {
    const item = await this.repository.findOne(request.gameYear, request.eaId);
    if (!item) throw notFound(request.gameYear, request.eaId);
    return item;
  }

  async existing(request: ExistingPlayerItemsRequest): Promise<{ eaIds: number[] }> {
    return { eaIds: await this.repository.existing(request.gameYear, request.eaIds) };
  }

  async marketFacts(request: MarketCardFactsRequest): Promise<MarketCardFactsPage> {
    return { cards: await this.repository.marketFacts(request.gameYear, request) };
  }

  async squadPool(request: SquadPoolRequest): Promise<SquadPoolPage> {
    const cards = await this.repository.squadPool(
      request.gameYear,
      request.priceKey,
      request.afterEaId,
      request.limit,
    );
    return { cards, nextAfterEaId: cards.length < request.limit ? null : cards.at(-1)!.eaId };
  }

  async definition(request: GetPlayerDefinitionRequest): Promise<PlayerDefinition> {
    const item = await this.get(request);
    // Only a card's current version is kept: older history versions are not stored (docs/api.md).
    if (request.historyVersion !== undefined && request.historyVersion !== item.historyVersion) {
      throw new DomainError(
        'NOT_FOUND',
        `Player ${request.eaId} has no history version ${request.historyVersion} (current is ${item.historyVersion})`,
        { field: 'history_version' },
      );
    }
    const names = await this.repository.namesOf(request.gameYear, {
      club: item.clubEaId,
      league: item.leagueEaId,
      nation: item.nationEaId,
    });
    return {
      ...item,
      id: item.eaId,
      ...names,
      extraClubChemistry: 0,
      extraLeagueChemistry: 0,
      extraNationChemistry: 0,
      isFullChemistry: hasFullChemistryByRule(item),
      isMyEvolutionsPlayerItem: false,
    };
  }

  async otherVersions(request: GetPlayerItemRequest): Promise<PlayerItemSummary[]> {
    const item = await this.get(request);
    return this.repository.otherVersions(request.gameYear, item.basePlayerEaId);
  }

  recent(request: ListRecentPlayersRequest): Promise<PlayerItemSummary[]> {
    return this.repository.recent(request.gameYear, request.limit);
  }
}

const notFound = (gameYear: number, eaId: number) =>
  new DomainError('NOT_FOUND', `No player item ${eaId} in game year ${gameYear}`);

/** The query was validated at the gateway; it is decoded again here because other services call us too. */
export const decodeFilters = (query: string): PlayerFilters => {
  try {
    return decodeFilterQuery(query);
  } catch (error) {
    if (error instanceof FilterQueryError)
      throw new DomainError('INVALID_INPUT', error.message, { field: error.field });
    throw error;
  }
};
