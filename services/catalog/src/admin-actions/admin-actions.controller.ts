import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ADMIN_ACTIONS_CONTRACTS as C,
  type AdminActionRequest,
  type AdminAuditRequest,
  type Caller,
} from '@futgg/contracts';
import { ContractPipe, CurrentUser, requireCaller } from '@futgg/service-kit';
import { AdminActionsService } from './admin-actions.service.js';

@Controller()
export class AdminActionsController {
  constructor(private readonly actions: AdminActionsService) {}

  @MessagePattern(C.run.subject)
  run(@Payload(new ContractPipe(C.run)) request: AdminActionRequest, @CurrentUser() caller: Caller | null) {
    return this.actions.run(requireCaller(caller), request);
  }

  @MessagePattern(C.audit.subject)
  audit(
    @Payload(new ContractPipe(C.audit)) request: AdminAuditRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.actions.log(requireCaller(caller), request);
  }
}
