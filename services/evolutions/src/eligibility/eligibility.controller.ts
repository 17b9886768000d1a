import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  EVOLUTIONS_CONTRACTS,
  type EligiblePlayersRequest,
  type EvolutionPlayersRequest,
} from '@futgg/contracts';
import { ContractPipe } from '@futgg/service-kit';
import { EligiblePlayersService } from './eligible-players.service.js';

@Controller()
export class EligibilityController {
  constructor(private readonly eligible: EligiblePlayersService) {}

  @MessagePattern(EVOLUTIONS_CONTRACTS.eligiblePlayers.subject)
  eligiblePlayers(
    @Payload(new ContractPipe(EVOLUTIONS_CONTRACTS.eligiblePlayers)) request: EligiblePlayersRequest,
  ) {
    return this.eligible.eligiblePlayers(request);
  }

  @MessagePattern(EVOLUTIONS_CONTRACTS.players.subject)
  players(@Payload(new ContractPipe(EVOLUTIONS_CONTRACTS.players)) request: EvolutionPlayersRequest) {
    return this.eligible.players(request);
  }
}
