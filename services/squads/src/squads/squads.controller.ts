import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ENTITY_OWNERS_CONTRACTS,
  SQUADS_CONTRACTS,
  type Caller,
  type DeleteSquadRequest,
  type EntityOwnersRequest,
  type GetSquadRequest,
  type ListSquadsRequest,
  type SaveSquadRequest,
} from '@futgg/contracts';
import { ContractPipe, CurrentUser, requireCaller } from '@futgg/service-kit';
import { SquadReader } from './squad-reader.js';
import { SquadsService } from './squads.service.js';

const C = SQUADS_CONTRACTS;

/** The squads subjects: get is open to anyone; save, list and delete act for the signed-in caller only. */
@Controller()
export class SquadsController {
  constructor(
    private readonly squads: SquadsService,
    private readonly reader: SquadReader,
  ) {}

  @MessagePattern(C.save.subject)
  save(@Payload(new ContractPipe(C.save)) request: SaveSquadRequest, @CurrentUser() caller: Caller | null) {
    return this.squads.save(requireCaller(caller), request);
  }

  @MessagePattern(C.get.subject)
  get(@Payload(new ContractPipe(C.get)) request: GetSquadRequest, @CurrentUser() caller: Caller | null) {
    return this.reader.view(request.uuid, caller);
  }

  @MessagePattern(C.list.subject)
  list(@Payload(new ContractPipe(C.list)) request: ListSquadsRequest, @CurrentUser() caller: Caller | null) {
    return this.squads.list(requireCaller(caller), request);
  }

  @MessagePattern(C.delete.subject)
  delete(
    @Payload(new ContractPipe(C.delete)) request: DeleteSquadRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.squads.remove(requireCaller(caller), request.uuid);
  }

  /** Service to service (social's private comments): no caller needed, owner ids only. */
  @MessagePattern(ENTITY_OWNERS_CONTRACTS.squadOwners.subject)
  owners(@Payload(new ContractPipe(ENTITY_OWNERS_CONTRACTS.squadOwners)) request: EntityOwnersRequest) {
    return this.squads.owners(request);
  }
}
