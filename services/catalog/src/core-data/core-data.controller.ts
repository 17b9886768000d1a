import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATALOG_CONTRACTS, GetCoreDataRequest } from '@futgg/contracts';
import { ContractPipe } from '@futgg/service-kit';
import { CoreDataService } from './core-data.service.js';

@Controller()
export class CoreDataController {
  constructor(private readonly coreData: CoreDataService) {}

  @MessagePattern(CATALOG_CONTRACTS.getCoreData.subject)
  get(@Payload(new ContractPipe(CATALOG_CONTRACTS.getCoreData)) request: GetCoreDataRequest) {
    return this.coreData.get(request.gameYear);
  }
}
