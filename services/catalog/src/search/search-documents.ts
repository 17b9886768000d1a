import pg, { type ClientBase } from 'pg';
import { normalizeSearchText, type Evolution, type SearchKind } from '@futgg/contracts';
import { POSITION_NAME_BY_ID, chemistryKindOf, type PositionId } from '@futgg/game-rules';
import { escapeHtml, playerDescription } from './search-description.js';

/** One row of catalog.search_documents: what a search can find, with its rank signals. */
export interface SearchDocument {
  kind: SearchKind;
  key: string;
  url: string;
  name: string;
  imageUrl: string | null;
  /** HTML built from escaped text only. */
  description: string | null;
  /** The name folded as search input is (normalizeSearchText). */
  searchText: string;
  /** Results sharing it come together (one player's versions); any other result is its own group. */
  groupKey: string;
  overall: number | null;
  pageviews: number;
  price: number | null;
  recency: string | null;
}

/** Plain text cut to a length at a word, for descriptions written from free text. */
export const excerpt = (text: string, length = 140): string => {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= length) return plain;
  const cut = plain.slice(0, length);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : length)}…`;
};

interface PlayerRow {
  eaId: number;
  basePlayerEaId: number;
  commonName: string;
  searchName: string;
  overall: number;
  position: number;
  rarityName: string | null;
  rarityImageUrl: string | null;
  clubEaId: number;
  leagueEaId: number;
  clubName: string | null;
  leagueName: string | null;
  pageviews: number;
  price: number | null;
  createdAt: Date;
}

/** Every card of a year as a document: the result global search has always shown for a player. */
export const readPlayerDocuments = async (db: ClientBase, gameYear: number): Promise<SearchDocument[]> => {
  const { rows } = await db.query<PlayerRow>(
    `SELECT p.ea_id AS "eaId", p.base_player_ea_id AS "basePlayerEaId", p.common_name AS "commonName",
            p.search_name AS "searchName", p.overall, p.position, r.name AS "rarityName",
            r.compact_image_url AS "rarityImageUrl", p.club_ea_id AS "clubEaId", p.league_ea_id AS "leagueEaId",
            c.name AS "clubName", l.name AS "leagueName", p.pageviews, p.price, p.created_at AS "createdAt"
     FROM catalog.player_items p
     LEFT JOIN catalog.rarities r ON r.game_year = p.game_year AND r.ea_id = p.rarity_ea_id
     LEFT JOIN catalog.clubs c ON c.game_year = p.game_year AND c.ea_id = p.club_ea_id
     LEFT JOIN catalog.leagues l ON l.game_year = p.game_year AND l.ea_id = p.league_ea_id
     WHERE p.game_year = $1`,
    [gameYear],
  );
  return rows.map((hit) => ({
    kind: 'player',
    key: `player-${gameYear}-${hit.eaId}`,
    url: `/${gameYear}/players/${hit.eaId}/`,
    name: hit.commonName,
    imageUrl: hit.rarityImageUrl,
    description: playerDescription({
      overall: hit.overall,
      versionName: hit.rarityName,
      positionName: POSITION_NAME_BY_ID[hit.position as PositionId] ?? '',
      // An icon's or a hero's club is the special team its version already says: its league instead,
      // as the site's pages show it ("Prime Icon · CB · Icons").
      clubName: chemistryKindOf(hit) === 'player' ? hit.clubName : hit.leagueName,
    }),
    searchText: hit.searchName,
    groupKey: `player-${gameYear}-base-${hit.basePlayerEaId}`,
    overall: hit.overall,
    pageviews: hit.pageviews,
    price: hit.price,
    recency: hit.createdAt.toISOString(),
  }));
};

/** An evolution as the evolutions service lists it (asked over NATS: its tables are not ours). */
export const evolutionDocument = (evolution: Evolution): SearchDocument => {
  const cost =
    evolution.coinsCost > 0 || evolution.pointsCost > 0
      ? `${evolution.coinsCost.toLocaleString('en')} coins · ${evolution.pointsCost.toLocaleString('en')} points`
      : 'Free';
  const status = evolution.isActive ? null : 'Ended';
  return {
    kind: 'evolution',
    key: `evolution-${evolution.id}`,
    url: `/evolutions/${evolution.id}/`,
    name: evolution.name,
    imageUrl: null,
    description: [
      '<b>Evolution</b>',
      ...[status, cost, excerpt(evolution.description)].filter(Boolean).map((part) => escapeHtml(part!)),
    ].join(' · '),
    searchText: normalizeSearchText(evolution.name),
    groupKey: `evolution-${evolution.id}`,
    overall: null,
    pageviews: 0,
    price: null,
    recency: evolution.createdAt,
  };
};

/** The catalog-owned kinds besides players, read from their modules' tables (see contentSources). */
export interface ContentRow {
  id: string;
  name: string;
  url: string;
  imageUrl: string | null;
  /** Plain text; escaped here. */
  label: string;
  detail: string | null;
  pageviews: number | null;
  recency: Date | string | null;
}

export const contentDocument = (kind: SearchKind, gameYear: number, row: ContentRow): SearchDocument => ({
  kind,
  key: `${kind}-${gameYear}-${row.id}`,
  url: row.url,
  name: row.name,
  imageUrl: row.imageUrl,
  description: [
    `<b>${escapeHtml(row.label)}</b>`,
    ...(row.detail ? [escapeHtml(excerpt(row.detail))] : []),
  ].join(' · '),
  searchText: normalizeSearchText(row.name),
  groupKey: `${kind}-${gameYear}-${row.id}`,
  overall: null,
  pageviews: row.pageviews ?? 0,
  price: null,
  recency: row.recency === null ? null : new Date(row.recency).toISOString(),
});

/**
 * Where each catalog-owned content kind comes from: a table of another module and one query giving
 * ContentRow columns for a year. A kind whose table does not exist (its module not migrated) is skipped.
 */
export interface ContentSource {
  kind: SearchKind;
  table: string;
  sql: string;
}

export const CONTENT_SOURCES: ContentSource[] = [
  {
    // A set is the SBC page (/sbc/{setId}/); its challenges are on it.
    kind: 'sbc',
    table: 'catalog.sbc_sets',
    sql: `SELECT s.id::text AS id, s.name, '/sbc/' || s.id || '/' AS url, NULL AS "imageUrl", 'SBC' AS label,
                 concat_ws(' · ', c.name, nullif(s.description, '')) AS detail, NULL AS pageviews,
                 s.starts_at AS recency
          FROM catalog.sbc_sets s
          LEFT JOIN catalog.sbc_categories c ON c.game_year = s.game_year AND c.id = s.category_id
          WHERE s.game_year = $1`,
  },
  {
    // A group is the objectives page (/objectives/{slug}/); its objectives are on it.
    kind: 'objective',
    table: 'catalog.objective_groups',
    sql: `SELECT g.id::text AS id, g.name, '/objectives/' || g.slug || '/' AS url, NULL AS "imageUrl",
                 'Objectives' AS label, concat_ws(' · ', t.name, nullif(g.description, '')) AS detail,
                 NULL AS pageviews, g.starts_at AS recency
          FROM catalog.objective_groups g
          LEFT JOIN catalog.objective_tabs t ON t.game_year = g.game_year AND t.id = g.tab_id
          WHERE g.game_year = $1`,
  },
  {
    kind: 'collection',
    table: 'catalog.collections',
    sql: `SELECT c.slug AS id, c.name, '/collections/' || c.slug || '/' AS url, NULL AS "imageUrl",
                 'Collection' AS label, nullif(c.description, '') AS detail, NULL AS pageviews,
                 c.released_on AS recency
          FROM catalog.collections c
          WHERE c.game_year = $1`,
  },
  {
    kind: 'tournament',
    table: 'catalog.live_tournaments',
    sql: `SELECT t.slug AS id, t.name, '/live/' || t.slug || '/' AS url, NULL AS "imageUrl", 'Tournament' AS label,
                 concat_ws(' · ', to_char(t.start_date, 'FMDD Mon YYYY') || ' – ' || to_char(t.end_date, 'FMDD Mon YYYY'),
                           nullif(t.description, '')) AS detail,
                 NULL AS pageviews, t.start_date AS recency
          FROM catalog.live_tournaments t
          WHERE t.game_year = $1`,
  },
];

/** The catalog-owned kinds (not evolutions) of a year, from the tables present. */
export const readCatalogDocuments = async (
  db: ClientBase,
  gameYear: number,
): Promise<{ kinds: SearchKind[]; documents: SearchDocument[] }> => {
  const documents = await readPlayerDocuments(db, gameYear);
  const kinds: SearchKind[] = ['player'];
  for (const source of CONTENT_SOURCES) {
    const { rows: present } = await db.query<{ present: boolean }>(
      'SELECT to_regclass($1) IS NOT NULL AS present',
      [source.table],
    );
    if (!present[0]?.present) continue;
    const { rows } = await db.query<ContentRow>(source.sql, [gameYear]);
    kinds.push(source.kind);
    documents.push(...rows.map((row) => contentDocument(source.kind, gameYear, row)));
  }
  return { kinds: [...new Set(kinds)], documents };
};

const COLUMNS =
  'game_year, kind, key, url, name, image_url, description, search_text, group_key, overall, pageviews, price, recency';

/**
 * Replaces the documents of the given kinds of a year by these, in the caller's transaction: a search
 * sees the old set or the new one, never half of each. Written in slices of arrays (unnest), one
 * statement per 5,000 rows.
 */
export const replaceDocuments = async (
  db: ClientBase,
  gameYear: number,
  kinds: readonly SearchKind[],
  documents: readonly SearchDocument[],
): Promise<void> => {
  await db.query('DELETE FROM catalog.search_documents WHERE game_year = $1 AND kind = ANY($2::text[])', [
    gameYear,
    kinds,
  ]);
  for (let start = 0; start < documents.length; start += 5000) {
    const slice = documents.slice(start, start + 5000);
    const column = <T>(pick: (document: SearchDocument) => T) => slice.map(pick);
    await db.query(
      `INSERT INTO catalog.search_documents (${COLUMNS})
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                                $8::text[], $9::text[], $10::smallint[], $11::bigint[], $12::bigint[],
                                $13::timestamptz[])
       ON CONFLICT (game_year, key) DO NOTHING`,
      [
        gameYear,
        column((d) => d.kind),
        column((d) => d.key),
        column((d) => d.url),
        column((d) => d.name),
        column((d) => d.imageUrl),
        column((d) => d.description),
        column((d) => d.searchText),
        column((d) => d.groupKey),
        column((d) => d.overall),
        column((d) => d.pageviews),
        column((d) => d.price),
        column((d) => d.recency),
      ],
    );
  }
};

/** Index the catalog-owned kinds of a year in one transaction (the seed calls it after loading). */
export const indexCatalogKinds = async (
  db: ClientBase,
  gameYear: number,
): Promise<Record<string, number>> => {
  await db.query('BEGIN');
  try {
    await lockIndex(db);
    const { kinds, documents } = await readCatalogDocuments(db, gameYear);
    await replaceDocuments(db, gameYear, kinds, documents);
    await db.query('COMMIT');
    await analyzeIndex(db);
    return countByKind(kinds, documents);
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
};

/**
 * Writers of the index take this lock (until their COMMIT) before they read the sources: a pass that
 * read the cards before a seed committed cannot write its older set after the seed's pass wrote the new.
 */
/**
 * Fresh statistics after a pass: without them the planner reads a bulk-written table as tiny and searches
 * it through the year alone (10–17 ms a search at 20,000 cards instead of 2–5 ms).
 */
export const analyzeIndex = (db: ClientBase) => db.query('ANALYZE catalog.search_documents');

export const lockIndex = (db: ClientBase) =>
  db.query("SELECT pg_advisory_xact_lock(hashtext('catalog.search_documents'))");

export const countByKind = (kinds: readonly SearchKind[], documents: readonly SearchDocument[]) => {
  const counts: Record<string, number> = Object.fromEntries(kinds.map((kind) => [kind, 0]));
  for (const document of documents) counts[document.kind] = (counts[document.kind] ?? 0) + 1;
  return counts;
};

/** The seed's last step: the year's catalog kinds indexed on a connection of its own. */
export const indexSearchAfterSeed = async (databaseUrl: string, gameYear: number) => {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'catalog-seed-search' });
  await client.connect();
  try {
    return await indexCatalogKinds(client, gameYear);
  } finally {
    await client.end();
  }
};
