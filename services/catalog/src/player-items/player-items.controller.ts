import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CATALOG_CONTRACTS,
  ExistingPlayerItemsRequest,
  GetPlayerDefinitionRequest,
  GetPlayerItemRequest,
  ListRecentPlayersRequest,
  MarketCardFactsRequest,
  SearchPlayerCardsRequest,
  SearchPlayerItemsRequest,
  SquadPoolRequest,
} from '@futgg/contracts';
import { ContractPipe } from '@futgg/service-kit';
import { PlayerItemsService } from './player-items.service.js';

@Controller()
export class PlayerItemsController {
  constructor(private readonly playerItems: PlayerItemsService) {}

  @MessagePattern(CATALOG_CONTRACTS.searchPlayerItems.subject)
  search(@Payload(new ContractPipe(CATALOG_CONTRACTS.searchPlayerItems)) request: SearchPlayerItemsRequest) {
    return this.playerItems.search(request);
  }

  @MessagePattern(CATALOG_CONTRACTS.searchPlayerCards.subject)
  searchCards(
    @Payload(new ContractPipe(CATALOG_CONTRACTS.searchPlayerCards)) request: SearchPlayerCardsRequest,
  ) {
    return this.playerItems.searchCards(request);
  }

  @MessagePattern(CATALOG_CONTRACTS.getPlayerItem.subject)
  get(@Payload(new ContractPipe(CATALOG_CONTRACTS.getPlayerItem)) request: GetPlayerItemRequest) {
    return this.playerItems.get(request);
  }

  @MessagePattern(CATALOG_CONTRACTS.existingPlayerItems.subject)
  existing(
    @Payload(new ContractPipe(CATALOG_CONTRACTS.existingPlayerItems)) request: ExistingPlayerItemsRequest,
  ) {
    return this.playerItems.existing(request);
  }

  @MessagePattern(CATALOG_CONTRACTS.marketCardFacts.subject)
  marketFacts(@Payload(new ContractPipe(CATALOG_CONTRACTS.marketCardFacts)) request: MarketCardFactsRequest) {
    return this.playerItems.marketFacts(request);
  }

  @MessagePattern(CATALOG_CONTRACTS.squadPool.subject)
  squadPool(@Payload(new ContractPipe(CATALOG_CONTRACTS.squadPool)) request: SquadPoolRequest) {
    return this.playerItems.squadPool(request);
  }

  @MessagePattern(CATALOG_CONTRACTS.getPlayerDefinition.subject)
  definition(
    @Payload(new ContractPipe(CATALOG_CONTRACTS.getPlayerDefinition)) request: GetPlayerDefinitionRequest,
  ) {
    return this.playerItems.definition(request);
  }

  @MessagePattern(CATALOG_CONTRACTS.getDefinitionData.subject)
  definitionData(
    @Payload(new ContractPipe(CATALOG_CONTRACTS.getDefinitionData)) request: GetPlayerDefinitionRequest,
  ) {
    return this.playerItems.definition(request);
  }

  @MessagePattern(CATALOG_CONTRACTS.listOtherVersions.subject)
  otherVersions(
    @Payload(new ContractPipe(CATALOG_CONTRACTS.listOtherVersions)) request: GetPlayerItemRequest,
  ) {
    return this.playerItems.otherVersions(request);
  }

  @MessagePattern(CATALOG_CONTRACTS.listRecentPlayers.subject)
  recent(@Payload(new ContractPipe(CATALOG_CONTRACTS.listRecentPlayers)) request: ListRecentPlayersRequest) {
    return this.playerItems.recent(request);
  }
}
