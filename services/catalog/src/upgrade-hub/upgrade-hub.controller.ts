import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { UPGRADE_HUB_CONTRACTS as C, type UpgradeHubRequest } from '@futgg/contracts';
import { ContractPipe } from '@futgg/service-kit';
import { UpgradeHubService } from './upgrade-hub.service.js';

@Controller()
export class UpgradeHubController {
  constructor(private readonly hub: UpgradeHubService) {}

  @MessagePattern(C.get.subject)
  page(@Payload(new ContractPipe(C.get)) request: UpgradeHubRequest) {
    return this.hub.page(request);
  }
}
