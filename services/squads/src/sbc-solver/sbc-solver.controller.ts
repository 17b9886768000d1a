import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SBC_SOLVER_CONTRACTS,
  type Caller,
  type SbcSolveJobRequest,
  type SbcSolveRequest,
} from '@futgg/contracts';
import { ContractPipe, CurrentUser, requireCaller } from '@futgg/service-kit';
import { SbcSolverService } from './sbc-solver.service.js';

@Controller()
export class SbcSolverController {
  constructor(private readonly solver: SbcSolverService) {}

  @MessagePattern(SBC_SOLVER_CONTRACTS.start.subject)
  start(
    @Payload(new ContractPipe(SBC_SOLVER_CONTRACTS.start)) request: SbcSolveRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.solver.start(requireCaller(caller), request);
  }

  @MessagePattern(SBC_SOLVER_CONTRACTS.get.subject)
  get(
    @Payload(new ContractPipe(SBC_SOLVER_CONTRACTS.get)) request: SbcSolveJobRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.solver.get(requireCaller(caller), request.jobId);
  }

  @MessagePattern(SBC_SOLVER_CONTRACTS.cancel.subject)
  cancel(
    @Payload(new ContractPipe(SBC_SOLVER_CONTRACTS.cancel)) request: SbcSolveJobRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.solver.cancel(requireCaller(caller), request.jobId);
  }
}
