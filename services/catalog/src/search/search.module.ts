import { Module } from '@nestjs/common';
import { SearchIndexer } from './search-indexer.js';
import { SearchController } from './search.controller.js';
import { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';

/** Global search; exports SearchIndexer for the admin actions ("re-index search"). */
@Module({
  controllers: [SearchController],
  providers: [SearchService, SearchRepository, SearchIndexer],
  exports: [SearchIndexer],
})
export class SearchModule {}
