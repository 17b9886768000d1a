import { Injectable } from '@nestjs/common';
import { normalizeSearchText, type GlobalSearchRequest, type SearchResult } from '@futgg/contracts';
import { SearchRepository } from './search.repository.js';

@Injectable()
export class SearchService {
  constructor(private readonly repository: SearchRepository) {}

  /**
   * Players, evolutions, SBCs, objectives, collections and tournaments in one list ranked by how well
   * their names answer the text (the index: search-indexer.ts; the ranking: search-query.ts).
   */
  search(request: GlobalSearchRequest): Promise<SearchResult[]> {
    return this.repository.search(request.gameYear, normalizeSearchText(request.q), request.limit);
  }
}
