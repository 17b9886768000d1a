// The squads API through the real gateway, on REAL cards: EA's FC 25 ratings (names, overall, positions,
// nation, league, club) and FUTBIN's FC 25 market (an icon, console prices), inserted into the catalog's
// test database. Chemistry and rating are worked out here by hand from the published rules, never by
// calling game-rules: club thresholds 2/4/7, league 3/5/8, nation 2/5/8 (steps [2,2,3], [3,2,3], [2,3,3]),
// at most 3 a player, only in-position players count; EA's rating floor(round(T + E) / 11).
import {
  CATALOG_CONTRACTS,
  savedPlayerPayloadOf,
  Squad,
  SquadPage,
  type PlayerItem,
  type SquadSummary,
} from '@futgg/contracts';
import { applyEvolutions, type Card } from '@futgg/game-rules';
import { insertPlayerItems } from '@futgg/catalog-service/testing';
import { fc25Players, newPlayerItem, readSharedCsv } from '@futgg/testing';
import { startSquadsStack, type SignedInUser, type SquadsStack } from './squads-stack.js';
import { apiCall } from './api-call.js';

let stack: SquadsStack;
let alice: SignedInUser;
let bob: SignedInUser;

// Our own ids for the data set's club, league and nation names (the catalog only compares ids); icons
// play for EA's Icons club in EA's Icons league, as every icon does.
const ICONS = { clubEaId: 112658, leagueEaId: 2118 } as const;
const idsOf = (start: number) => {
  const ids = new Map<string, number>();
  return (name: string) => {
    if (!ids.has(name)) ids.set(name, start + ids.size);
    return ids.get(name)!;
  };
};
const clubId = idsOf(980_001);
const leagueId = idsOf(981_001);
const nationId = idsOf(982_001);

interface RealCard {
  eaId: number;
  name: string;
  overall: number;
  club: string;
  league: string;
  nation: string;
}
const real: Record<string, RealCard> = {};

/** An FC 25 base card by name and club, as a catalog row with our ids. */
const fc25Card = (players: ReturnType<typeof fc25Players>, teams: string[], name: string, team: string) => {
  const index = players.findIndex((player, i) => player.name === name && teams[i] === team);
  if (index < 0) throw new Error(`${name} (${team}) is not in the FC 25 ratings`);
  const player = players[index]!;
  const row = newPlayerItem({
    gameYear: 26,
    commonName: player.name,
    overall: player.overall,
    position: player.position,
    alternativePositionIds: player.alternativePositionIds,
    clubEaId: clubId(team),
    leagueEaId: leagueId(player.league),
    nationEaId: nationId(player.nation),
    rarityEaId: 1,
    isSbc: false,
    isObjective: false,
  });
  real[name] = {
    eaId: row.eaId,
    name,
    overall: player.overall,
    club: team,
    league: player.league,
    nation: player.nation,
  };
  return row;
};

// f433's slots: 0 GK, 1 LB, 2 LCB, 3 RCB, 4 RB, 5 LCM, 6 CM, 7 RCM, 8 LW, 9 ST, 10 RW.
const XI = [
  ['Ederson', 'Manchester City'],
  ['Andrew Robertson', 'Liverpool'],
  ['Virgil van Dijk', 'Liverpool'],
  ['William Saliba', 'Arsenal'],
  ['Achraf Hakimi', 'Paris SG'],
  ['Pedri', 'FC Barcelona'],
  ['Joshua Kimmich', 'FC Bayern München'],
  ['Federico Valverde', 'Real Madrid'],
  ['Kylian Mbappé', 'Real Madrid'],
  ['Harry Kane', 'FC Bayern München'],
  ['Bukayo Saka', 'Arsenal'],
] as const;
const BENCH = [
  ['Erling Haaland', 'Manchester City'],
  ['Rodri', 'Manchester City'],
] as const;

/** FUTBIN's console prices of the base cards (futbin.com/25 "Normal" versions) and of one icon. */
const futbinPrice = (rows: Record<string, string>[], name: string, version = 'Normal') => {
  const row = rows.find((r) => r['Name'] === name && r['Version'] === version);
  if (!row) throw new Error(`${name} (${version}) is not in the FUTBIN cards`);
  return { overall: Number(row['Rating']), price: Number(row['Price']) };
};

const consolePrices = new Map<string, number>();
// The data set has no PC market: two invented PC prices, enough to see each market summed on its own.
const pcPrices = new Map<string, number>([
  ['Kylian Mbappé', 2_600_000],
  ['Erling Haaland', 40_000],
]);

const api = async <T>(path: string, user?: SignedInUser | null, json?: unknown) => {
  const answer = await apiCall<T>(stack.url, path, user, { json });
  return { ...answer, cacheControl: answer.headers.get('cache-control') };
};

type Slot = Record<string, unknown> & { group: string; positionIdx: number };
const field = (name: string, positionIdx: number, extra: Record<string, unknown> = {}): Slot => ({
  group: 'FIELD',
  positionIdx,
  playerEaId: real[name]!.eaId,
  ...extra,
});
const xi = (): Slot[] => XI.map(([name], idx) => field(name, idx));

const save = (user: SignedInUser | null, body: Record<string, unknown>) =>
  api<Squad>('/api/squads/save/', user, body);
const create = async (user: SignedInUser, body: Record<string, unknown> = {}) => {
  const saved = await save(user, { title: 'Squad', formationId: 'f433', positions: xi(), ...body });
  expect(saved.status).toBe(200);
  return saved.body.data;
};
const storedRow = async (uuid: string) =>
  (await stack.squads.service.pool.query('SELECT * FROM squads.squads WHERE uuid = $1', [uuid])).rows[0];

/** EA's squad rating, from its published formula (squad-rating guides): T plus the excess over the mean. */
const ratingByHand = (overalls: number[]) => {
  const total = overalls.reduce((sum, r) => sum + r, 0);
  const excess = overalls.reduce((sum, r) => sum + Math.max(0, r - total / 11), 0);
  return Math.floor(Math.round(total + excess) / 11);
};

const chemistryRows = (squad: Squad) =>
  squad.chemistry.perPlayer.map((slot) => [
    slot.clubPoints,
    slot.leaguePoints,
    slot.nationPoints,
    slot.points,
  ]);

beforeAll(async () => {
  stack = await startSquadsStack('squads_api', 200);
  const players = fc25Players();
  const teams = readSharedCsv('fc25-player-ratings', 'players.csv').map((row) => row['Team'] ?? '');
  const rows = [...XI, ...BENCH].map(([name, team]) => fc25Card(players, teams, name, team));
  const futbin = readSharedCsv('fc25-fut-cards-futbin', 'cards.csv');
  const henry = futbinPrice(futbin, 'Thierry Henry', 'Icon');
  const icon = newPlayerItem({
    gameYear: 26,
    commonName: 'Thierry Henry',
    overall: henry.overall,
    position: 25,
    alternativePositionIds: [],
    ...ICONS,
    nationEaId: nationId('France'),
    rarityEaId: 12,
    isSbc: false,
    isObjective: false,
  });
  real['Thierry Henry'] = {
    eaId: icon.eaId,
    name: 'Thierry Henry',
    overall: henry.overall,
    club: 'Icons',
    league: 'Icons',
    nation: 'France',
  };
  await insertPlayerItems(stack.stack.catalog!.service.pool, [...rows, icon]);

  consolePrices.set('Thierry Henry', henry.price);
  for (const [name, futbinName] of [
    ['Kylian Mbappé', 'Kylian Mbappé'],
    ['Harry Kane', 'Harry Kane'],
    ['Federico Valverde', 'Federico Valverde'],
    ['Bukayo Saka', 'Bukayo Saka'],
    ['Erling Haaland', 'Erling Haaland'],
    ['Rodri', 'Rodrigo Hernández Cascante'],
  ] as const) {
    consolePrices.set(name, futbinPrice(futbin, futbinName).price);
  }
  // Current prices as pricing's trend pass writes them (its own tests seed this table the same way).
  const priced = [
    ...[...consolePrices].map(([name, price]) => [name, 1, price] as const),
    ...[...pcPrices].map(([name, price]) => [name, 2, price] as const),
  ];
  for (const [name, priceKey, price] of priced) {
    await stack.pricing.service.pool.query(
      `INSERT INTO pricing.current_prices (game_year, price_key, ea_id, price, observed_at, source,
         first_observed_at, observations_24h, low_24h, high_24h)
       VALUES (26, $1, $2, $3, now(), 3, now(), 1, $3, $3)`,
      [priceKey, real[name]!.eaId, price],
    );
  }
  [alice, bob] = [await stack.signIn('alice'), await stack.signIn('bob')];
}, 180_000);

afterAll(() => stack?.stop());

describe('squads: chemistry and rating of real cards', () => {
  // Counts of the XI, all in position (Kimmich, a right-back, lists CM; Mbappé, a striker, lists LW):
  // clubs Liverpool 2, Arsenal 2, Bayern 2, Real Madrid 2 (1 point each), City, PSG, Barcelona 1 (0);
  // leagues Premier League 5 (2 points), LALIGA 3 (1), Bundesliga 2 and Ligue 1 1 (0);
  // nations France 2 and England 2 (1 point each), every other nation 1 (0).
  const EXPECTED_XI = [
    [0, 2, 0, 2], // Ederson: City 1, Premier League 5, Brazil 1
    [1, 2, 0, 3], // Robertson: Liverpool 2, Premier League 5, Scotland 1
    [1, 2, 0, 3], // van Dijk: Liverpool 2, Premier League 5, Holland 1
    [1, 2, 1, 3], // Saliba: Arsenal 2, Premier League 5, France 2 (4, capped at 3)
    [0, 0, 0, 0], // Hakimi: PSG 1, Ligue 1 1, Morocco 1
    [0, 1, 0, 1], // Pedri: Barcelona 1, LALIGA 3, Spain 1
    [1, 0, 0, 1], // Kimmich: Bayern 2, Bundesliga 2, Germany 1
    [1, 1, 0, 2], // Valverde: Real Madrid 2, LALIGA 3, Uruguay 1
    [1, 1, 1, 3], // Mbappé: Real Madrid 2, LALIGA 3, France 2
    [1, 0, 1, 2], // Kane: Bayern 2, Bundesliga 2, England 2
    [1, 2, 1, 3], // Saka: Arsenal 2, Premier League 5, England 2 (4, capped at 3)
  ];

  it('gives each field player his club, league and nation points and the squad its total and EA rating', async () => {
    const squad = await create(alice);
    expect(chemistryRows(squad)).toEqual(EXPECTED_XI);
    expect(squad.chemistry.total).toBe(23);
    expect(squad.chemistry.perPlayer.every((slot) => slot.isInPosition)).toBe(true);
    const overalls = XI.map(([name]) => real[name]!.overall);
    expect(squad.rating).toBe(ratingByHand(overalls));
    expect(squad.cards.map((card) => card.name)).toEqual(XI.map(([name]) => name));
    expect(squad.cards.every((card) => !card.isIcon && !card.isHero)).toBe(true);
  });

  it('counts the manager once toward his league and his nation', async () => {
    const squad = await create(alice, {
      manager: { leagueEaId: leagueId('Bundesliga'), nationEaId: nationId('Germany') },
    });
    // Bundesliga 2 + manager = 3 (1 point) for Kimmich and Kane; Germany 1 + manager = 2 (1 point) for Kimmich.
    expect(chemistryRows(squad)[6]).toEqual([1, 1, 1, 3]);
    expect(chemistryRows(squad)[9]).toEqual([1, 1, 1, 3]);
    expect(squad.chemistry.total).toBe(23 - 1 - 2 + 3 + 3);
    expect(squad.manager).toEqual({ leagueEaId: leagueId('Bundesliga'), nationEaId: nationId('Germany') });
  });

  it('gives an out-of-position player 0 and leaves him out of his teammates’ counts', async () => {
    // Saliba (CB) to right-back and Hakimi (RB) to centre-back: both out of position.
    const positions = xi();
    positions[3] = field('Achraf Hakimi', 3);
    positions[4] = field('William Saliba', 4);
    const squad = await create(alice, { positions });
    // Without Saliba: Arsenal 1 (Saka 0 club points), Premier League 4 (1 point), France 1 (Mbappé 0).
    expect(chemistryRows(squad)).toEqual([
      [0, 1, 0, 1],
      [1, 1, 0, 2],
      [1, 1, 0, 2],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 1, 0, 1],
      [1, 0, 0, 1],
      [1, 1, 0, 2],
      [1, 1, 0, 2],
      [1, 0, 1, 2],
      [0, 1, 1, 2],
    ]);
    expect(squad.chemistry.perPlayer.map((slot) => slot.isInPosition)).toEqual(
      XI.map((_, idx) => idx !== 3 && idx !== 4),
    );
    expect(squad.chemistry.total).toBe(15);
  });

  it('counts a player with a position override as playing his slot', async () => {
    const positions = xi();
    positions[3] = field('Achraf Hakimi', 3, { positionOverride: 5 });
    positions[4] = field('William Saliba', 4, { positionOverride: 3 });
    const squad = await create(alice, { positions });
    expect(squad.chemistry.perPlayer.every((slot) => slot.isInPosition)).toBe(true);
    // The same players, all in position, as the first XI: the same points in the swapped slots.
    const swapped = [...EXPECTED_XI];
    [swapped[3], swapped[4]] = [EXPECTED_XI[4]!, EXPECTED_XI[3]!];
    expect(chemistryRows(squad)).toEqual(swapped);
    expect(squad.chemistry.total).toBe(23);
  });

  it('gives an icon 3 in position, 2 toward his nation and 1 to every league of the XI', async () => {
    const squad = await create(alice, {
      positions: [
        field('Thierry Henry', 9),
        field('Kylian Mbappé', 8),
        field('Federico Valverde', 7),
        field('Pedri', 5),
      ],
    });
    const henry = squad.cards.find((card) => card.name === 'Thierry Henry')!;
    expect(henry).toMatchObject({ isIcon: true, isHero: false, clubEaId: ICONS.clubEaId });
    const bySlot = new Map(squad.chemistry.perPlayer.map((slot) => [slot.positionIdx, slot]));
    // France: Henry 2 + Mbappé 1 = 3 (1 point); LALIGA 3 + 1 for the icon = 4 (1 point); Real Madrid 2 (1).
    expect(bySlot.get(9)).toMatchObject({ points: 3, clubPoints: 0, leaguePoints: 0, nationPoints: 1 });
    expect(bySlot.get(8)).toMatchObject({ points: 3, clubPoints: 1, leaguePoints: 1, nationPoints: 1 });
    expect(bySlot.get(7)).toMatchObject({ points: 2, clubPoints: 1, leaguePoints: 1, nationPoints: 0 });
    expect(bySlot.get(5)).toMatchObject({ points: 1, clubPoints: 0, leaguePoints: 1, nationPoints: 0 });
    expect(squad.chemistry.total).toBe(9);
    expect(squad.rating).toBeNull();
  });
});

describe('squads: price', () => {
  it('prices each card per market and sums the field and bench, not reserves nor untradeable cards', async () => {
    const positions = xi();
    positions[10] = field('Bukayo Saka', 10, { isUntradeableOverride: true, rarityOverrideEaId: 3 });
    const squad = await create(alice, {
      reserveCount: 1,
      positions: [
        ...positions,
        { group: 'SUBSTITUTE', positionIdx: 0, playerEaId: real['Erling Haaland']!.eaId },
        { group: 'RESERVE', positionIdx: 0, playerEaId: real['Rodri']!.eaId },
      ],
    });
    const cardOf = (name: string) => squad.cards.find((card) => card.name === name)!;
    expect(cardOf('Kylian Mbappé').price).toEqual({
      console: consolePrices.get('Kylian Mbappé'),
      pc: pcPrices.get('Kylian Mbappé'),
    });
    // No price for a card is null for that card and leaves it out of the sum.
    expect(cardOf('Harry Kane').price).toEqual({ console: consolePrices.get('Harry Kane'), pc: null });
    expect(cardOf('Ederson').price).toEqual({ console: null, pc: null });
    expect(cardOf('Bukayo Saka')).toMatchObject({ isUntradeable: true, rarityEaId: 3 });
    expect(cardOf('Bukayo Saka').price.console).toBe(consolePrices.get('Bukayo Saka'));
    expect(cardOf('Rodri')).toMatchObject({
      group: 'RESERVE',
      price: { console: consolePrices.get('Rodri') },
    });
    const counted = ['Kylian Mbappé', 'Harry Kane', 'Federico Valverde', 'Erling Haaland'];
    expect(squad.price).toEqual({
      console: counted.reduce((sum, name) => sum + consolePrices.get(name)!, 0),
      pc: pcPrices.get('Kylian Mbappé')! + pcPrices.get('Erling Haaland')!,
    });
    expect(squad).toMatchObject({ substituteCount: 9, reserveCount: 1 });
    // The answer is the contract's Squad, field for field (clients and the pro-competition checks read it).
    expect(Squad.strict().safeParse(squad).error).toBeUndefined();
  });
});

describe('squads: saving', () => {
  it('creates version 1 owned by the caller with 9 substitutes and 0 reserves, and updates with the version read', async () => {
    const created = await create(alice, { title: 'First' });
    expect(created).toMatchObject({
      version: 1,
      title: 'First',
      isOwner: true,
      substituteCount: 9,
      reserveCount: 0,
      gameYear: 26,
      gameSlug: 'fc26',
      formationId: 'f433',
    });
    expect((await storedRow(created.uuid)).owner_id).toBe(alice.id);
    const updated = await save(alice, {
      uuid: created.uuid,
      version: 1,
      title: 'Second',
      formationId: 'f433',
      positions: xi().slice(0, 10),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      uuid: created.uuid,
      version: 2,
      title: 'Second',
      rating: null,
    });
  });

  it('refuses a stale version with 409 naming version and writes nothing', async () => {
    const created = await create(alice);
    expect(
      (await save(alice, { uuid: created.uuid, version: 1, formationId: 'f433', positions: xi() })).status,
    ).toBe(200);
    const before = await storedRow(created.uuid);
    const stale = await save(alice, {
      uuid: created.uuid,
      version: 1,
      title: 'Stale',
      formationId: 'f433',
      positions: [],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'CONFLICT', field: 'version' });
    expect(await storedRow(created.uuid)).toEqual(before);
  });

  it('lets exactly one of two racing saves of one version through', async () => {
    const created = await create(alice);
    const race = await Promise.all(
      ['Left', 'Right'].map((title) =>
        save(alice, { uuid: created.uuid, version: 1, title, formationId: 'f433', positions: xi() }),
      ),
    );
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = race.find((answer) => answer.status === 200)!.body.data;
    const stored = await storedRow(created.uuid);
    expect(stored).toMatchObject({ version: 2, title: winner.title });
  });

  it.each([
    [
      'a substitute beyond the bench',
      { substituteCount: 2, slot: { group: 'SUBSTITUTE', positionIdx: 2 } },
      'positions.11.positionIdx',
    ],
    [
      'a reserve with no reserve slots',
      { slot: { group: 'RESERVE', positionIdx: 0 } },
      'positions.11.positionIdx',
    ],
    ['a field slot filled twice', { slot: { group: 'FIELD', positionIdx: 4 } }, 'positions.11.positionIdx'],
    [
      'a card twice',
      { slot: { group: 'SUBSTITUTE', positionIdx: 0, sameCardAs: 'Pedri' } },
      'positions.11.playerEaId',
    ],
    [
      'an unknown card',
      { slot: { group: 'SUBSTITUTE', positionIdx: 0, playerEaId: 999_999_999 } },
      'positions.11.playerEaId',
    ],
    [
      'a position override on the bench',
      { slot: { group: 'SUBSTITUTE', positionIdx: 0, positionOverride: 25 } },
      'positions.11.positionOverride',
    ],
  ])('refuses %s with 400 naming the field and stores nothing', async (_case, bad, name) => {
    const { substituteCount, slot } = bad as {
      substituteCount?: number;
      slot: Slot & { sameCardAs?: string };
    };
    const { sameCardAs, ...entry } = slot;
    const extra = {
      playerEaId: sameCardAs ? real[sameCardAs]!.eaId : real['Erling Haaland']!.eaId,
      ...entry,
    };
    const count = (await api<SquadSummary[]>('/api/squads/user/?page_size=1', alice)).body.totalCount;
    const refused = await save(alice, {
      formationId: 'f433',
      ...(substituteCount === undefined ? {} : { substituteCount }),
      positions: [...xi(), extra],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'INVALID_INPUT', field: name });
    expect((await api<SquadSummary[]>('/api/squads/user/?page_size=1', alice)).body.totalCount).toBe(count);
  });

  it('refuses a position override other than the slot’s own position, and a uuid without its version', async () => {
    const positions = xi();
    positions[4] = field('Achraf Hakimi', 4, { positionOverride: 5 });
    const wrong = await save(alice, { formationId: 'f433', positions });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.field).toBe('positions.4.positionOverride');
    const created = await create(alice);
    const unversioned = await save(alice, { uuid: created.uuid, formationId: 'f433', positions: [] });
    expect(unversioned.status).toBe(400);
    expect(unversioned.body.error?.field).toBe('version');
    const badFormation = await save(alice, { formationId: 'f999', positions: [] });
    expect(badFormation.status).toBe(400);
    expect(badFormation.body.error?.field).toBe('formationId');
  });
});

describe('squads: evolved cards', () => {
  const cardOf = (item: PlayerItem): Card => {
    const card = { ...item } as Record<string, unknown>;
    for (const [name, value] of Object.entries(card)) if (value === null) delete card[name];
    return card as unknown as Card;
  };

  it('keeps the caller’s evolved card as saved, shows it to anyone, and refuses it to another user', async () => {
    const base = await stack.squads.requester.request<PlayerItem>(CATALOG_CONTRACTS.getPlayerItem.subject, {
      gameYear: 26,
      eaId: real['Bukayo Saka']!.eaId,
    });
    // Saka evolved in the lab: +2 overall and striker as an alternative position.
    const evolved = applyEvolutions(cardOf(base), [], {
      overall: base.overall + 2,
      alternativePositionIds: [...base.alternativePositionIds, 25],
    });
    const payload = savedPlayerPayloadOf(
      evolved as unknown as Record<string, unknown> & { position: number },
      {
        eaId: base.eaId,
        evolutionIds: [],
        isModified: true,
        gameYear: 26,
      },
    );
    const item = await api<{ id: number }>('/api/fut/evo-lab/save/', alice, payload);
    expect(item.status).toBe(200);
    const myEvoPlayerId = item.body.data.id;

    const positions = xi();
    positions[9] = { group: 'FIELD', positionIdx: 9, myEvoPlayerId };
    positions[10] = field('Harry Kane', 10);
    // Kane (ST) out of position at RW; the evolved Saka in position at ST through his new alternative.
    const squad = await create(alice, { positions });
    const card = squad.cards.find((c) => c.myEvoPlayerId === myEvoPlayerId)!;
    expect(card).toMatchObject({ eaId: base.eaId, overall: base.overall + 2, isUntradeable: true });
    expect(squad.positions.find((p) => p.positionIdx === 9)).toMatchObject({
      playerEaId: base.eaId,
      myEvoPlayerId,
    });
    expect(squad.chemistry.perPlayer[9]!.isInPosition).toBe(true);
    expect(squad.chemistry.perPlayer[10]!.isInPosition).toBe(false);
    const overalls = XI.map(([name]) => real[name]!.overall);
    overalls[9] = base.overall + 2;
    overalls[10] = real['Harry Kane']!.overall;
    expect(squad.rating).toBe(ratingByHand(overalls));
    // Saka's price is his tradeable card's: the evolved one is not counted.
    expect(squad.price.console).toBe(
      consolePrices.get('Kylian Mbappé')! +
        consolePrices.get('Federico Valverde')! +
        consolePrices.get('Harry Kane')!,
    );

    const seen = await api<Squad>(`/api/squads/${squad.uuid}/`, null);
    expect(seen.status).toBe(200);
    expect(seen.body.data.cards).toEqual(squad.cards);
    expect(seen.body.data.chemistry).toEqual(squad.chemistry);

    const borrowed = await save(bob, {
      formationId: 'f433',
      positions: [{ group: 'FIELD', positionIdx: 9, myEvoPlayerId }],
    });
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.error?.field).toBe('positions.0.myEvoPlayerId');
  });
});

describe('squads: who may read and write', () => {
  it('lets anyone, signed out too, open a squad; isOwner is true for its owner only; nothing is cached', async () => {
    const squad = await create(alice);
    const visitor = await api<Squad>(`/api/squads/${squad.uuid}/`, null);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toMatchObject({ uuid: squad.uuid, isOwner: false, rating: squad.rating });
    expect((await api<Squad>(`/api/squads/${squad.uuid}/`, bob)).body.data.isOwner).toBe(false);
    const owner = await api<Squad>(`/api/squads/${squad.uuid}/`, alice);
    expect(owner.body.data.isOwner).toBe(true);
    expect([visitor.cacheControl, owner.cacheControl]).toEqual(['no-store', 'no-store']);
  });

  it('refuses bob saving over or deleting alice’s squad (403) and leaves it as it was', async () => {
    const squad = await create(alice);
    const before = await storedRow(squad.uuid);
    const overwrite = await save(bob, {
      uuid: squad.uuid,
      version: 1,
      title: 'Mine now',
      formationId: 'f433',
      positions: [],
    });
    expect(overwrite.status).toBe(403);
    expect(overwrite.body.error?.code).toBe('FORBIDDEN');
    const removed = await api(`/api/squads/${squad.uuid}/delete/`, bob, {});
    expect(removed.status).toBe(403);
    expect(await storedRow(squad.uuid)).toEqual(before);
  });

  it('refuses a visitor saving, listing or deleting (401)', async () => {
    const squad = await create(alice);
    expect((await save(null, { formationId: 'f433', positions: [] })).status).toBe(401);
    expect((await api('/api/squads/user/', null)).status).toBe(401);
    expect((await api(`/api/squads/${squad.uuid}/delete/`, null, {})).status).toBe(401);
    expect(await storedRow(squad.uuid)).toBeDefined();
  });

  it('keeps a read-only squad as it is: no save, no delete (409 naming flags.isReadOnly)', async () => {
    const squad = await create(alice, { flags: { isReadOnly: true } });
    expect(squad.flags.isReadOnly).toBe(true);
    const before = await storedRow(squad.uuid);
    const saved = await save(alice, {
      uuid: squad.uuid,
      version: 1,
      formationId: 'f433',
      positions: [],
      flags: {},
    });
    expect(saved.status).toBe(409);
    expect(saved.body.error).toMatchObject({ code: 'CONFLICT', field: 'flags.isReadOnly' });
    const removed = await api(`/api/squads/${squad.uuid}/delete/`, alice, {});
    expect(removed.status).toBe(409);
    expect(removed.body.error?.field).toBe('flags.isReadOnly');
    expect(await storedRow(squad.uuid)).toEqual(before);
  });
});

describe('squads: list and delete', () => {
  it('pages the caller’s own squads, last saved first, with their chemistry, rating and price', async () => {
    const titles = ['Page A', 'Page B', 'Page C'];
    for (const title of titles) await create(bob, { title });
    const first = await api<SquadSummary[]>('/api/squads/user/?page=1&page_size=2', bob);
    expect(first.status).toBe(200);
    expect(first.body.totalCount).toBe(3);
    expect(SquadPage.safeParse(first.body).error).toBeUndefined();
    expect(first.body.data.map((squad) => squad.title)).toEqual(['Page C', 'Page B']);
    expect(first.body.data[0]).toMatchObject({
      chemistry: 23,
      rating: ratingByHand(XI.map(([n]) => real[n]!.overall)),
    });
    const second = await api<SquadSummary[]>('/api/squads/user/?page=2&page_size=2', bob);
    expect(second.body.data.map((squad) => squad.title)).toEqual(['Page A']);
    const bad = await api('/api/squads/user/?page_size=500', bob);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.field).toBe('page_size');
  });

  it('never takes a word of the path for a uuid, and refuses one that is not', async () => {
    const notUuid = await api('/api/squads/not-a-uuid/', null);
    expect(notUuid.status).toBe(400);
    expect(notUuid.body.error?.field).toBe('uuid');
    const unknown = await api('/api/squads/00000000-0000-4000-8000-000000000000/', null);
    expect(unknown.status).toBe(404);
  });

  it('deletes the owner’s squad, which then is gone', async () => {
    const squad = await create(alice);
    const removed = await api<{ uuid: string; deleted: boolean }>(
      `/api/squads/${squad.uuid}/delete/`,
      alice,
      {},
    );
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ uuid: squad.uuid, deleted: true });
    expect((await api(`/api/squads/${squad.uuid}/`, alice)).status).toBe(404);
    expect(await storedRow(squad.uuid)).toBeUndefined();
  });
});
