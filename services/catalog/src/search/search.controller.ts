import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATALOG_CONTRACTS, GlobalSearchRequest, ReindexSearchRequest } from '@futgg/contracts';
import { ContractPipe } from '@futgg/service-kit';
import { SearchIndexer } from './search-indexer.js';
import { SearchService } from './search.service.js';

@Controller()
export class SearchController {
  constructor(
    private readonly searchService: SearchService,
    private readonly indexer: SearchIndexer,
  ) {}

  @MessagePattern(CATALOG_CONTRACTS.search.subject)
  search(@Payload(new ContractPipe(CATALOG_CONTRACTS.search)) request: GlobalSearchRequest) {
    return this.searchService.search(request);
  }

  /** Service to service only (no gateway route): the admin action "re-index search" sends it. */
  @MessagePattern(CATALOG_CONTRACTS.searchReindex.subject)
  reindex(@Payload(new ContractPipe(CATALOG_CONTRACTS.searchReindex)) request: ReindexSearchRequest) {
    return this.indexer.reindex(request.gameYear);
  }
}
