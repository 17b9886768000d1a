import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EVOLUTIONS_CONTRACTS, type FindPathsRequest, type GetPathRequest } from '@futgg/contracts';
import { ContractPipe } from '@futgg/service-kit';
import { PathsService } from './paths.service.js';

@Controller()
export class PathsController {
  constructor(private readonly paths: PathsService) {}

  @MessagePattern(EVOLUTIONS_CONTRACTS.findPaths.subject)
  find(@Payload(new ContractPipe(EVOLUTIONS_CONTRACTS.findPaths)) request: FindPathsRequest) {
    return this.paths.find(request);
  }

  @MessagePattern(EVOLUTIONS_CONTRACTS.getPath.subject)
  get(@Payload(new ContractPipe(EVOLUTIONS_CONTRACTS.getPath)) request: GetPathRequest) {
    return this.paths.get(request.pathHash);
  }

  @MessagePattern(EVOLUTIONS_CONTRACTS.definitionData.subject)
  definitionData(@Payload(new ContractPipe(EVOLUTIONS_CONTRACTS.definitionData)) request: GetPathRequest) {
    return this.paths.definitionData(request.pathHash);
  }
}
