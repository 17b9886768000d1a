import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  EVOLUTIONS_CONTRACTS,
  type Caller,
  type CreateEvolutionRequest,
  type EvolutionCountsRequest,
  type ExpireEvolutionRequest,
  type GetEvolutionRequest,
  type ImportEvolutionsRequest,
  type ListEvolutionsRequest,
  type UpdateEvolutionRequest,
} from '@futgg/contracts';
import { ContractPipe, CurrentUser } from '@futgg/service-kit';
import { EvoLabService } from '../evo-lab/evo-lab.service.js';
import { EvolutionsService } from './evolutions.service.js';

const C = EVOLUTIONS_CONTRACTS;

@Controller()
export class EvolutionsController {
  constructor(
    private readonly evolutions: EvolutionsService,
    private readonly evoLab: EvoLabService,
  ) {}

  @MessagePattern(C.get.subject)
  get(@Payload(new ContractPipe(C.get)) request: GetEvolutionRequest) {
    return this.evolutions.get(request.gameYear, request.id);
  }

  @MessagePattern(C.list.subject)
  list(@Payload(new ContractPipe(C.list)) request: ListEvolutionsRequest) {
    return this.evolutions.list(request);
  }

  @MessagePattern(C.counts.subject)
  async counts(
    @Payload(new ContractPipe(C.counts)) request: EvolutionCountsRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.evolutions.counts(request.gameYear, await this.evoLab.countOf(caller));
  }

  @MessagePattern(C.create.subject)
  create(
    @Payload(new ContractPipe(C.create)) request: CreateEvolutionRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.evolutions.create(caller, request);
  }

  @MessagePattern(C.update.subject)
  update(
    @Payload(new ContractPipe(C.update)) request: UpdateEvolutionRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.evolutions.update(caller, request);
  }

  @MessagePattern(C.expire.subject)
  expire(
    @Payload(new ContractPipe(C.expire)) request: ExpireEvolutionRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.evolutions.expire(caller, request);
  }

  @MessagePattern(C.import.subject)
  import(@Payload(new ContractPipe(C.import)) request: ImportEvolutionsRequest) {
    return this.evolutions.import(request);
  }
}
