import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { SearchResult } from '@futgg/contracts';
import { PG_POOL, rows } from '@futgg/service-kit';
import { globalSearchQuery } from './search-query.js';

@Injectable()
export class SearchRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** The best documents for a folded text (ranking: search-query.ts). */
  search(gameYear: number, text: string, limit: number): Promise<SearchResult[]> {
    const query = globalSearchQuery(gameYear, text, limit);
    return rows<SearchResult>(this.pool, query.text, query.values);
  }
}
