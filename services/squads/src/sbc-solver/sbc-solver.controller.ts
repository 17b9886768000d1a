import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SBC_SOLVER_CONTRACTS,
  type Caller,
  type SbcSolveJobRequest,
  type SbcSolveRequest,
  type UpdateSbcSolverPreferences,
} from '@futgg/contracts';
import { ContractPipe, CurrentUser, requireCaller } from '@futgg/service-kit';
import { SbcSolverService } from './sbc-solver.service.js';
import { SolverPreferencesService } from './solver-preferences.service.js';

@Controller()
export class SbcSolverController {
  constructor(
    private readonly solver: SbcSolverService,
    private readonly preferences: SolverPreferencesService,
  ) {}

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

  @MessagePattern(SBC_SOLVER_CONTRACTS.preferences.subject)
  readPreferences(
    @Payload(new ContractPipe(SBC_SOLVER_CONTRACTS.preferences)) _request: unknown,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.preferences.read(requireCaller(caller));
  }

  @MessagePattern(SBC_SOLVER_CONTRACTS.updatePreferences.subject)
  updatePreferences(
    @Payload(new ContractPipe(SBC_SOLVER_CONTRACTS.updatePreferences)) update: UpdateSbcSolverPreferences,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.preferences.update(requireCaller(caller), update);
  }
}
