import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATALOG_CONTRACTS, GlobalSearchRequest } from '@futgg/contracts';
import { ContractPipe } from '@futgg/service-kit';
import { SearchService } from './search.service.js';

@Controller()
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @MessagePattern(CATALOG_CONTRACTS.search.subject)
  search(@Payload(new ContractPipe(CATALOG_CONTRACTS.search)) request: GlobalSearchRequest) {
    return this.searchService.search(request);
  }
}
