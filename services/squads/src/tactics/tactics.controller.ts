import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ENTITY_OWNERS_CONTRACTS,
  TACTICS_CONTRACTS,
  type Caller,
  type EntityOwnersRequest,
  type CreateTacticsRequest,
  type ExportTacticCodeRequest,
  type ImportTacticCodeRequest,
  type ListUserTacticsRequest,
  type TacticGuidRequest,
  type UpdateTacticsRequest,
  type UserTacticsPageRequest,
} from '@futgg/contracts';
import { ContractPipe, CurrentUser, requireCaller } from '@futgg/service-kit';
import { TacticCodesService } from './tactic-codes.service.js';
import { TacticsService } from './tactics.service.js';

const C = TACTICS_CONTRACTS;

/** Tactics and their share codes: every subject needs a signed-in caller and acts on the caller's rows. */
@Controller()
export class TacticsController {
  constructor(
    private readonly tactics: TacticsService,
    private readonly codes: TacticCodesService,
  ) {}

  @MessagePattern(C.listUserTactics.subject)
  list(
    @Payload(new ContractPipe(C.listUserTactics)) request: ListUserTacticsRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.tactics.list(requireCaller(caller), request);
  }

  @MessagePattern(C.userTactics.subject)
  page(
    @Payload(new ContractPipe(C.userTactics)) request: UserTacticsPageRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.tactics.page(requireCaller(caller), request);
  }

  @MessagePattern(C.get.subject)
  get(@Payload(new ContractPipe(C.get)) request: TacticGuidRequest, @CurrentUser() caller: Caller | null) {
    return this.tactics.get(requireCaller(caller), request.guid);
  }

  @MessagePattern(C.create.subject)
  create(
    @Payload(new ContractPipe(C.create)) request: CreateTacticsRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.tactics.create(requireCaller(caller), request);
  }

  @MessagePattern(C.update.subject)
  update(
    @Payload(new ContractPipe(C.update)) request: UpdateTacticsRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.tactics.update(requireCaller(caller), request);
  }

  @MessagePattern(C.delete.subject)
  delete(
    @Payload(new ContractPipe(C.delete)) request: TacticGuidRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.tactics.delete(requireCaller(caller), request.guid);
  }

  /** Service to service (social's private comments): no caller needed, owner ids only. */
  @MessagePattern(ENTITY_OWNERS_CONTRACTS.tacticOwners.subject)
  owners(@Payload(new ContractPipe(ENTITY_OWNERS_CONTRACTS.tacticOwners)) request: EntityOwnersRequest) {
    return this.tactics.owners(request);
  }

  @MessagePattern(C.exportCode.subject)
  exportCode(
    @Payload(new ContractPipe(C.exportCode)) request: ExportTacticCodeRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.codes.exportCode(requireCaller(caller), request);
  }

  @MessagePattern(C.importCode.subject)
  importCode(
    @Payload(new ContractPipe(C.importCode)) request: ImportTacticCodeRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    requireCaller(caller);
    return this.codes.importCode(request);
  }
}
