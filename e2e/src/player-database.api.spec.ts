import fc from 'fast-check';
import {
  CATALOG_CONTRACTS,
  PLAYER_SEARCH_MAX_PAGE,
  PLAYER_SEARCH_PAGE_SIZE,
  PlayerItem,
  RECENT_PLAYERS_LIMIT,
  SEARCH_LIMIT,
  type Contract,
  type PlayerItemSummary,
} from '@futgg/contracts';
import {
  decodeFilterQuery,
  encodeFilterQuery,
  FILTER_BOUNDS,
  FORMATIONS,
  MAX_LIST_ITEMS,
  SEARCH_MAX_LENGTH,
  SPECIAL_TEAM_EA_IDS,
  chemistryKindOf,
  type PlayerFilters,
  type SortKey,
} from '@futgg/game-rules';
import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { FULL_SELECT, catalogService, seedCatalog } from '@futgg/catalog-service/testing';
import { startTestGateway, type RunningGateway } from '@futgg/gateway/testing';
import { referenceCompare, referenceMatches } from './player-reference.js';

const PLAYERS = 3000;

describe('player database API, end to end through the gateway', () => {
  let catalog: ServiceUnderTest;
  let gateway: RunningGateway;
  let cards: PlayerItem[];

  const get = async (path: string) => {
    const response = await fetch(`${gateway.url}${path}`);
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Record<string, unknown>,
    };
  };
  const search = async (query: string) => {
    const { status, body, headers } = await get(`/api/fut/26/player-items/?${query}`);
    return {
      status,
      headers,
      data: body['data'] as PlayerItemSummary[],
      totalCount: body['totalCount'] as number,
      body,
    };
  };

  beforeAll(async () => {
    catalog = await startServiceUnderTest('catalog_api', catalogService);
    await seedCatalog({ databaseUrl: catalog.database.url, seed: 7, players: PLAYERS, gameYear: 26 });
    gateway = await startTestGateway(catalog.subjectPrefix, { RATE_LIMIT: 'off' });
    cards = await catalog.service.dataSource.query(
      `SELECT ${FULL_SELECT} FROM catalog.player_items WHERE game_year = 26`,
    );
    cards = cards.map((card) => ({ ...card, createdAt: new Date(card.createdAt).toISOString() }));
  }, 60_000);

  afterAll(async () => {
    await gateway?.close();
    await catalog?.stop();
  });

  const expectSameAsReference = async (query: string, pageSize = 50) => {
    const filters = decodeFilterQuery(query);
    const expected = cards
      .filter((card) => referenceMatches(card, filters))
      .sort(referenceCompare(filters.sort ?? [{ field: 'createdAt', direction: 'desc' }]));
    const result = await search(`${query}${query ? '&' : ''}page_size=${pageSize}`);
    expect(result.status).toBe(200);
    expect(result.totalCount).toBe(expected.length);
    expect(result.data.map((row) => row.eaId)).toEqual(expected.slice(0, pageSize).map((card) => card.eaId));
    return result;
  };

  it('finds every card at or above the top price bound, those priced beyond it included', async () => {
    const top = FILTER_BOUNDS.price.max;
    const result = await expectSameAsReference(`price__gte=${top}&sort=price`);
    expect(result.totalCount).toBe(cards.filter((card) => (card.price ?? -1) >= top).length);
    for (const row of result.data) expect(row.price).toBeGreaterThanOrEqual(top);
  });

  it('lists overall ≥ 85 by price, highest first, every row satisfying the filter', async () => {
    const result = await expectSameAsReference('overall__gte=85&sort=-price');
    expect(result.data.length).toBeGreaterThan(10);
    for (const row of result.data) expect(row.overall).toBeGreaterThanOrEqual(85);
    const prices = result.data.map((row) => row.price ?? -1);
    expect(prices).toEqual([...prices].sort((a, b) => b - a).map((p) => p));
    expect(result.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it.each([
    ['newest first by default', ''],
    ['a league list, sorted by pace', 'leagues=13,53&sort=-facePace'],
    ['excluded leagues and a face-stat range', 'excludedLeagues=13&facePace__gte=85&facePace__lte=92'],
    ['positions match main or alternative positions', 'positions=25'],
    ['a position group', 'positions=50&sort=-faceDefending'],
    ['every listed position with the AND flag', 'positions=12,16&positionsSearchModeAnd=1'],
    ['excluded positions test the main position', 'excludedPositions=25,0&overall__gte=80'],
    ['an attribute exactly', 'attributeSprintSpeed__eq=90'],
    ['weak foot and skill moves', 'weakFoot__gte=4&skillMoves__eq=5&sort=overall'],
    ['women only, left foot', 'gender=2&foot=2'],
    ['workrates', 'attackingWorkrate=3&defensiveWorkrate=1,2'],
    ['two sort keys', 'overall__gte=75&sort=-overall,price'],
    ['prices and trends', 'price__gte=10000&price__lte=200000&sort=priceTrend24h'],
    ['counts of playstyles+', 'playstylesPlusCount__gte=2&sort=-playstylesPlusCount'],
    ['height', 'height__gte=190&sort=-height'],
  ])('agrees with the reference for %s', async (_name, query) => {
    await expectSameAsReference(query);
  });

  it('needs all listed playstyles, or any with playstylesSearchModeOr', async () => {
    const [first, second] = [...new Set(cards.flatMap((card) => card.playstyles))].slice(0, 2) as [
      number,
      number,
    ];
    const all = await expectSameAsReference(`playstyles=${first},${second}`);
    const any = await expectSameAsReference(`playstyles=${first},${second}&playstylesSearchModeOr=1`);
    expect(any.totalCount).toBeGreaterThan(all.totalCount);
    await expectSameAsReference(`excludedPlaystyles=${first}&overall__gte=80`);
  });

  it('searches names accent- and case-insensitively', async () => {
    const accented = cards.find((card) => /[À-ž]/.test(card.commonName) && card.commonName.length >= 4);
    expect(accented).toBeDefined();
    const plain = accented!.commonName.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const result = await expectSameAsReference(`search=${encodeURIComponent(plain)}`);
    expect(result.data.map((row) => row.eaId)).toContain(accented!.eaId);
  });

  it('agrees with the reference on 40 random filter combinations', async () => {
    const leagueIds = [...new Set(cards.map((card) => card.leagueEaId))];
    const nationIds = [...new Set(cards.map((card) => card.nationEaId))];
    const sortKey = fc.record({
      field: fc.constantFrom<SortKey['field']>(
        'overall',
        'price',
        'facePace',
        'faceShooting',
        'attributeAgility',
        'createdAt',
        'height',
      ),
      direction: fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
    });
    const filters = fc.record(
      {
        ranges: fc.record(
          {
            overall: fc.integer({ min: 60, max: 92 }).map((gte) => ({ gte })),
            facePace: fc.integer({ min: 50, max: 95 }).map((lte) => ({ lte })),
            weakFoot: fc.integer({ min: 2, max: 5 }).map((gte) => ({ gte })),
          },
          { requiredKeys: [] },
        ),
        lists: fc.record(
          {
            leagues: fc.subarray(leagueIds, { minLength: 1, maxLength: 3 }),
            excludedNations: fc.subarray(nationIds, { minLength: 1, maxLength: 3 }),
            positions: fc.subarray([0, 3, 5, 7, 10, 14, 18, 23, 25, 27, 50, 51, 52], {
              minLength: 1,
              maxLength: 2,
            }),
          },
          { requiredKeys: [] },
        ),
        flags: fc.record({ positionsSearchModeAnd: fc.constant(true as const) }, { requiredKeys: [] }),
        sort: fc.uniqueArray(sortKey, { minLength: 1, maxLength: 2, selector: (key) => key.field }),
      },
      { requiredKeys: ['ranges', 'lists', 'flags'] },
    );
    for (const sample of fc.sample(filters, { numRuns: 40, seed: 42 })) {
      await expectSameAsReference(encodeFilterQuery(sample as PlayerFilters), 20);
    }
  });

  it('pages without overlap or gaps', async () => {
    const first = await search('overall__gte=70&sort=-overall&page=1&page_size=25');
    const second = await search('overall__gte=70&sort=-overall&page=2&page_size=25');
    const both = await search('overall__gte=70&sort=-overall&page=1&page_size=50');
    expect([...first.data, ...second.data].map((row) => row.eaId)).toEqual(both.data.map((row) => row.eaId));
  });

  it('understands the legacy parameters and the squad-builder ones', async () => {
    const legacy = await search('league_id=13&min_overall=80&name=a');
    const modern = await search('leagues=13&overall__gte=80&search=a');
    expect(legacy.data).toEqual(modern.data);
    expect(legacy.totalCount).toBe(modern.totalCount);
    const slot = await search('sb_positions=25&chemistry=1&page_size=200');
    for (const row of slot.data) expect([row.position, ...row.alternativePositionIds]).toContain(25);
    const leftOut = slot.data.slice(0, 3).map((row) => row.eaId);
    const without = await search(
      `sb_positions=25&chemistry=1&page_size=200&existing_players=${leftOut.join(',')}`,
    );
    expect(without.totalCount).toBe(slot.totalCount - 3);
    expect(without.data.map((row) => row.eaId)).not.toEqual(expect.arrayContaining(leftOut));
    expect((await search('is_unlimited=1')).data).toHaveLength(200);
  });

  it.each([
    ['an unknown field', 'speed__gte=3', 'speed__gte'],
    ['an out-of-bounds value', 'overall__gte=100', 'overall__gte'],
    ['a malformed list', 'leagues=13,,53', 'leagues'],
    ['an unknown sort field', 'sort=-wage', 'sort'],
    ['an unknown suffix', 'overall__gt=80', 'overall__gt'],
    ['a bad page', 'page=0', 'page'],
    ['a repeated parameter', 'leagues=13&leagues=53', 'leagues'],
  ])('refuses %s with 400 naming the parameter', async (_name, query, field) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { code: 'INVALID_INPUT', field } });
    expect((body['error'] as { message: string }).message).toContain(field.split('__')[0]);
  });

  it('answers a repeated query from the Redis cache, also when the filters come in another order', async () => {
    const first = await search('overall__gte=83&leagues=13,53&sort=-price');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const again = await search('sort=-price&leagues=13,53&overall__gte=83');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.data).toEqual(first.data);
  });

  it('keeps one cache entry per meaning: list order and the case and accents of a search do not matter', async () => {
    const first = await search('leagues=53,13&search=Mbapp%C3%A9&sort=-overall');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const again = await search('sort=-overall&search=MBAPPE&leagues=13,53');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.data).toEqual(first.data);
    const other = await search('leagues=13&search=mbappe&sort=-overall');
    expect(other.headers.get('x-cache')).toBe('MISS');
    const globalFirst = await get('/api/search/?q=Mbapp%C3%A9');
    const globalAgain = await get('/api/search/?q=mbappe');
    expect([globalFirst.headers.get('x-cache'), globalAgain.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    expect(globalAgain.body).toEqual(globalFirst.body);
  });

  it('refuses a parameter given twice on every route, naming it', async () => {
    for (const path of ['/api/fut/recent-players/?limit=5&limit=10', '/api/search/?q=abc&q=abd']) {
      const { status, body } = await get(path);
      expect(status).toBe(400);
      expect((body['error'] as { field: string }).field).toBe(path.includes('limit') ? 'limit' : 'q');
    }
  });

  it('serves a reply over the cache entry limit without storing it', async () => {
    const small = await startTestGateway(catalog.subjectPrefix, {
      RATE_LIMIT: 'off',
      CACHE_MAX_ENTRY_BYTES: '4096',
      REDIS_KEY_PREFIX: `futgg:test:entry-limit:${process.pid}:${Date.now()}:`,
    });
    try {
      const ask = async (query: string) =>
        (await fetch(`${small.url}/api/fut/26/player-items/?${query}`)).headers.get('x-cache');
      // 50 rows are ≈ 35 kB: served twice from the service; one row fits and is stored.
      expect([await ask('sort=-price&page_size=50'), await ask('sort=-price&page_size=50')]).toEqual([
        'MISS',
        'MISS',
      ]);
      expect([await ask('sort=-price&page_size=1'), await ask('sort=-price&page_size=1')]).toEqual([
        'MISS',
        'HIT',
      ]);
    } finally {
      await small.close();
    }
  });

  it('serves core data in all three path forms, keyed as the spec says', async () => {
    const year = await get('/api/fut/26/fut-core-data/');
    const slug = await get('/api/fut/fc26/core-data/');
    const core = await get('/api/fut/core/fc26/fut-core-data/');
    expect(year.status).toBe(200);
    expect(slug.body).toEqual(year.body);
    expect(core.body).toEqual(year.body);
    const data = year.body['data'] as Record<
      string,
      Record<string, { eaId?: number; id?: number; shortName?: string }>
    >;
    for (const [key, nation] of Object.entries(data['nations']!)) expect(String(nation.eaId)).toBe(key);
    for (const [key, style] of Object.entries(data['chemistryStyles']!)) expect(style.shortName).toBe(key);
    expect((year.body['data'] as { formations: unknown[] }).formations).toHaveLength(FORMATIONS.length);
    expect((await get('/api/fut/24/fut-core-data/')).status).toBe(404);
  });

  it('serves one card, its definition, its other versions and its definition data', async () => {
    const versioned = cards.find(
      (card) => cards.filter((other) => other.basePlayerEaId === card.basePlayerEaId).length > 1,
    )!;
    const item = await get(`/api/fut/player-items/26-${versioned.eaId}/`);
    expect(item.status).toBe(200);
    expect(PlayerItem.parse(item.body['data'])).toMatchObject({
      eaId: versioned.eaId,
      attributeSprintSpeed: versioned.attributeSprintSpeed,
    });
    expect(item.headers.get('cache-control')).toBe('public, max-age=10');

    const definition = await get(`/api/fut/player-item-definitions/26/${versioned.eaId}/`);
    expect(definition.body['data']).toMatchObject({
      eaId: versioned.eaId,
      club: { eaId: versioned.clubEaId, name: expect.any(String) },
    });
    const stale = await get(`/api/fut/player-item-definitions/26/${versioned.eaId}/?history_version=7`);
    expect(stale).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND', field: 'history_version' } },
    });

    const others = await get(`/api/fut/player-item-definitions/26/${versioned.eaId}/other-versions/`);
    const versions = others.body['data'] as PlayerItemSummary[];
    expect(versions.map((row) => row.eaId).sort()).toEqual(
      cards
        .filter((card) => card.basePlayerEaId === versioned.basePlayerEaId)
        .map((card) => card.eaId)
        .sort(),
    );
    const definitionData = await get(`/api/fut/26/${versioned.eaId}/definition-data/`);
    expect(definitionData.body['data']).toEqual(definition.body['data']);
  });

  it('marks icons and heroes, and only them, as full chemistry in their definitions', async () => {
    const definitionOf = async (card: PlayerItem) =>
      (await get(`/api/fut/player-item-definitions/26/${card.eaId}/`)).body['data'] as {
        isFullChemistry: boolean;
      };
    const icon = cards.find((card) => card.clubEaId === SPECIAL_TEAM_EA_IDS.ICONS_CLUB)!;
    const hero = cards.find((card) => card.clubEaId === SPECIAL_TEAM_EA_IDS.HEROES_CLUB)!;
    const player = cards.find((card) => chemistryKindOf(card) === 'player')!;
    expect(await definitionOf(icon)).toMatchObject({ isFullChemistry: true });
    expect(await definitionOf(hero)).toMatchObject({ isFullChemistry: true });
    expect(await definitionOf(player)).toMatchObject({ isFullChemistry: false });
  });

  it('answers unknown cards with 404 and bad ids with 400', async () => {
    expect(await get('/api/fut/player-items/26-999999999/')).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND' } },
    });
    expect(await get('/api/fut/player-items/26-abc/')).toMatchObject({
      status: 400,
      body: { error: { field: 'eaId' } },
    });
    expect(await get('/api/fut/player-item-definitions/26/999999999/other-versions/')).toMatchObject({
      status: 404,
    });
  });

  it('finds players by name for the global search: best match, then the better player, versions together', async () => {
    interface Named {
      eaId: number;
      searchName: string;
      basePlayerEaId: number;
      overall: number;
      pageviews: number;
      price: number | null;
    }
    const named: Named[] = await catalog.service.dataSource.query(
      `SELECT ea_id AS "eaId", search_name AS "searchName", base_player_ea_id AS "basePlayerEaId", overall,
              pageviews, price FROM catalog.player_items WHERE game_year = 26`,
    );
    // The ranking as the product states it, over every seeded card: how well the name answers the
    // text (whole words, a word's start, anywhere), then the player's best card, views and price;
    // one player's versions together, best first.
    const quality = (name: string, text: string) =>
      ` ${name} `.includes(` ${text} `) ? 3 : ` ${name}`.includes(` ${text}`) ? 2 : 1;
    const expectedOrder = (text: string) => {
      const hits = named.filter((card) => card.searchName.includes(text));
      const best = new Map<number, { quality: number; overall: number; pageviews: number; price: number }>();
      for (const card of hits) {
        const was = best.get(card.basePlayerEaId);
        best.set(card.basePlayerEaId, {
          quality: Math.max(was?.quality ?? 0, quality(card.searchName, text)),
          overall: Math.max(was?.overall ?? 0, card.overall),
          pageviews: Math.max(was?.pageviews ?? 0, card.pageviews),
          price: Math.max(was?.price ?? -1, card.price ?? -1),
        });
      }
      const keys = (card: Named) => {
        const player = best.get(card.basePlayerEaId)!;
        return [
          -player.quality,
          -player.overall,
          -player.pageviews,
          -player.price,
          card.basePlayerEaId,
          -quality(card.searchName, text),
          -card.overall,
          -(card.price ?? -1),
          card.eaId,
        ];
      };
      const compare = (a: Named, b: Named) => {
        const [left, right] = [keys(a), keys(b)];
        const differs = left.findIndex((value, index) => value !== right[index]);
        return differs === -1 ? 0 : left[differs]! - right[differs]!;
      };
      return hits.sort(compare).map((card) => card.eaId);
    };

    // A word's start (mixed qualities) and a whole word (the best one), each shared by several players.
    const word = named
      .map((card) => card.searchName.split(' ').at(-1)!)
      .find((last) => {
        const players = new Set(
          named.filter((card) => card.searchName.includes(last)).map((c) => c.basePlayerEaId),
        );
        return last.length >= 5 && /^[a-z]+$/.test(last) && players.size >= 3;
      })!;
    for (const typed of [word.slice(0, 4).toUpperCase(), word]) {
      const response = await get(`/api/search/?q=${encodeURIComponent(typed)}&limit=20`);
      expect(response.status).toBe(200);
      const results = response.body['data'] as {
        key: string;
        url: string;
        description: string;
        groupKey: string;
      }[];
      expect(results.map((result) => Number(/(\d+)\/$/.exec(result.url)![1]))).toEqual(
        expectedOrder(typed.toLowerCase()).slice(0, 20),
      );
      // One player's versions come one after another under one group key.
      const groups = results.map((result) => result.groupKey);
      expect(groups.filter((key, index) => key !== groups[index - 1])).toEqual([...new Set(groups)]);
      expect(results[0]!.description).toMatch(/^<b>\d+<\/b> · \S/);
    }
    // An icon's result names its league, not the Icons club its version already says.
    const icon = cards.find((card) => card.leagueEaId === SPECIAL_TEAM_EA_IDS.ICONS_LEAGUE)!;
    const iconResults = (await get(`/api/search/?q=${encodeURIComponent(icon.commonName)}&limit=20`)).body[
      'data'
    ] as { url: string; description: string }[];
    const iconResult = iconResults.find((result) => result.url === `/26/players/${icon.eaId}/`)!;
    expect(iconResult.description).toMatch(/ · Icons$/);
    expect(await get('/api/search/?q=ab')).toMatchObject({ status: 400, body: { error: { field: 'q' } } });
  });

  it('lists recent players newest first', async () => {
    const recent = await get('/api/fut/recent-players/?limit=10');
    const rows = recent.body['data'] as PlayerItemSummary[];
    expect(rows).toHaveLength(10);
    const newest = [...cards]
      .sort(referenceCompare([{ field: 'createdAt', direction: 'desc' }]))
      .slice(0, 10);
    expect(rows.map((row) => row.eaId)).toEqual(newest.map((card) => card.eaId));
    expect((await get('/api/fut/recent-players/?limit=500')).status).toBe(400);
  });

  describe('limits written once, in the contracts: the gateway and the service refuse the same values', () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1).join(',');
    // Each limit as the HTTP caller sends it and as a peer service would send the payload; the values
    // are derived from the exported constants, so moving a limit in its one place moves both checks.
    const LIMITS: [
      string,
      (value: number) => string,
      number,
      string,
      Contract,
      (value: number) => object,
      string,
    ][] = [
      [
        'recent players limit',
        (n) => `/api/fut/recent-players/?limit=${n}`,
        RECENT_PLAYERS_LIMIT.MAX,
        'limit',
        CATALOG_CONTRACTS.listRecentPlayers,
        (n) => ({ gameYear: 26, limit: n }),
        'limit',
      ],
      [
        'global search limit',
        (n) => `/api/search/?q=mbappe&limit=${n}`,
        SEARCH_LIMIT.MAX,
        'limit',
        CATALOG_CONTRACTS.search,
        (n) => ({ gameYear: 26, q: 'mbappe', limit: n }),
        'limit',
      ],
      [
        'global search text',
        (n) => `/api/search/?q=${'a'.repeat(n)}`,
        SEARCH_MAX_LENGTH,
        'q',
        CATALOG_CONTRACTS.search,
        (n) => ({ gameYear: 26, q: 'a'.repeat(n) }),
        'q',
      ],
      [
        'player search page',
        (n) => `/api/fut/26/player-items/?page=${n}`,
        PLAYER_SEARCH_MAX_PAGE,
        'page',
        CATALOG_CONTRACTS.searchPlayerItems,
        (n) => ({ gameYear: 26, page: n }),
        'page',
      ],
      [
        'player search page size',
        (n) => `/api/fut/26/player-items/?page_size=${n}`,
        PLAYER_SEARCH_PAGE_SIZE.MAX,
        'page_size',
        CATALOG_CONTRACTS.searchPlayerItems,
        (n) => ({ gameYear: 26, pageSize: n }),
        'pageSize',
      ],
      [
        'cards left out',
        (n) => `/api/fut/26/player-items/?existing_players=${ids(n)}`,
        MAX_LIST_ITEMS,
        'existing_players',
        CATALOG_CONTRACTS.searchPlayerItems,
        (n) => ({ gameYear: 26, excludedEaIds: ids(n).split(',').map(Number) }),
        'excludedEaIds',
      ],
    ];

    it.each(LIMITS)(
      '%s: the limit itself passes, one more is a 400 naming it',
      async (_name, path, limit, field) => {
        expect((await get(path(limit))).status).toBe(200);
        const over = await get(path(limit + 1));
        expect(over.status).toBe(400);
        expect(over.body).toMatchObject({ error: { code: 'INVALID_INPUT', field } });
        expect((over.body['error'] as { message: string }).message).toContain(field);
      },
    );

    it.each(LIMITS)('%s: the service refuses one more too', async (...row) => {
      const [, , limit, , contract, payload, payloadField] = row;
      await expect(catalog.requester.request(contract.subject, payload(limit))).resolves.toBeDefined();
      await expect(catalog.requester.request(contract.subject, payload(limit + 1))).rejects.toMatchObject({
        code: 'INVALID_INPUT',
        field: payloadField,
      });
    });

    it.each([
      ['/api/fut/26/player-items/?search=a%00b', 'search'],
      ['/api/fut/26/player-items/?name=x%00', 'name'],
      ['/api/fut/26/player-items/?search=%01abc', 'search'],
      ['/api/search/?q=ab%00', 'q'],
      ['/api/search/?q=abc%00def', 'q'],
    ])('answers a control character in %s with 400 naming %s', async (path, field) => {
      const { status, body } = await get(path);
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: { code: 'INVALID_INPUT', field } });
      expect((body['error'] as { message: string }).message).toContain('control characters');
    });
  });
});
