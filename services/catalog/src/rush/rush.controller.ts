import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { RUSH_CONTRACTS, type RushRequest } from '@futgg/contracts';
import { ContractPipe } from '@futgg/service-kit';
import { RushRepository } from './rush.repository.js';

@Controller()
export class RushController {
  constructor(private readonly rush: RushRepository) {}

  @MessagePattern(RUSH_CONTRACTS.get.subject)
  get(@Payload(new ContractPipe(RUSH_CONTRACTS.get)) request: RushRequest) {
    return this.rush.page(request);
  }
}
