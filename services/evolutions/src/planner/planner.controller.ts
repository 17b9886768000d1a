import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EVOLUTIONS_CONTRACTS, type Caller, type PlanEvolutionsRequest } from '@futgg/contracts';
import { ContractPipe, CurrentUser, requireCaller } from '@futgg/service-kit';
import { PlannerService } from './planner.service.js';

@Controller()
export class PlannerController {
  constructor(private readonly planner: PlannerService) {}

  @MessagePattern(EVOLUTIONS_CONTRACTS.plan.subject)
  plan(
    @Payload(new ContractPipe(EVOLUTIONS_CONTRACTS.plan)) request: PlanEvolutionsRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.planner.plan(requireCaller(caller), request);
  }
}
