import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  COLLECTIONS_CONTRACTS as C,
  type Caller,
  type CollectionPlayersRequest,
  type CollectionRequest,
  type CollectionsRequest,
  type UserCollectionPlayersRequest,
  type UserCollectionsRequest,
} from '@futgg/contracts';
import { ContractPipe, CurrentUser, requireCaller } from '@futgg/service-kit';
import { CollectionsService } from './collections.service.js';

@Controller()
export class CollectionsController {
  constructor(private readonly collections: CollectionsService) {}

  @MessagePattern(C.list.subject)
  list(@Payload(new ContractPipe(C.list)) request: CollectionsRequest) {
    return this.collections.list(request);
  }

  @MessagePattern(C.get.subject)
  get(@Payload(new ContractPipe(C.get)) request: CollectionRequest) {
    return this.collections.get(request);
  }

  @MessagePattern(C.players.subject)
  players(@Payload(new ContractPipe(C.players)) request: CollectionPlayersRequest) {
    return this.collections.players(request);
  }

  @MessagePattern(C.user.subject)
  user(
    @Payload(new ContractPipe(C.user)) request: UserCollectionsRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.collections.user(requireCaller(caller), request);
  }

  @MessagePattern(C.userPlayers.subject)
  userPlayers(
    @Payload(new ContractPipe(C.userPlayers)) request: UserCollectionPlayersRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.collections.userPlayers(requireCaller(caller), request);
  }
}
