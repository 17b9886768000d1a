import pg from 'pg';
import { normalizeSearchText, type SearchKind } from '@futgg/contracts';
import { createTestDatabase, type TestDatabase } from '@futgg/testing';
import { runCatalogMigrations } from '../seed/seed-catalog.js';
import { contentDocument, excerpt, replaceDocuments, type SearchDocument } from './search-documents.js';
import { globalSearchQuery } from './search-query.js';

const YEAR = 26;

/** A hand-made document: a name, its kind, and the signals that break ties. */
const doc = (
  kind: SearchKind,
  id: string,
  name: string,
  signals: Partial<Pick<SearchDocument, 'overall' | 'pageviews' | 'price' | 'recency' | 'groupKey'>> = {},
): SearchDocument => ({
  kind,
  key: `${kind}-${id}`,
  url: `/${kind}/${id}/`,
  name,
  imageUrl: null,
  description: null,
  searchText: normalizeSearchText(name),
  groupKey: signals.groupKey ?? `${kind}-${id}`,
  overall: signals.overall ?? null,
  pageviews: signals.pageviews ?? 0,
  price: signals.price ?? null,
  recency: signals.recency ?? null,
});

const HAND_MADE: SearchDocument[] = [
  doc('player', '1', 'Kylian Mbappé', { overall: 91, groupKey: 'p-mbappe', price: 900 }),
  doc('player', '2', 'Kylian Mbappé', { overall: 97, groupKey: 'p-mbappe', price: 5000 }),
  doc('player', '3', 'Ethan Mbappé', { overall: 70, groupKey: 'p-ethan' }),
  doc('player', '4', 'Mbappénou Tester', { overall: 99, groupKey: 'p-tester' }),
  doc('player', '5', 'Zambappers', { overall: 99, groupKey: 'p-zamb' }),
  doc('sbc', 'potm', 'Kylian Mbappé POTM', { pageviews: 40, recency: '2026-01-10T00:00:00Z' }),
  doc('objective', 'mbappe', 'Mbappé milestones', { pageviews: 40, recency: '2026-02-10T00:00:00Z' }),
  doc('evolution', '7', 'Mbappe Speedster', { pageviews: 0, recency: '2026-03-01T00:00:00Z' }),
  doc('tournament', 'ucl', 'Champions League', { pageviews: 5 }),
  doc('collection', 'ucl', 'Champions Collection', { pageviews: 9 }),
];

describe('globalSearchQuery on a hand-made index (real PostgreSQL)', () => {
  let database: TestDatabase;
  let client: pg.Client;

  const search = async (typed: string, limit = 20) => {
    const query = globalSearchQuery(YEAR, normalizeSearchText(typed), limit);
    return (await client.query<{ key: string }>(query.text, query.values)).rows.map((row) => row.key);
  };

  beforeAll(async () => {
    database = await createTestDatabase('search_query');
    await runCatalogMigrations(database.url);
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('BEGIN');
    await replaceDocuments(
      client,
      YEAR,
      ['player', 'sbc', 'objective', 'evolution', 'tournament', 'collection'],
      HAND_MADE,
    );
    await client.query('COMMIT');
  });

  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('ranks whole words first, players by their best card, content after players of the same answer, then word starts, then inside', async () => {
    expect(await search('mbappe')).toEqual([
      // Whole word: the best player (97 > 70) with both versions, the other player, then content by
      // pageviews (40 = 40, then the newer) and the evolution with none.
      'player-2',
      'player-1',
      'player-3',
      'objective-mbappe',
      'sbc-potm',
      'evolution-7',
      // A word starts with it.
      'player-4',
      // Inside a word.
      'player-5',
    ]);
  });

  it('tolerates accents and case in the input the same way', async () => {
    expect(await search('MBAPPÉ')).toEqual(await search('mbappe'));
  });

  it('tolerates word order: "mbappe kylian" finds Kylian Mbappé, in order before the other words', async () => {
    expect(await search('mbappe kylian')).toEqual(['player-2', 'player-1', 'sbc-potm']);
    expect(await search('kylian mbappe')).toEqual(['player-2', 'player-1', 'sbc-potm']);
    expect(await search('mbap kyl')).toEqual(['player-2', 'player-1', 'sbc-potm']);
  });

  it('mixes every kind present and honours the limit', async () => {
    expect(await search('champions')).toEqual(['collection-ucl', 'tournament-ucl']);
    expect(await search('mbappe', 2)).toEqual(['player-2', 'player-1']);
  });

  it('reads LIKE wildcards as text', async () => {
    expect(await search('mb%pe')).toEqual([]);
    expect(await search('___')).toEqual([]);
  });

  it('keeps only the documents of the year asked', async () => {
    const query = globalSearchQuery(25, 'mbappe', 20);
    expect((await client.query(query.text, query.values)).rows).toEqual([]);
  });
});

describe('content descriptions', () => {
  it('escape every name and cut free text at a word', () => {
    const document = contentDocument('sbc', 26, {
      id: '9',
      name: '<script>alert(1)</script> Upgrade',
      url: '/sbc/9/',
      imageUrl: null,
      label: 'SBC & more',
      detail: `<img src=x onerror=alert(1)> ${'word '.repeat(60)}`,
      pageviews: null,
      recency: null,
    });
    expect(document.description).toMatch(/^<b>SBC &amp; more<\/b> · word word/);
    expect(document.description).not.toMatch(/<img|<script/);
    expect(document.searchText).toBe('<script>alert(1)</script> upgrade');
    expect(excerpt('a '.repeat(100)).length).toBeLessThanOrEqual(141);
  });
});
