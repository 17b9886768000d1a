// Global search through the real gateway (docs/search.md): players, evolutions, SBCs, objectives,
// collections and tournaments in one ranked list, accents and word order tolerated, descriptions as
// escaped HTML, bad input refused with 400 naming the field.
import pg from 'pg';
import {
  CATALOG_CONTRACTS,
  EVOLUTIONS_CONTRACTS,
  normalizeSearchText,
  type EvolutionPage,
  type ReindexSearchReply,
  type SearchResult,
} from '@futgg/contracts';
import { generateGameData } from '@futgg/game-data';
import type { ServiceUnderTest } from '@futgg/testing';
import { apiCall } from './api-call.js';
import { startEvolutionsStack, type EvolutionsStack } from './evolutions-stack.js';

const PLAYERS = 120;
const cards = generateGameData({ seed: 7, players: PLAYERS, gameYear: 26 }).playerItems;

let stack: EvolutionsStack;
let catalog: ServiceUnderTest;
let db: pg.Client;
let indexed: ReindexSearchReply;

const IMPORTED = {
  endTime: null,
  coinsCost: 0,
  pointsCost: 0,
  repeatabilityCount: 1,
  levels: [{ upgrades: [{ type: 'overall', value: 1, maxValue: 90 }] }],
  requirements: { maxOverall: 80 },
};

const search = async (q: string, limit = 20) => {
  const answer = await apiCall<SearchResult[]>(
    stack.url,
    `/api/search/?q=${encodeURIComponent(q)}&limit=${limit}`,
    null,
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const reindex = () =>
  catalog.requester.request<ReindexSearchReply>(
    CATALOG_CONTRACTS.searchReindex.subject,
    { gameYear: 26 },
    { timeoutMs: 30_000 },
  );

/** Names of a source table of the catalog's content, if its module is migrated. */
const namesOf = async (table: string, sql: string): Promise<{ name: string; url: string }[]> => {
  const present = await db.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [
    table,
  ]);
  return present.rows[0]!.present ? (await db.query<{ name: string; url: string }>(sql)).rows : [];
};

beforeAll(async () => {
  stack = await startEvolutionsStack('search_api', PLAYERS);
  catalog = stack.stack.catalog!;
  db = new pg.Client({ connectionString: catalog.database.url });
  await db.connect();
  // The test stack's evolutions service loads no generated season: two evolutions imported as an operator
  // would, one with markup in its name and text.
  await stack.evolutions.requester.request(EVOLUTIONS_CONTRACTS.import.subject, {
    gameYear: 26,
    evolutions: [
      { ...IMPORTED, id: 990778, name: 'Pace Booster Deluxe', description: 'More pace.' },
      {
        ...IMPORTED,
        id: 990777,
        name: 'Xyloquark <img src=x onerror=alert(1)>',
        description: '<script>alert(1)</script> Pace & "flair" <b>upgrade</b>',
        coinsCost: 1500,
      },
    ],
  });
  // The catalog started before the evolutions service: its start pass could not ask it yet. The admin
  // action's call indexes every kind now.
  indexed = await reindex();
}, 180_000);

afterAll(async () => {
  await db?.end();
  await stack?.stop();
}, 60_000);

describe('global search: what it finds', () => {
  it('indexes every kind present: the year’s cards, evolutions and the seeded content', async () => {
    const counts = indexed.years[0]!.counts;
    expect(indexed.years.map((year) => year.gameYear)).toEqual([26]);
    expect(counts['player']).toBe(PLAYERS);
    expect(counts['evolution']).toBe(2);
    // Every content module migrated and seeded is indexed.
    for (const [kind, table] of [
      ['sbc', 'catalog.sbc_sets'],
      ['objective', 'catalog.objective_groups'],
      ['collection', 'catalog.collections'],
      ['tournament', 'catalog.live_tournaments'],
    ] as const) {
      const rows = await namesOf(table, `SELECT name, '' AS url FROM ${table} WHERE game_year = 26`);
      expect({ kind, indexed: counts[kind] ?? 0 }).toEqual({ kind, indexed: rows.length });
      expect({ kind, seeded: rows.length > 0 }).toEqual({ kind, seeded: true });
    }
    const stored = await db.query<{ kind: string; n: string }>(
      'SELECT kind, count(*) AS n FROM catalog.search_documents WHERE game_year = 26 GROUP BY kind',
    );
    expect(Object.fromEntries(stored.rows.map((row) => [row.kind, Number(row.n)]))).toEqual(counts);
  });

  it('finds each kind by its name, with its page address and an HTML description', async () => {
    const evolutions = await stack.evolutions.requester.request<EvolutionPage>(
      EVOLUTIONS_CONTRACTS.list.subject,
      { gameYear: 26, pageSize: 5 },
    );
    const samples: { kind: string; name: string; url: string }[] = [
      { kind: 'player', name: cards[0]!.commonName, url: `/26/players/${cards[0]!.eaId}/` },
      ...evolutions.data
        .slice(0, 2)
        .map((e) => ({ kind: 'evolution', name: e.name, url: `/evolutions/${e.id}/` })),
    ];
    const content = [
      [
        'sbc',
        'catalog.sbc_sets',
        "SELECT name, '/sbc/' || id || '/' AS url FROM catalog.sbc_sets WHERE game_year = 26 ORDER BY id LIMIT 2",
      ],
      [
        'objective',
        'catalog.objective_groups',
        "SELECT name, '/objectives/' || slug || '/' AS url FROM catalog.objective_groups WHERE game_year = 26 ORDER BY id LIMIT 2",
      ],
      [
        'collection',
        'catalog.collections',
        "SELECT name, '/collections/' || slug || '/' AS url FROM catalog.collections WHERE game_year = 26 ORDER BY sort_order LIMIT 2",
      ],
      [
        'tournament',
        'catalog.live_tournaments',
        "SELECT name, '/live/' || slug || '/' AS url FROM catalog.live_tournaments WHERE game_year = 26 ORDER BY sort_order LIMIT 2",
      ],
    ] as const;
    for (const [kind, table, sql] of content) {
      const rows = await namesOf(table, sql);
      // A content table present must be seeded and indexed.
      if (indexed.years[0]!.counts[kind] !== undefined) expect(rows.length).toBeGreaterThan(0);
      samples.push(...rows.map((row) => ({ kind, ...row })));
    }
    for (const sample of samples) {
      const results = await search(sample.name);
      const found = results.find((result) => result.url === sample.url);
      expect({ sample, found: found !== undefined }).toEqual({ sample, found: true });
      expect(found!.key.startsWith(`${sample.kind}-`)).toBe(true);
      expect(found!.name).toBe(sample.name);
      expect(found!.description).toMatch(/^<b>[^<]+<\/b>/);
    }
  });

  it('tolerates accents, case and word order: a folded name, typed the other way round, finds the card', async () => {
    const accented = cards.find(
      (card) =>
        normalizeSearchText(card.lastName) !== card.lastName.toLowerCase() &&
        card.firstName.length >= 3 &&
        card.lastName.length >= 3,
    )!;
    expect(accented).toBeDefined();
    const url = `/26/players/${accented.eaId}/`;
    const folded = normalizeSearchText(`${accented.lastName} ${accented.firstName}`);
    const typedBack = await search(folded);
    expect(typedBack.map((result) => result.url)).toContain(url);
    expect(await search(`${accented.lastName.toUpperCase()} ${accented.firstName}`)).toEqual(typedBack);
    // Only the folded last name: the card answers with a whole word.
    expect((await search(normalizeSearchText(accented.lastName))).map((result) => result.url)).toContain(url);
  });
});

describe('global search: ranking across kinds (hand-made documents)', () => {
  beforeAll(async () => {
    const insert = `INSERT INTO catalog.search_documents
      (game_year, kind, key, url, name, description, search_text, group_key, overall, pageviews, recency)
      VALUES (26, $1, $2, $3, $4, '<b>x</b>', $5, $6, $7, $8, $9)`;
    const rows: [string, string, string, number | null, number, string | null, string?][] = [
      ['player', 'player-26-900001', 'Zorvex Quillon', 88, 0, null, 'player-26-base-900001'],
      ['player', 'player-26-900002', 'Zorvex Quillon', 93, 0, null, 'player-26-base-900001'],
      ['player', 'player-26-900003', 'Zorvexiano Brill', 99, 0, null],
      ['sbc', 'sbc-26-zq', 'Zorvex Quillon Flashback', null, 50, '2026-01-01T00:00:00Z'],
      ['evolution', 'evolution-990001', 'Quillon Zorvex Boost', null, 0, '2026-02-01T00:00:00Z'],
      ['tournament', 'tournament-26-zq', 'The Zorvex Cup', null, 0, '2026-03-01T00:00:00Z'],
      ['collection', 'collection-26-zq', 'Zorvex Classics', null, 0, '2026-01-15T00:00:00Z'],
    ];
    for (const [kind, key, name, overall, pageviews, recency, group] of rows) {
      await db.query(insert, [
        kind,
        key,
        `/${key}/`,
        name,
        normalizeSearchText(name),
        group ?? key,
        overall,
        pageviews,
        recency,
      ]);
    }
  });

  it('orders by answer, then players by their best card, then content by pageviews and recency', async () => {
    expect((await search('zorvex')).map((result) => result.key)).toEqual([
      'player-26-900002',
      'player-26-900001',
      'sbc-26-zq',
      'tournament-26-zq',
      'evolution-990001',
      'collection-26-zq',
      'player-26-900003',
    ]);
    expect((await search('quillon zorvex')).map((result) => result.key)).toEqual([
      'evolution-990001',
      'player-26-900002',
      'player-26-900001',
      'sbc-26-zq',
    ]);
  });
});

describe('global search: descriptions', () => {
  it('builds HTML from escaped text: markup in an evolution’s name and text is shown, never run', async () => {
    const [result] = await search('xyloquark');
    expect(result).toMatchObject({ key: 'evolution-990777', url: '/evolutions/990777/' });
    // The name is text (the page escapes it); the description is HTML whose only tag is our <b>.
    expect(result!.name).toBe('Xyloquark <img src=x onerror=alert(1)>');
    expect(result!.description).toBe(
      '<b>Evolution</b> · 1,500 coins · 0 points · alert(1) Pace &amp; &quot;flair&quot; upgrade',
    );
  });
});

describe('global search: bad input', () => {
  it.each([
    ['/api/search/', 'q'],
    ['/api/search/?q=ab', 'q'],
    ['/api/search/?q=%20%20%20ab%20', 'q'],
    [`/api/search/?q=${'a'.repeat(101)}`, 'q'],
    ['/api/search/?q=mbappe&limit=0', 'limit'],
    ['/api/search/?q=mbappe&limit=21', 'limit'],
    ['/api/search/?q=mbappe&limit=two', 'limit'],
    ['/api/search/?q=mbappe&game=abc', 'game'],
    ['/api/search/?q=mbappe&sort=name', 'sort'],
  ])('%s -> 400 naming %s', async (path, field) => {
    const answer = await apiCall(stack.url, path, null);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'INVALID_INPUT', field });
  });

  it('refuses a reindex of a year that is no game year, naming it', async () => {
    await expect(
      catalog.requester.request(CATALOG_CONTRACTS.searchReindex.subject, { gameYear: 'x' }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });
});
