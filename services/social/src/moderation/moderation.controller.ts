import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  MODERATION_CONTRACTS,
  type Caller,
  type CloseReportRequest,
  type ListReportsRequest,
  type SendReportRequest,
} from '@futgg/contracts';
import { ContractPipe, CurrentUser, requireCaller } from '@futgg/service-kit';
import { ModerationService } from './moderation.service.js';

const C = MODERATION_CONTRACTS;

/** The moderation subjects: sending a report needs a caller; listing and closing need an admin. */
@Controller()
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @MessagePattern(C.sendReport.subject)
  send(
    @Payload(new ContractPipe(C.sendReport)) request: SendReportRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.moderation.send(requireCaller(caller), request);
  }

  @MessagePattern(C.listReports.subject)
  list(
    @Payload(new ContractPipe(C.listReports)) request: ListReportsRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.moderation.list(requireCaller(caller), request);
  }

  @MessagePattern(C.closeReport.subject)
  close(
    @Payload(new ContractPipe(C.closeReport)) request: CloseReportRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.moderation.close(requireCaller(caller), request);
  }
}
