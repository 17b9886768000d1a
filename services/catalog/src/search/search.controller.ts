import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATALOG, GlobalSearchRequest } from '@futgg/contracts';
import { ContractPipe } from '@futgg/service-kit';
import { SearchService } from './search.service.js';

@Controller()
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @MessagePattern(CATALOG.search)
  search(@Payload(new ContractPipe(GlobalSearchRequest)) request: GlobalSearchRequest) {
    return this.searchService.search(request);
  }
}
