import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CATALOG,
  GetPlayerDefinitionRequest,
  GetPlayerItemRequest,
  ListRecentPlayersRequest,
  SearchPlayerItemsRequest,
} from '@futgg/contracts';
import { ContractPipe } from '@futgg/service-kit';
import { PlayerItemsService } from './player-items.service.js';

@Controller()
export class PlayerItemsController {
  constructor(private readonly playerItems: PlayerItemsService) {}

  @MessagePattern(CATALOG.searchPlayerItems)
  search(@Payload(new ContractPipe(SearchPlayerItemsRequest)) request: SearchPlayerItemsRequest) {
    return this.playerItems.search(request);
  }

  @MessagePattern(CATALOG.getPlayerItem)
  get(@Payload(new ContractPipe(GetPlayerItemRequest)) request: GetPlayerItemRequest) {
    return this.playerItems.get(request);
  }

  @MessagePattern(CATALOG.getPlayerDefinition)
  definition(@Payload(new ContractPipe(GetPlayerDefinitionRequest)) request: GetPlayerDefinitionRequest) {
    return this.playerItems.definition(request);
  }

  @MessagePattern(CATALOG.getDefinitionData)
  definitionData(@Payload(new ContractPipe(GetPlayerDefinitionRequest)) request: GetPlayerDefinitionRequest) {
    return this.playerItems.definition(request);
  }

  @MessagePattern(CATALOG.listOtherVersions)
  otherVersions(@Payload(new ContractPipe(GetPlayerItemRequest)) request: GetPlayerItemRequest) {
    return this.playerItems.otherVersions(request);
  }

  @MessagePattern(CATALOG.listRecentPlayers)
  recent(@Payload(new ContractPipe(ListRecentPlayersRequest)) request: ListRecentPlayersRequest) {
    return this.playerItems.recent(request);
  }
}
