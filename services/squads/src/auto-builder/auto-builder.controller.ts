import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AUTO_BUILDER_CONTRACTS,
  type AutoBuildJobRequest,
  type AutoBuildRequest,
  type Caller,
} from '@futgg/contracts';
import { ContractPipe, CurrentUser, requireCaller } from '@futgg/service-kit';
import { AutoBuilderService } from './auto-builder.service.js';

@Controller()
export class AutoBuilderController {
  constructor(private readonly builder: AutoBuilderService) {}

  @MessagePattern(AUTO_BUILDER_CONTRACTS.start.subject)
  start(
    @Payload(new ContractPipe(AUTO_BUILDER_CONTRACTS.start)) request: AutoBuildRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.builder.start(requireCaller(caller), request);
  }

  @MessagePattern(AUTO_BUILDER_CONTRACTS.get.subject)
  get(
    @Payload(new ContractPipe(AUTO_BUILDER_CONTRACTS.get)) request: AutoBuildJobRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.builder.get(requireCaller(caller), request.jobId);
  }

  @MessagePattern(AUTO_BUILDER_CONTRACTS.cancel.subject)
  cancel(
    @Payload(new ContractPipe(AUTO_BUILDER_CONTRACTS.cancel)) request: AutoBuildJobRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.builder.cancel(requireCaller(caller), request.jobId);
  }
}
