import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SBC_CONTRACTS, type SbcCheckRequest } from '@futgg/contracts';
import { ContractPipe } from '@futgg/service-kit';
import { SbcCheckService } from './sbc-check.service.js';

/** squads.sbc.check: open to anyone, like reading a squad. */
@Controller()
export class SbcCheckController {
  constructor(private readonly checker: SbcCheckService) {}

  @MessagePattern(SBC_CONTRACTS.check.subject)
  check(@Payload(new ContractPipe(SBC_CONTRACTS.check)) request: SbcCheckRequest) {
    return this.checker.check(request);
  }
}
