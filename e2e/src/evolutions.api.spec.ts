import {
  CATALOG_CONTRACTS,
  EVOLUTIONS_CONTRACTS,
  rulesEvolutionOf,
  savedPlayerPayloadOf,
  type EvolutionFields,
  type EvolutionPathPage,
  type EvoLabOverview,
  type PathDefinitionData,
  type PlayerCardPage,
  type PlayerItem,
  type UserEvolutionItem,
} from '@futgg/contracts';
import { Random } from '@futgg/game-data';
import {
  applyEvolutions,
  findEvolutionPaths,
  isEligible,
  isEvolutionActive,
  type Card,
  type Evolution,
  type EvolutionRequirements,
} from '@futgg/game-rules';
import { TEST_NATS_URL } from '@futgg/testing';
import { runToEnd } from './child-processes.js';
import { startEvolutionsStack, type EvolutionsStack, type SignedInUser } from './evolutions-stack.js';

const PLAYERS = 1500;
const DAY = 86_400_000;

let stack: EvolutionsStack;
let cards: PlayerItem[];
let alice: SignedInUser;
let bob: SignedInUser;
let admin: SignedInUser;

const now = Date.now();
const iso = (offsetDays: number) => new Date(now + offsetDays * DAY).toISOString();

/** A card as game-rules reads it (goalkeeper face stats absent, not null). */
const cardOf = (item: PlayerItem): Card => {
  const card = { ...item } as Record<string, unknown>;
  for (const [field, value] of Object.entries(card)) if (value === null) delete card[field];
  return card as unknown as Card;
};

/**
 * Random requirements drawn around a real card's values, so each evolution has some eligible cards and
 * many that fail one requirement or another; every requirement kind appears across the draws.
 */
const randomRequirements = (random: Random, around: PlayerItem): EvolutionRequirements => {
  const r: EvolutionRequirements = {};
  const maybe = (probability: number) => random.chance(probability);
  if (maybe(0.6)) r.maxOverall = around.overall + random.int(0, 4);
  if (maybe(0.4)) r.minOverall = around.overall - random.int(0, 6);
  if (maybe(0.2)) r.leagues = [around.leagueEaId, random.pick(cards).leagueEaId];
  if (maybe(0.15)) r.nations = [around.nationEaId];
  if (maybe(0.1)) r.clubs = [around.clubEaId, random.pick(cards).clubEaId];
  if (maybe(0.2)) r.rarities = [around.rarityEaId, 0, 1];
  if (maybe(0.25)) r.excludedRarities = [random.pick([0, 1, 3, 12, 72])];
  if (maybe(0.2)) r.maxSkillMoves = Math.max(1, around.skillMoves + random.int(-1, 1));
  if (maybe(0.15)) r.minWeakFoot = Math.max(1, around.weakFoot - 1);
  if (maybe(0.3)) r.positions = [random.pick([around.position, 50, 51, 52])];
  if (maybe(0.2)) r.excludedPositions = [random.pick([25, 18, 5, 0, 12])];
  if (maybe(0.1)) r.totalPositions = around.alternativePositionIds.length;
  if (maybe(0.15)) r.maxRolesPlus = around.rolesPlus.length;
  if (maybe(0.1)) r.maxRolesPlusPlus = 0;
  if (maybe(0.15)) r.maxPlaystylesPlus = around.playstylesPlus.length;
  if (maybe(0.1)) r.minPlaystyles = Math.max(0, around.playstyles.length - 1);
  if (maybe(0.35)) r.minStats = { facePace: around.facePace - random.int(0, 8) };
  if (maybe(0.25)) r.maxStats = { attributeStrength: around.attributeStrength + random.int(0, 8) };
  if (maybe(0.08)) r.minStats = { ...r.minStats, gkFaceDiving: 60 };
  return r;
};

const evolutionFields = (
  name: string,
  requirements: EvolutionRequirements,
  extra: Partial<EvolutionFields> = {},
) => ({
  name,
  description: '',
  endTime: iso(10),
  coinsCost: 0,
  pointsCost: 0,
  repeatabilityCount: 1,
  levels: [{ upgrades: [{ type: 'overall' as const, value: 2, maxValue: 95 }] }],
  requirements,
  ...extra,
});

const api = async <T>(
  path: string,
  user?: SignedInUser | null,
  init: RequestInit & { json?: unknown } = {},
) => {
  const { json, ...rest } = init;
  const response = await fetch(`${stack.url}${path}`, {
    ...rest,
    method: rest.method ?? (json === undefined ? 'GET' : 'POST'),
    headers: {
      ...(user ? { authorization: `Bearer ${user.accessToken}` } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const body = (await response.json()) as {
    data: T;
    totalCount?: number;
    error?: { code: string; message: string; field?: string };
  };
  return { status: response.status, body };
};

/** The evolutions the test imports as an operator would (over NATS; the gateway routes no path to it). */
const importEvolutions = async (evolutions: (EvolutionFields & { id: number; createdAt?: string })[]) =>
  stack.evolutions.requester.request(EVOLUTIONS_CONTRACTS.import.subject, { gameYear: 26, evolutions });

const ruleEvolution = (
  fields: ReturnType<typeof evolutionFields>,
  id: number,
  createdAt: string,
): Evolution => ({
  ...fields,
  id,
  createdAt,
  levels: fields.levels.map((level) => ({
    upgrades: level.upgrades.map((u) => ({ ...u, maxValue: u.maxValue ?? null })),
  })),
});

const RANDOM_EVOLUTIONS = 40;
const randomEvolutions: Evolution[] = [];
// Fixed evolutions the path, save and ownership tests use.
const PACE = 5001;
const STRENGTH = 5002;
const OVERALL_CAP = 5003;
const EXPIRED = 5004;
const FROM_BOOST = 5005;
const LAST_DAY = 5006;
const LAST_HOURS = 5007;
const fixed = {
  [PACE]: evolutionFields(
    'Pace Boost',
    { maxOverall: 90 },
    {
      levels: [
        { upgrades: [{ type: 'facePace', value: 3, maxValue: 95 }] },
        {
          upgrades: [
            { type: 'attributeSprintSpeed', value: 4, maxValue: 97 },
            { type: 'overall', value: 1, maxValue: 90 },
          ],
        },
      ],
      coinsCost: 20_000,
    },
  ),
  [STRENGTH]: evolutionFields(
    'Strength Drill',
    {},
    {
      levels: [
        {
          upgrades: [
            { type: 'attributeStrength', value: 6, maxValue: 92 },
            { type: 'overall', value: 1, maxValue: 92 },
          ],
        },
      ],
      pointsCost: 150,
    },
  ),
  // Only cards the first two steps have not lifted past 88 may take it: order decides eligibility.
  [OVERALL_CAP]: evolutionFields(
    'Low Ceiling',
    { maxOverall: 70 },
    { levels: [{ upgrades: [{ type: 'overall', value: 3, maxValue: 73 }] }] },
  ),
  [EXPIRED]: evolutionFields(
    'Gone Last Week',
    {},
    { endTime: iso(-7), levels: [{ upgrades: [{ type: 'overall', value: 9, maxValue: 99 }] }] },
  ),
  [LAST_DAY]: evolutionFields('Last Day', { maxOverall: 40 }, { endTime: iso(1) }),
  [LAST_HOURS]: evolutionFields('Last Hours', { maxOverall: 40 }, { endTime: iso(0.1) }),
  [FROM_BOOST]: evolutionFields(
    'Released Late',
    {},
    { repeatabilityCount: 1, levels: [{ upgrades: [{ type: 'weakFoot', value: 1, maxValue: 5 }] }] },
  ),
};
const fixedRules = (id: keyof typeof fixed) => ruleEvolution(fixed[id], id, iso(-20));

beforeAll(async () => {
  stack = await startEvolutionsStack('evolutions_api', PLAYERS);
  cards = [];
  for (let page = 1; cards.length < PLAYERS; page += 1) {
    const { data } = await stack.evolutions.requester.request<PlayerCardPage>(
      CATALOG_CONTRACTS.searchPlayerCards.subject,
      {
        gameYear: 26,
        query: '',
        page,
        pageSize: 250,
      },
    );
    cards.push(...data);
    if (data.length < 250) break;
  }
  const random = new Random(2611);
  for (let index = 0; index < RANDOM_EVOLUTIONS; index += 1) {
    const fields = evolutionFields(`Random ${index}`, randomRequirements(random, random.pick(cards)));
    randomEvolutions.push(ruleEvolution(fields, 6000 + index, iso(-30)));
  }
  await importEvolutions([
    ...randomEvolutions.map(
      (evolution) => ({ ...evolution, description: '' }) as EvolutionFields & { id: number },
    ),
    ...Object.entries(fixed).map(([id, fields]) => ({ ...fields, id: Number(id), createdAt: iso(-20) })),
  ]);
  [alice, bob, admin] = [await stack.signIn('alice'), await stack.signIn('bob'), await stack.signIn('admin')];
}, 120_000);

afterAll(() => stack?.stop());

describe('evolutions: admin writes', () => {
  it('lets an admin create, change and expire an evolution and refuses everyone else', async () => {
    const fields = evolutionFields('Admin Made', { maxOverall: 80 });
    expect((await api('/api/fut/evolutions/create/', null, { json: fields })).status).toBe(401);
    const refused = await api('/api/fut/evolutions/create/', alice, { json: fields });
    expect(refused.status).toBe(403);
    const created = await api<{ id: number; name: string; source: string }>(
      '/api/fut/evolutions/create/',
      admin,
      { json: fields },
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Admin Made', source: 'admin' });
    const id = created.body.data.id;
    expect((await api(`/api/fut/evolutions/${id}/update/`, bob, { json: { name: 'Hijacked' } })).status).toBe(
      403,
    );
    const updated = await api<{ name: string; requirements: EvolutionRequirements }>(
      `/api/fut/evolutions/${id}/update/`,
      admin,
      {
        json: { name: 'Admin Renamed' },
      },
    );
    expect(updated.body.data).toMatchObject({ name: 'Admin Renamed', requirements: { maxOverall: 80 } });
    const expired = await api<{ isActive: boolean }>(`/api/fut/evolutions/${id}/expire/`, admin, {
      json: {},
    });
    expect(expired.body.data.isActive).toBe(false);
    expect((await api<{ name: string }>(`/api/fut/evolutions/${id}/`)).body.data.name).toBe('Admin Renamed');
  });

  it('refuses an evolution with no levels, naming the field, and stores nothing', async () => {
    const before = (await api<unknown>('/api/fut/evolutions/counts/')).body.data;
    const refused = await api('/api/fut/evolutions/create/', admin, {
      json: { ...evolutionFields('Empty', {}), levels: [] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.field).toBe('levels');
    expect((await api<unknown>('/api/fut/evolutions/counts/')).body.data).toEqual(before);
  });
});

describe('evolutions: lists', () => {
  it('lists active evolutions newest first and the expired ones only when asked', async () => {
    const active = await api<{ id: number; createdAt: string; isActive: boolean }[]>(
      '/api/fut/evolutions/all/?page_size=100',
    );
    expect(active.status).toBe(200);
    expect(active.body.data.every((evolution) => evolution.isActive)).toBe(true);
    expect(active.body.data.map((evolution) => evolution.id)).not.toContain(EXPIRED);
    const times = active.body.data.map((evolution) => evolution.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const expired = await api<{ id: number }[]>('/api/fut/evolutions/all/?only_expired=1&page_size=100');
    expect(expired.body.data.map((evolution) => evolution.id)).toContain(EXPIRED);
    expect(
      expired.body.data.every((evolution) => !active.body.data.some((live) => live.id === evolution.id)),
    ).toBe(true);
  });

  it('lists the evolutions ending within 48 hours, soonest first, and only those', async () => {
    const soon = await api<{ id: number }[]>('/api/fut/evolutions/all/?expiring_soon=1&page_size=100');
    expect(soon.status).toBe(200);
    expect(soon.body.data.map((evolution) => evolution.id)).toEqual([LAST_HOURS, LAST_DAY]);
    const both = await api('/api/fut/evolutions/all/?expiring_soon=1&only_expired=1');
    expect(both.status).toBe(400);
    expect(both.body.error?.field).toBe('expiring_soon');
    const counts = await api<{ expiringSoon: number }>('/api/fut/evolutions/counts/');
    expect(counts.body.data.expiringSoon).toBe(2);
  });

  it('counts active, expired and the caller’s saved players', async () => {
    const visitor = await api<{ active: number; expired: number; total: number; myItems: number | null }>(
      '/api/fut/evolutions/counts/',
    );
    expect(visitor.body.data.myItems).toBeNull();
    expect(visitor.body.data.total).toBe(visitor.body.data.active + visitor.body.data.expired);
    expect(visitor.body.data.active).toBeGreaterThanOrEqual(RANDOM_EVOLUTIONS + 4);
    const signedIn = await api<{ myItems: number }>('/api/fut/evolutions/counts/', alice);
    expect(typeof signedIn.body.data.myItems).toBe('number');
  });
});

describe('evolutions: eligible players', () => {
  const allEligible = async (id: number) => {
    const found: number[] = [];
    let totalCount = 0;
    for (let page = 1; ; page += 1) {
      const answer = await api<PlayerItem[]>(
        `/api/fut/evolutions/${id}/eligible-players/?page=${page}&page_size=100`,
      );
      expect(answer.status).toBe(200);
      totalCount = answer.body.totalCount!;
      found.push(...answer.body.data.map((card) => card.eaId));
      if (answer.body.data.length < 100) break;
    }
    return { found, totalCount };
  };

  it('agrees with game-rules on every card for random evolutions (tens of thousands of pairs)', async () => {
    let pairs = 0;
    let eligiblePairs = 0;
    for (const evolution of randomEvolutions) {
      const expected = cards.filter((card) => isEligible(cardOf(card), evolution)).map((card) => card.eaId);
      const { found, totalCount } = await allEligible(evolution.id);
      expect({ id: evolution.id, found: [...found].sort() }).toEqual({
        id: evolution.id,
        found: [...expected].sort(),
      });
      expect(totalCount).toBe(expected.length);
      pairs += cards.length;
      eligiblePairs += expected.length;
    }
    expect(pairs).toBeGreaterThanOrEqual(1000);
    // Both verdicts are well represented: neither "everyone" nor "no one" passes the check.
    expect(eligiblePairs).toBeGreaterThan(100);
    expect(pairs - eligiblePairs).toBeGreaterThan(1000);
    // Forty evolutions' every page: seconds on a busy machine.
  }, 30_000);

  it('applies the player database filter on top of the requirements', async () => {
    const answer = await api<PlayerItem[]>(
      `/api/fut/evolutions/${PACE}/eligible-players/?overall__gte=85&sort=-overall&page_size=50`,
    );
    expect(answer.status).toBe(200);
    const overalls = answer.body.data.map((card) => card.overall);
    expect(overalls.every((overall) => overall >= 85 && overall <= 90)).toBe(true);
    expect(overalls).toEqual([...overalls].sort((a, b) => b - a));
    const unsorted = await api<PlayerItem[]>(`/api/fut/evolutions/${PACE}/eligible-players/?page_size=50`);
    const bestFirst = unsorted.body.data.map((card) => card.overall);
    expect(bestFirst).toEqual([...bestFirst].sort((a, b) => b - a));
    const refused = await api(`/api/fut/evolutions/${PACE}/eligible-players/?overall__gt=85`);
    expect(refused.status).toBe(400);
    expect((await api(`/api/fut/evolutions/999999/eligible-players/`)).status).toBe(404);
  });

  it('counts for each card of a page the active evolutions it can take now', async () => {
    const answer = await api<(PlayerItem & { evolutionCount: number; evolutionIds: number[] })[]>(
      '/api/fut/evolutions/players/?page_size=30&sort=-overall',
    );
    expect(answer.status).toBe(200);
    const active = [
      ...randomEvolutions,
      ...([PACE, STRENGTH, OVERALL_CAP, FROM_BOOST] as const).map(fixedRules),
    ];
    for (const row of answer.body.data) {
      const card = cards.find((candidate) => candidate.eaId === row.eaId)!;
      const expected = active
        .filter((evolution) => isEligible(cardOf(card), evolution, new Date()))
        .map((e) => e.id);
      // The admin test's evolution may be live too; the fixed and random ones must match exactly.
      const known = new Set(active.map((evolution) => evolution.id));
      expect(row.evolutionIds.filter((id) => known.has(id)).sort()).toEqual(expected.sort());
      expect(row.evolutionCount).toBe(row.evolutionIds.length);
    }
  });
});

describe('evolutions: paths', () => {
  const lowCard = () => cards.find((card) => card.overall <= 66 && card.position !== 0)!;

  it('ranks chains by the objective with no repeats, only eligible steps and no expired evolution', async () => {
    const card = lowCard();
    const answer = await api<EvolutionPathPage['data']>(
      `/api/fut/evolutions/paths/${card.eaId}/?page_size=100`,
    );
    expect(answer.status).toBe(200);
    const byId = new Map(
      [
        ...randomEvolutions,
        ...Object.keys(fixed).map((id) => fixedRules(Number(id) as keyof typeof fixed)),
      ].map((e) => [e.id, e]),
    );
    const scores = answer.body.data.map((path) => path.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(answer.body.data.length).toBeGreaterThan(0);
    for (const path of answer.body.data) {
      expect(new Set(path.evolutionIds).size).toBe(path.evolutionIds.length);
      expect(path.evolutionIds).not.toContain(EXPIRED);
      let evolved = cardOf(card);
      for (const id of path.evolutionIds) {
        const evolution = byId.get(id);
        if (!evolution) break; // the admin test's own evolution: the steps after it are not replayed
        expect({ path: path.evolutionIds, id, eligible: isEligible(evolved, evolution) }).toEqual({
          path: path.evolutionIds,
          id,
          eligible: true,
        });
        evolved = applyEvolutions(evolved, [evolution]);
      }
      if (path.evolutionIds.every((id) => byId.has(id))) expect(path.card.overall).toBe(evolved.overall);
    }
  });

  it('sorts by a face stat when asked and keeps to the budget', async () => {
    const card = lowCard();
    const pace = await api<EvolutionPathPage['data']>(
      `/api/fut/evolutions/paths/${card.eaId}/?objective=facePace&max_coins=0`,
    );
    expect(pace.status).toBe(200);
    expect(pace.body.data.every((path) => path.coinsCost === 0)).toBe(true);
    expect(pace.body.data.some((path) => path.evolutionIds.includes(PACE))).toBe(false);
    const paces = pace.body.data.map((path) => path.card.facePace);
    expect(paces).toEqual([...paces].sort((a, b) => b - a));
    expect((await api(`/api/fut/evolutions/paths/${card.eaId}/?objective=height`)).status).toBe(400);
  });

  it('opens a path by its hash, with the evolved card game-rules computes', async () => {
    const card = lowCard();
    const answer = await api<EvolutionPathPage['data']>(
      `/api/fut/evolutions/paths/${card.eaId}/?page_size=5`,
    );
    const best = answer.body.data[0]!;
    const path = await api<{ eaId: number; evolutionIds: number[] }>(
      `/api/fut/evolutions/path/${best.pathHash}/`,
    );
    expect(path.body.data).toMatchObject({ eaId: card.eaId, evolutionIds: best.evolutionIds });
    for (const route of ['definition-data', 'v2/definition-data']) {
      const definition = await api<PathDefinitionData>(`/api/fut/evolutions/${route}/${best.pathHash}/`);
      expect(definition.status).toBe(200);
      expect(definition.body.data).toMatchObject({
        eaId: card.eaId,
        overall: best.card.overall,
        facePace: best.card.facePace,
      });
    }
    expect((await api('/api/fut/evolutions/path/0123456789abcdef01234567/')).status).toBe(404);
    expect((await api('/api/fut/evolutions/path/not-a-hash/')).status).toBe(400);
  });
});

describe('evo lab: saved players', () => {
  const saveable = () =>
    cards.find((card) => card.overall <= 68 && card.overall >= 60 && card.position !== 0)!;
  /** The payload of the card after the path, with `changes` set on top as raw values (unchecked). */
  const payloadFor = (card: PlayerItem, ids: number[], changes: Partial<Card> = {}, isModified = false) => {
    const evolved = applyEvolutions(
      cardOf(card),
      ids.map((id) => fixedRules(id as keyof typeof fixed)),
    );
    return savedPlayerPayloadOf(
      { ...evolved, ...changes } as unknown as Record<string, unknown> & { position: number },
      {
        eaId: card.eaId,
        evolutionIds: ids,
        isModified,
        gameYear: 26,
      },
    );
  };
  const overview = async (user: SignedInUser) =>
    (await api<EvoLabOverview>('/api/fut/evo-lab/overview/', user)).body.data;

  it('saves a player whose every step the card can take, and saving again keeps one item', async () => {
    const card = saveable();
    const first = await api<UserEvolutionItem>('/api/fut/evo-lab/save/', alice, {
      json: payloadFor(card, [PACE, STRENGTH]),
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      playerItemEaId: card.eaId,
      evolutionPath: [PACE, STRENGTH],
      isModified: false,
    });
    const again = await api<UserEvolutionItem>('/api/fut/evo-lab/save/', alice, {
      json: payloadFor(card, [PACE, STRENGTH]),
    });
    expect(again.body.data.id).toBe(first.body.data.id);
    const items = (await overview(alice)).items.filter((item) => item.playerItemEaId === card.eaId);
    expect(items).toHaveLength(1);
    expect(items[0]!.playerItemDefinition.overall).toBe(
      applyEvolutions(cardOf(card), [fixedRules(PACE), fixedRules(STRENGTH)]).overall,
    );
  });

  it('keeps a manual change only when the payload says it is modified', async () => {
    const card = saveable();
    const edited = payloadFor(card, [STRENGTH], { attributeFinishing: 90 });
    const refused = await api('/api/fut/evo-lab/save/', alice, { json: edited });
    expect(refused.status).toBe(422);
    expect(refused.body.error?.field).toBe('attribute_finishing');
    // The lab edits through game-rules, so the shooting face stat follows the edited finishing.
    const labCard = applyEvolutions(cardOf(card), [fixedRules(STRENGTH)], { attributeFinishing: 90 });
    const kept = await api<UserEvolutionItem>('/api/fut/evo-lab/save/', alice, {
      json: savedPlayerPayloadOf(labCard as unknown as Record<string, unknown> & { position: number }, {
        eaId: card.eaId,
        evolutionIds: [STRENGTH],
        isModified: true,
        gameYear: 26,
      }),
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.isModified).toBe(true);
    expect(kept.body.data.playerItemDefinition.attributeFinishing).toBe(90);
  });

  it.each([
    ['an overall above the cap', { overall: 120 }, 'overall'],
    ['an attribute above 99', { attributeSprintSpeed: 140 }, 'attribute_sprint_speed'],
    ['a weak foot of 6', { weakFoot: 6 }, 'weak_foot'],
    ['four alternative positions', { alternativePositionIds: [3, 5, 7, 10] }, 'alternative_position_ids'],
  ])('refuses %s with 422 naming the field and saves nothing', async (_name, changes, field) => {
    const before = (await overview(alice)).items.length;
    const card = saveable();
    const refused = await api('/api/fut/evo-lab/save/', alice, {
      json: payloadFor(card, [STRENGTH], changes as Partial<Card>, true),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error?.field).toBe(field);
    expect((await overview(alice)).items.length).toBe(before);
  });

  it('refuses a path the card cannot take with 422 naming the step and the requirement', async () => {
    const card = cards.find(
      (candidate) => candidate.overall >= 69 && candidate.overall <= 70 && candidate.position !== 0,
    )!;
    const before = (await overview(alice)).items.length;
    // Strength lifts the overall past Low Ceiling's 70.
    const payload = payloadFor(card, [STRENGTH]);
    payload.evolution_path = [STRENGTH, OVERALL_CAP];
    const refused = await api('/api/fut/evo-lab/save/', alice, { json: payload });
    expect(refused.status).toBe(422);
    expect(refused.body.error?.field).toBe('evolution_path.1');
    expect(refused.body.error?.message).toContain('maxOverall');
    expect((await overview(alice)).items.length).toBe(before);
    const unknown = await api('/api/fut/evo-lab/save/', alice, {
      json: { ...payload, evolution_path: [424242] },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error?.field).toBe('evolution_path.0');
  });

  it('keeps each user to their own saved players', async () => {
    const card = saveable();
    const saved = await api<UserEvolutionItem>('/api/fut/evo-lab/save/', alice, {
      json: payloadFor(card, [PACE]),
    });
    const id = saved.body.data.id;
    const aliceBefore = await overview(alice);
    expect((await overview(bob)).items.some((item) => item.id === id)).toBe(false);
    const deleted = await api(`/api/fut/evo-lab/delete/${id}/`, bob, { method: 'DELETE' });
    expect(deleted.status).toBe(403);
    expect((await api(`/api/fut/evo-lab/squad-builder-fetch/?ids=${id}`, bob)).status).toBe(403);
    expect(
      (await api(`/api/fut/evo-lab/squad-builder-fetch/?ids=${id}&user_id=${alice.id}`, bob)).status,
    ).toBe(403);
    const removed = await api<{ removed: number }>('/api/fut/evo-lab/remove/', bob, {
      json: { hash: saved.body.data.pathHash },
    });
    expect(removed.body.data.removed).toBe(0);
    expect((await api(`/api/fut/26/evolutions-player-items/?ids=${id}`, bob)).body.data).toEqual({
      data: [],
    });
    expect(await overview(alice)).toEqual(aliceBefore);
    expect((await api('/api/fut/evo-lab/overview/', null)).status).toBe(401);
    const own = await api<{ items: UserEvolutionItem[] }>(
      `/api/fut/evo-lab/squad-builder-fetch/?ids=${id}`,
      alice,
    );
    expect(own.body.data.items.map((item) => item.id)).toEqual([id]);
    expect((await api(`/api/fut/evo-lab/delete/${id}/`, alice, { method: 'DELETE' })).status).toBe(200);
    expect((await overview(alice)).items.some((item) => item.id === id)).toBe(false);
  });

  it('adds and removes a stored path by hash and marks an evolution used at its repeatability', async () => {
    const card = saveable();
    const paths = await api<EvolutionPathPage['data']>(
      `/api/fut/evolutions/paths/${card.eaId}/?max_depth=1&page_size=100`,
    );
    const withBoost = paths.body.data.find((path) => path.evolutionIds.includes(FROM_BOOST))!;
    const added = await api<UserEvolutionItem>('/api/fut/evo-lab/add/', bob, {
      json: { hash: withBoost.pathHash },
    });
    expect(added.status).toBe(200);
    expect((await overview(bob)).usedEvolutionIds).toContain(FROM_BOOST);
    expect(
      (
        await api<{ removed: number }>('/api/fut/evo-lab/remove/', bob, {
          json: { hash: withBoost.pathHash },
        })
      ).body.data.removed,
    ).toBe(1);
    expect((await overview(bob)).usedEvolutionIds).not.toContain(FROM_BOOST);
  });

  it('lists saved players as player items, per card and for the squad builder', async () => {
    const card = saveable();
    const saved = await api<UserEvolutionItem>('/api/fut/evo-lab/save/', bob, {
      json: payloadFor(card, [STRENGTH]),
    });
    const items = await api<{ data: (PlayerItem & { myEvoPlayerId: number })[] }>(
      `/api/fut/26/evolutions-player-items/?player_ea_id=${card.eaId}&price_key=pc`,
      bob,
    );
    expect(items.body.data.data.map((item) => item.myEvoPlayerId)).toContain(saved.body.data.id);
    const ofCard = await api<{ items: UserEvolutionItem[] }>(
      `/api/fut/my-evolutions/player-item/${card.eaId}/`,
      bob,
    );
    expect(ofCard.body.data.items.map((item) => item.id)).toContain(saved.body.data.id);
    const list = await api<{ data: { id: number; overall: number }[] }>(
      '/api/fut/evo-lab/squad-builder-list/',
      bob,
    );
    expect(list.body.data.data.find((item) => item.id === saved.body.data.id)?.overall).toBe(
      saved.body.data.playerItemDefinition.overall,
    );
  });

  it('keeps the watchlist and the lab settings per user', async () => {
    const card = saveable();
    const watched = await api<{ eaIds: number[] }>(
      '/api/fut/evolutions/my-evolutions-watchlist/add/',
      alice,
      { json: { eaId: card.eaId } },
    );
    expect(watched.body.data.eaIds).toContain(card.eaId);
    expect(
      (await api<{ eaIds: number[] }>('/api/fut/evolutions/my-evolutions-watchlist/', bob)).body.data.eaIds,
    ).not.toContain(card.eaId);
    expect(
      (await api('/api/fut/evolutions/my-evolutions-watchlist/add/', alice, { json: { eaId: 123 } })).status,
    ).toBe(404);
    const settings = await api<Record<string, boolean>>('/api/fut/evo-lab/settings/', alice, {
      json: { hideExpired: true },
    });
    expect(settings.body.data).toMatchObject({
      hideExpired: true,
      checkEligibility: true,
      hideUsedEvolutions: true,
    });
    expect(
      (await api<Record<string, boolean>>('/api/fut/evo-lab/settings/', bob)).body.data.hideExpired,
    ).toBe(false);
    const removed = await api<{ eaIds: number[] }>(
      '/api/fut/evolutions/my-evolutions-watchlist/remove/',
      alice,
      { json: { eaId: card.eaId } },
    );
    expect(removed.body.data.eaIds).not.toContain(card.eaId);
  });

  it('serves the player definition data a lab starts from', async () => {
    const card = saveable();
    const definition = await api<{ eaId: number; overall: number }>(
      `/api/fut/player-item-definitions/26/${card.eaId}/definition-data/`,
    );
    expect(definition.body.data).toMatchObject({ eaId: card.eaId, overall: card.overall });
  });
});

// Active at "now" by construction: a check that the fixtures mean what the tests assume.
it('has fixtures that are live except the expired one', () => {
  expect(isEvolutionActive(fixedRules(PACE), new Date())).toBe(true);
  expect(isEvolutionActive(fixedRules(EXPIRED), new Date())).toBe(false);
});

describe('the club-wide planner', () => {
  const CHAINS = 3;
  const DEPTH = 2;

  /** The best total gain over the same candidates, by trying every choice of one chain or none per card. */
  const bruteForce = (
    candidates: { gain: number; evolutionIds: number[]; coins: number }[][],
    remaining: Map<number, number>,
  ): number => {
    let best = 0;
    const visit = (index: number, uses: Map<number, number>, total: number) => {
      if (index === candidates.length) {
        best = Math.max(best, total);
        return;
      }
      visit(index + 1, uses, total);
      for (const chain of candidates[index]!) {
        if (chain.evolutionIds.some((id) => (uses.get(id) ?? 0) + 1 > (remaining.get(id) ?? 0))) continue;
        const next = new Map(uses);
        for (const id of chain.evolutionIds) next.set(id, (next.get(id) ?? 0) + 1);
        visit(index + 1, next, total + chain.gain);
      }
    };
    visit(0, new Map(), 0);
    return best;
  };

  it('needs a signed-in user and a position for squad fit', async () => {
    expect((await api('/api/fut/evolutions/planner/')).status).toBe(401);
    const refused = await api('/api/fut/evolutions/planner/?objective=squadFit', alice);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.field).toBe('position');
  });

  it('plans the best chains for an imported club, checked against brute force', async () => {
    const club = cards
      .filter((card) => card.overall >= 60 && card.overall <= 72 && card.position !== 0)
      .slice(0, 6);
    const imported = await api<{ matched: number }>('/api/fut/user-club/26/import/', bob, {
      json: {
        content: JSON.stringify({
          format: 'futgg-club',
          version: 1,
          gameYear: 26,
          cards: club.map((card) => ({ eaId: card.eaId, isUntradeable: true })),
        }),
        replace: true,
      },
    });
    expect(imported.body.data.matched).toBe(club.length);
    const plan = await api<import('@futgg/contracts').EvolutionPlan>(
      `/api/fut/evolutions/planner/?chains_per_card=${CHAINS}&max_depth=${DEPTH}`,
      bob,
    );
    expect(plan.status).toBe(200);
    const result = plan.body.data;
    expect(result.status).toBe('optimal');
    expect(result.cards).toBe(club.length);

    // The same candidates, from game-rules in this process.
    const overview = (await api<EvoLabOverview>('/api/fut/evo-lab/overview/', bob)).body.data;
    const used = new Map<number, number>();
    for (const item of overview.items)
      for (const id of item.evolutionPath) used.set(id, (used.get(id) ?? 0) + 1);
    const live = (await api<import('@futgg/contracts').Evolution[]>('/api/fut/evolutions/all/?page_size=100'))
      .body.data;
    const remaining = new Map(
      live.map((evolution) => [evolution.id, evolution.repeatabilityCount - (used.get(evolution.id) ?? 0)]),
    );
    const rules = live
      .filter((evolution) => remaining.get(evolution.id)! > 0)
      .map((evolution) => rulesEvolutionOf(evolution));
    const candidates = club.map((card) => {
      const base = cardOf(card).overall;
      return findEvolutionPaths(cardOf(card), rules, {
        maxDepth: DEPTH,
        limit: CHAINS,
        referenceDate: new Date(),
        schedule: { start: new Date(), daysPerLevel: 1 },
      })
        .filter((path) => path.score > base)
        .map((path) => ({ gain: path.score - base, evolutionIds: path.evolutionIds, coins: path.coinsCost }));
    });
    expect(result.totalGain).toBe(bruteForce(candidates, remaining));
    expect(result.totalGain).toBeGreaterThan(0);

    // Every chain keeps the rules: eligible steps in order, each evolution within its uses, one per card.
    const byId = new Map(rules.map((evolution) => [evolution.id, evolution]));
    const uses = new Map<number, number>();
    expect(new Set(result.assignments.map((chain) => chain.eaId)).size).toBe(result.assignments.length);
    for (const chain of result.assignments) {
      let evolved = cardOf(club.find((card) => card.eaId === chain.eaId)!);
      for (const id of chain.evolutionIds) {
        expect(isEligible(evolved, byId.get(id)!)).toBe(true);
        evolved = applyEvolutions(evolved, [byId.get(id)!]);
        uses.set(id, (uses.get(id) ?? 0) + 1);
      }
      expect(evolved.overall).toBe(chain.after);
      const opened = await api<{ evolutionIds: number[] }>(`/api/fut/evolutions/path/${chain.pathHash}/`);
      expect(opened.body.data.evolutionIds).toEqual(chain.evolutionIds);
    }
    for (const [id, count] of uses) expect(count).toBeLessThanOrEqual(remaining.get(id)!);
  });

  it('keeps to a coin budget and plans nothing for an empty club', async () => {
    const budget = await api<import('@futgg/contracts').EvolutionPlan>(
      '/api/fut/evolutions/planner/?max_coins=0',
      bob,
    );
    expect(budget.body.data.coinsCost).toBe(0);
    expect(budget.body.data.assignments.every((chain) => chain.coinsCost === 0)).toBe(true);
    const empty = await api<import('@futgg/contracts').EvolutionPlan>('/api/fut/evolutions/planner/', admin);
    expect(empty.body.data).toMatchObject({ assignments: [], totalGain: 0, cards: 0 });
  });
});

describe('npm run evolutions:import', () => {
  const SAMPLE = new URL('../../../shared/data/fc26-evolutions-futgg-sample/evolutions.json', import.meta.url)
    .pathname;
  const runImport = (args: string[]) =>
    runToEnd(process.execPath, ['services/evolutions/dist/import/import-evolutions.cli.js', ...args], {
      ...process.env,
      NATS_URL: TEST_NATS_URL,
      NATS_SUBJECT_PREFIX: stack.evolutions.subjectPrefix,
    });

  it('loads the readable evolutions of the real fut.gg sample into the running service, once', async () => {
    const first = await runImport([SAMPLE]);
    expect(first.code).toBe(0);
    expect(first.stderr).toContain('20 evolutions read: 11 importable, 9 refused');
    expect(first.stderr).toContain('11 created, 0 updated');
    const highSpeed = await api<{ name: string; source: string; requirements: EvolutionRequirements }>(
      '/api/fut/evolutions/1837/',
    );
    expect(highSpeed.status).toBe(200);
    expect(highSpeed.body.data.source).toBe('import');
    const again = await runImport([SAMPLE]);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('0 created, 11 updated');
    // Two separate Node processes: under a loaded CI machine one start alone can take seconds.
  }, 30_000);
});

describe('My club through the gateway', () => {
  const clubOf = async (user: SignedInUser) =>
    (
      await api<{ eaId: number; isUntradeable: boolean; duplicates: number }[]>(
        '/api/fut/user-club/26/?page_size=200',
        user,
      )
    ).body;

  it('adds, lists, exports and removes the caller’s cards, and another user touches none of them', async () => {
    const [first, second] = cards.slice(0, 2);
    expect(
      (
        await api('/api/fut/user-club/26/add/', alice, {
          json: { eaId: first!.eaId, isUntradeable: true, duplicates: 2 },
        })
      ).status,
    ).toBe(200);
    expect((await api('/api/fut/user-club/26/add/', alice, { json: { eaId: second!.eaId } })).status).toBe(
      200,
    );
    const aliceBefore = await clubOf(alice);
    expect(aliceBefore.data.map((card) => card.eaId).sort()).toEqual([first!.eaId, second!.eaId].sort());
    expect(aliceBefore.data.find((card) => card.eaId === first!.eaId)).toMatchObject({
      isUntradeable: true,
      duplicates: 2,
    });
    expect(aliceBefore.data.find((card) => card.eaId === second!.eaId)?.duplicates).toBe(0);

    // Bob removes and replaces "his" club with alice's card ids: his own club changes, alice's does not.
    expect(
      (await api<{ removed: number }>('/api/fut/user-club/26/remove/', bob, { json: { eaId: first!.eaId } }))
        .body.data.removed,
    ).toBe(0);
    await api('/api/fut/user-club/26/import/', bob, {
      json: {
        content: JSON.stringify({
          format: 'futgg-club',
          version: 1,
          gameYear: 26,
          cards: [{ eaId: second!.eaId }, { eaId: first!.eaId, duplicates: 5 }],
        }),
        replace: true,
      },
    });
    expect(await clubOf(alice)).toEqual(aliceBefore);
    expect(
      (await clubOf(bob)).data
        .map(({ eaId, duplicates }) => [eaId, duplicates])
        .sort((a, b) => a[0]! - b[0]!),
    ).toEqual(
      [
        [second!.eaId, 0],
        [first!.eaId, 5],
      ].sort((a, b) => a[0]! - b[0]!),
    );

    const exported = await api<{ format: string; cards: { eaId: number; isUntradeable: boolean }[] }>(
      '/api/fut/user-club/26/export/',
      alice,
    );
    expect(exported.body.data.format).toBe('futgg-club');
    expect(exported.body.data.cards).toContainEqual({
      eaId: first!.eaId,
      isUntradeable: true,
      duplicates: 2,
    });
    expect(exported.body.data.cards).toContainEqual({
      eaId: second!.eaId,
      isUntradeable: false,
      duplicates: 0,
    });

    // The export read back changes nothing; a changed count of duplicates is an update.
    const reimport = (file: unknown) =>
      api<{ added: number; updated: number; unchanged: number }>('/api/fut/user-club/26/import/', alice, {
        json: { content: JSON.stringify(file) },
      });
    expect((await reimport(exported.body.data)).body.data).toMatchObject({
      added: 0,
      updated: 0,
      unchanged: 2,
    });
    const fewer = {
      ...exported.body.data,
      cards: exported.body.data.cards.map((card) =>
        card.eaId === first!.eaId ? { ...card, duplicates: 1 } : card,
      ),
    };
    expect((await reimport(fewer)).body.data).toMatchObject({ added: 0, updated: 1, unchanged: 1 });
    expect((await clubOf(alice)).data.find((card) => card.eaId === first!.eaId)?.duplicates).toBe(1);
    // A file or an add that does not give the count leaves it alone: no other export carries it.
    expect(
      (await reimport([{ eaId: first!.eaId, untradeable: true }, { eaId: second!.eaId }])).body.data,
    ).toMatchObject({ updated: 0, unchanged: 2 });
    await api('/api/fut/user-club/26/add/', alice, { json: { eaId: first!.eaId, isUntradeable: true } });
    expect((await clubOf(alice)).data.find((card) => card.eaId === first!.eaId)?.duplicates).toBe(1);
    expect(
      (await api('/api/fut/user-club/26/add/', alice, { json: { eaId: first!.eaId, duplicates: 101 } })).body
        .error?.field,
    ).toBe('duplicates');
    expect((await api('/api/fut/user-club/26/', null)).status).toBe(401);
    expect(
      (
        await api<{ removed: number }>('/api/fut/user-club/26/remove/', alice, {
          json: { eaId: first!.eaId },
        })
      ).body.data.removed,
    ).toBe(1);
    expect((await api('/api/fut/user-club/26/add/', alice, { json: { eaId: 424242424 } })).status).toBe(404);
  });
});
