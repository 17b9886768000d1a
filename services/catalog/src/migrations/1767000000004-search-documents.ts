import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Global search's index (docs/search.md): one row per thing a search can find (a player card, an
 * evolution, an SBC, an objective, a collection, a tournament), written by the search indexer from each
 * kind's own table or service, never by hand. `search_text` is the name folded as the search input is
 * (lower case, accents removed: libs/contracts normalizeSearchText), so the trigram index answers
 * "mbappe" for "Mbappé" without the `unaccent` extension (not immutable, so no index could use it).
 * The rank signals are the values at indexing time; a re-index refreshes them. No index on the kind: a
 * re-index deletes a year's kinds through the key's game_year prefix, and a search must not be planned on
 * the year alone (the trigram index or a scan answer it).
 */
export class SearchDocuments1767000000004 implements MigrationInterface {
  name = 'SearchDocuments1767000000004';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await db.query(`
      CREATE TABLE catalog.search_documents (
        game_year smallint NOT NULL,
        kind text NOT NULL CHECK (kind IN ('player', 'evolution', 'sbc', 'objective', 'collection', 'tournament')),
        key text NOT NULL,
        url text NOT NULL,
        name text NOT NULL,
        image_url text,
        description text,
        search_text text NOT NULL,
        group_key text NOT NULL,
        overall smallint,
        pageviews bigint NOT NULL DEFAULT 0,
        price bigint,
        recency timestamptz,
        indexed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (game_year, key)
      )`);
    await db.query(
      'CREATE INDEX search_documents_text_trgm ON catalog.search_documents USING gin (search_text gin_trgm_ops)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS catalog.search_documents');
  }
}
