import {
  PRO_COMPETITION_CONTENT_TYPES,
  type EventCheckStats,
  type PlayerItem,
  type ProEvent,
  type ProEventSummary,
  type ProRuleset,
  type Squad,
  type SquadCheck,
} from '@futgg/contracts';
import { startSquadsStack, type SignedInUser, type SquadsStack } from './squads-stack.js';
import { apiCall, type ApiAnswer } from './api-call.js';

// The pro-competition area through the real gateway (docs/pro-competition.md): every call signed in and
// with the CSRF header, events seeded and created by an admin, the organiser's ruleset, and saved squads
// checked against it.

const PLAYERS = 400;
const FC_PRO_SEEDED = ['FC Pro Open Qualifier', 'FC Pro Untradeable Cup'];
const SEEDED_OPEN_GUID = '0b6a3c52-8f4e-4d61-9a7b-1c2d3e4f5a61';
const SEED_ORGANISER = 'futgg-pro';
const MISSING_UUID = '7e0c9a51-3b2d-4c8f-9e6a-5d4c3b2a1f00';

let stack: SquadsStack;
let alice: SignedInUser;
let bob: SignedInUser;
let admin: SignedInUser;
/** The catalog's cards as the player search answers them, best first, one per player. */
let cards: PlayerItem[];
/** The event the admin creates for alice. */
let aliceEvent: ProEvent;

type Answer<T> = ApiAnswer<T>;

/** Every call carries the user's CSRF token unless `csrf` says otherwise (null: none). */
const api = <T>(
  path: string,
  user: SignedInUser | null,
  options: { json?: unknown; csrf?: string | null } = {},
): Promise<Answer<T>> =>
  apiCall<T>(stack.url, path, user, {
    json: options.json,
    csrf: options.csrf === undefined ? user?.csrfToken : options.csrf,
  });

const iso = (days: number) => new Date(Date.UTC(2026, 11, 1) + days * 86_400_000).toISOString();

/** One call of each route, for the CSRF and sign-in checks (valid apart from what they test). */
const everyRoute = (product: string): { path: string; json?: unknown }[] => [
  { path: `/api/${product}/rulesets/save/`, json: { eventId: 1, squadConfigData: {}, searchPoolData: '' } },
  { path: `/api/${product}/rulesets/1/` },
  {
    path: `/api/${product}/events/create/`,
    json: { name: 'x', organiserId: 'x', startsAt: iso(0), endsAt: iso(1) },
  },
  { path: `/api/${product}/events/${SEEDED_OPEN_GUID}/update/`, json: { name: 'x' } },
  { path: `/api/${product}/events/${SEEDED_OPEN_GUID}/` },
  { path: `/api/${product}/events/${SEEDED_OPEN_GUID}/check/?squad=${MISSING_UUID}` },
  { path: `/api/${product}/analytics/` },
  { path: `/api/${product}/search/?q=open` },
];

const saveSquad = async (user: SignedInUser, field: PlayerItem[], extra: Record<string, unknown> = {}) => {
  const saved = await api<Squad>('/api/squads/save/', user, {
    json: {
      title: 'Pro entry',
      gameYear: 26,
      formationId: 'f442',
      positions: field.map((card, positionIdx) => ({ group: 'FIELD', positionIdx, playerEaId: card.eaId })),
      ...extra,
    },
  });
  expect(saved.status).toBe(200);
  return saved.body.data;
};

const saveRuleset = (user: SignedInUser, squadConfigData: unknown, searchPoolData = '') =>
  api<ProRuleset>('/api/fc-pro/rulesets/save/', user, {
    json: { eventId: aliceEvent.id, squadConfigData, searchPoolData },
  });

beforeAll(async () => {
  stack = await startSquadsStack('pro_competition_api', PLAYERS);
  [alice, bob, admin] = await Promise.all([
    stack.signIn('alice'),
    stack.signIn('bob'),
    stack.signIn('admin'),
  ]);
  const page = await api<PlayerItem[]>('/api/fut/26/player-items/?sort=-overall&page_size=100', null);
  const seen = new Set<number>();
  cards = page.body.data.filter((card) => !seen.has(card.basePlayerEaId) && seen.add(card.basePlayerEaId));
  expect(cards.length).toBeGreaterThanOrEqual(12);
  const created = await api<ProEvent>('/api/fc-pro/events/create/', admin, {
    json: { name: "Alice's 100% Invitational", organiserId: alice.id, startsAt: iso(0), endsAt: iso(30) },
  });
  expect(created.status).toBe(200);
  aliceEvent = created.body.data;
}, 180_000);

afterAll(() => stack?.stop(), 60_000);

describe('pro competition through the gateway', () => {
  describe('sign-in and CSRF', () => {
    it('refuses a visitor on every route with 401', async () => {
      for (const route of everyRoute('fc-pro')) {
        const answer = await api(route.path, null, route);
        expect({ path: route.path, status: answer.status }).toEqual({ path: route.path, status: 401 });
      }
    });

    it('refuses every route without the CSRF header, or with a wrong one, with 403 naming it', async () => {
      for (const route of everyRoute('fc-pro')) {
        for (const csrf of [null, 'wrong-token']) {
          const answer = await api(route.path, admin, { ...route, csrf });
          expect({ path: route.path, status: answer.status, field: answer.body.error?.field }).toEqual({
            path: route.path,
            status: 403,
            field: 'x-csrf-token',
          });
        }
      }
    });

    it('asks the CSRF header of a cookie session on reads too', async () => {
      const path = `${stack.url}/api/fc-pro/events/${SEEDED_OPEN_GUID}/`;
      expect((await alice.browser.request(path)).status).toBe(403);
      const withToken = await alice.browser.request(path, { headers: { 'x-csrf-token': alice.csrfToken } });
      expect(withToken.status).toBe(200);
    });

    it('answers 404 for a product outside the whitelist on every route', async () => {
      for (const route of everyRoute('fc-amateur')) {
        const answer = await api(route.path, admin, route);
        expect({ path: route.path, status: answer.status, field: answer.body.error?.field }).toEqual({
          path: route.path,
          status: 404,
          field: 'product',
        });
      }
    });
  });

  describe('events', () => {
    it('seeds the default events of each product with their rulesets', async () => {
      const proEvents = await api<ProEventSummary[]>('/api/fc-pro/search/?page_size=100', alice);
      expect(proEvents.status).toBe(200);
      expect(proEvents.body.data.map((event) => event.name)).toEqual(expect.arrayContaining(FC_PRO_SEEDED));
      const community = await api<ProEventSummary[]>('/api/fc-community/search/', alice);
      expect(community.body.data.map((event) => event.name)).toEqual(['Community Gold League']);

      const open = await api<ProEvent>(`/api/fc-pro/events/${SEEDED_OPEN_GUID}/`, alice);
      expect(open.body.data).toMatchObject({
        guid: SEEDED_OPEN_GUID,
        product: 'fc-pro',
        name: 'FC Pro Open Qualifier',
        organiserId: SEED_ORGANISER,
        status: 'PUBLISHED',
        mayEditRuleset: false,
        ruleset: {
          eventGuid: SEEDED_OPEN_GUID,
          searchPoolData: 'overall__lte=90',
          squadConfigData: { maxSquadRating: 86, minChemistry: 24, maxPerClub: 4, leagues: [] },
          updatedBy: null,
        },
      });
    });

    it("keeps a product's events to that product", async () => {
      const answer = await api(`/api/fc-community/events/${SEEDED_OPEN_GUID}/`, alice);
      expect(answer.status).toBe(404);
      expect(answer.body.error?.field).toBe('guid');
    });

    it('lets an admin create an event with a user as its organiser', async () => {
      expect(aliceEvent).toMatchObject({ organiserId: alice.id, status: 'PUBLISHED', product: 'fc-pro' });
      expect(aliceEvent.ruleset.squadConfigData).toMatchObject({
        leagues: [],
        maxOverall: null,
        scope: 'MATCHDAY',
      });
      const asAlice = await api<ProEvent>(`/api/fc-pro/events/${aliceEvent.guid}/`, alice);
      expect(asAlice.body.data.mayEditRuleset).toBe(true);
      const asBob = await api<ProEvent>(`/api/fc-pro/events/${aliceEvent.guid}/`, bob);
      expect(asBob.body.data.mayEditRuleset).toBe(false);
    });

    it('lets only admins create or change events', async () => {
      const create = await api('/api/fc-pro/events/create/', alice, {
        json: { name: 'Mine', organiserId: alice.id, startsAt: iso(0), endsAt: iso(1) },
      });
      expect(create.status).toBe(403);
      const update = await api(`/api/fc-pro/events/${aliceEvent.guid}/update/`, alice, {
        json: { status: 'CANCELLED' },
      });
      expect(update.status).toBe(403);
      const after = await api<ProEvent>(`/api/fc-pro/events/${aliceEvent.guid}/`, alice);
      expect(after.body.data.status).toBe('PUBLISHED');
    });

    it('lets an admin change an event, and refuses an end before its start naming endsAt', async () => {
      const changed = await api<ProEvent>(`/api/fc-pro/events/${aliceEvent.guid}/update/`, admin, {
        json: { endsAt: iso(40) },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.data.endsAt).toBe(iso(40));
      const backwards = await api(`/api/fc-pro/events/${aliceEvent.guid}/update/`, admin, {
        json: { endsAt: iso(-1) },
      });
      expect(backwards.status).toBe(400);
      expect(backwards.body.error?.field).toBe('endsAt');
    });
  });

  describe('rulesets', () => {
    const ruleset = { maxOverall: 95, maxPerClub: 3, leagues: [13, 53], formations: ['f442', 'f433'] };

    it("saves the organiser's ruleset and stores the search pool in canonical form", async () => {
      const saved = await saveRuleset(alice, ruleset, 'rarities=3,1&overall__lte=88');
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({
        eventId: aliceEvent.id,
        eventGuid: aliceEvent.guid,
        searchPoolData: 'overall__lte=88&rarities=1,3',
        squadConfigData: { ...ruleset, minOverall: null, isUntradeableOnly: false },
        updatedBy: alice.id,
      });
      const read = await api<ProRuleset>(`/api/fc-pro/rulesets/${aliceEvent.id}/`, bob);
      expect(read.body.data).toEqual(saved.body.data);
    });

    it("refuses another user's save with 403 and leaves the ruleset as it was", async () => {
      const before = await api<ProRuleset>(`/api/fc-pro/rulesets/${aliceEvent.id}/`, alice);
      const answer = await saveRuleset(bob, { maxOverall: 60 }, 'overall__lte=60');
      expect(answer.status).toBe(403);
      expect(answer.body.error?.code).toBe('FORBIDDEN');
      const after = await api<ProRuleset>(`/api/fc-pro/rulesets/${aliceEvent.id}/`, alice);
      expect(after.body.data).toEqual(before.body.data);
    });

    it.each<[string, unknown, string, string?]>([
      ['a number out of bounds', { maxOverall: 120 }, 'squadConfigData.maxOverall'],
      ['a field the ruleset does not have', { maxGoalkeepers: 1 }, 'squadConfigData'],
      [
        'a slot minimum above its cap',
        { slotRatings: [{ positionIdx: 2, min: 90, max: 80 }] },
        'squadConfigData.slotRatings.0.min',
      ],
      [
        'a slot outside the XI',
        { slotRatings: [{ positionIdx: 11, max: 80 }] },
        'squadConfigData.slotRatings.0.positionIdx',
      ],
      [
        'a league both allowed and excluded',
        { leagues: [13], excludedLeagues: [13] },
        'squadConfigData.excludedLeagues',
      ],
      ['an unknown formation', { formations: ['f999'] }, 'squadConfigData.formations.0'],
      ['a search pool the player database refuses', {}, 'searchPoolData', 'overall__gte=200'],
    ])(
      'refuses %s with 400 naming the field, writing nothing',
      async (_case, squadConfigData, field, pool = '') => {
        const before = await api<ProRuleset>(`/api/fc-pro/rulesets/${aliceEvent.id}/`, alice);
        const answer = await saveRuleset(alice, squadConfigData, pool);
        expect(answer.status).toBe(400);
        expect(answer.body.error).toMatchObject({ code: 'INVALID_INPUT', field });
        const after = await api<ProRuleset>(`/api/fc-pro/rulesets/${aliceEvent.id}/`, alice);
        expect(after.body.data).toEqual(before.body.data);
      },
    );

    it('answers 404 naming eventId for an event that does not exist', async () => {
      const read = await api('/api/fc-pro/rulesets/999999/', alice);
      expect(read.status).toBe(404);
      expect(read.body.error?.field).toBe('eventId');
      const save = await api('/api/fc-pro/rulesets/save/', admin, {
        json: { eventId: 999999, squadConfigData: {}, searchPoolData: '' },
      });
      expect(save.status).toBe(404);
    });

    it("lets an admin save any event's ruleset", async () => {
      const saved = await api<ProRuleset>('/api/fc-pro/rulesets/save/', admin, {
        json: { eventId: aliceEvent.id, squadConfigData: ruleset, searchPoolData: '' },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data.updatedBy).toBe(admin.id);
    });
  });

  describe('search', () => {
    it('finds events by a case-insensitive part of the name, pages with next, and matches % literally', async () => {
      const found = await api<ProEventSummary[]>('/api/fc-pro/search/?q=UNTRADEABLE', alice);
      expect(found.body.data.map((event) => event.name)).toEqual(['FC Pro Untradeable Cup']);
      expect(found.body.next).toBeNull();

      const percent = await api<ProEventSummary[]>(
        `/api/fc-pro/search/?q=${encodeURIComponent('100%')}`,
        alice,
      );
      expect(percent.body.data.map((event) => event.guid)).toEqual([aliceEvent.guid]);
      const wildcard = await api<ProEventSummary[]>(
        `/api/fc-pro/search/?q=${encodeURIComponent('%')}`,
        alice,
      );
      expect(wildcard.body.data.map((event) => event.guid)).toEqual([aliceEvent.guid]);

      const first = await api<ProEventSummary[]>('/api/fc-pro/search/?q=fc%20pro&page_size=1', alice);
      expect(first.body).toMatchObject({ totalCount: 2, next: 2 });
      const second = await api<ProEventSummary[]>('/api/fc-pro/search/?q=fc%20pro&page_size=1&page=2', alice);
      expect(second.body.next).toBeNull();
      expect([...first.body.data, ...second.body.data].map((event) => event.name).sort()).toEqual(
        FC_PRO_SEEDED,
      );
    });

    it('refuses an unknown parameter and too long a query by name', async () => {
      expect((await api('/api/fc-pro/search/?name=x', alice)).body.error?.field).toBe('name');
      const long = await api(`/api/fc-pro/search/?q=${'x'.repeat(101)}`, alice);
      expect(long.status).toBe(400);
      expect(long.body.error?.field).toBe('q');
    });
  });

  describe('squad checks', () => {
    it('passes a complete squad that meets every rule', async () => {
      const squad = await saveSquad(alice, cards.slice(0, 11));
      const open = { formations: ['f442'], maxOverall: cards[0]!.overall };
      expect((await saveRuleset(alice, open)).status).toBe(200);
      const check = await api<SquadCheck>(
        `/api/fc-pro/events/${aliceEvent.guid}/check/?squad=${squad.uuid}`,
        bob,
      );
      expect(check.status).toBe(200);
      expect(check.body.data).toMatchObject({
        eventId: aliceEvent.id,
        squadUuid: squad.uuid,
        isPassing: true,
        violations: [],
        formationId: 'f442',
        rating: squad.rating,
        chemistry: squad.chemistry.total,
      });
    });

    it('names each violation with its slot, card, limit and actual value', async () => {
      const field = cards.slice(1, 12);
      const squad = await saveSquad(alice, field);
      // Generated cards from ten-odd clubs never reach full chemistry: a minimum one above it is a rule to break.
      expect(squad.chemistry.total).toBeLessThan(33);
      const keeper = field[0]!;
      const best = Math.max(...field.map((card) => card.overall));
      const rules = {
        slotRatings: [{ positionIdx: 0, max: keeper.overall - 1 }],
        maxOverall: best - 1,
        formations: ['f433'],
        minChemistry: squad.chemistry.total + 1,
      };
      expect((await saveRuleset(alice, rules)).status).toBe(200);
      const check = await api<SquadCheck>(
        `/api/fc-pro/events/${aliceEvent.guid}/check/?squad=${squad.uuid}`,
        alice,
      );
      expect(check.status).toBe(200);
      const { isPassing, violations } = check.body.data;
      expect(isPassing).toBe(false);
      expect(violations).toContainEqual(expect.objectContaining({ code: 'FORMATION_NOT_ALLOWED' }));
      expect(violations).toContainEqual(
        expect.objectContaining({
          code: 'RATING_ABOVE_SLOT_CAP',
          group: 'FIELD',
          positionIdx: 0,
          eaId: keeper.eaId,
          limit: keeper.overall - 1,
          actual: keeper.overall,
        }),
      );
      const capped = field
        .map((card, positionIdx) => ({ card, positionIdx }))
        .filter(({ card }) => card.overall === best)
        .map(({ card, positionIdx }) =>
          expect.objectContaining({
            code: 'OVERALL_ABOVE_CAP',
            positionIdx,
            eaId: card.eaId,
            limit: best - 1,
            actual: best,
          }),
        );
      expect(violations.filter((violation) => violation.code === 'OVERALL_ABOVE_CAP')).toEqual(capped);
      expect(violations).toContainEqual(
        expect.objectContaining({
          code: 'CHEMISTRY_BELOW_MINIMUM',
          limit: squad.chemistry.total + 1,
          actual: squad.chemistry.total,
        }),
      );
    });

    it('reports an incomplete XI and a tradeable card where only untradeable ones may play', async () => {
      const field = cards.slice(0, 10);
      const squad = await saveSquad(bob, field, {
        positions: field.map((card, positionIdx) => ({
          group: 'FIELD',
          positionIdx,
          playerEaId: card.eaId,
          isUntradeableOverride: positionIdx !== 3,
        })),
      });
      expect((await saveRuleset(alice, { isUntradeableOnly: true })).status).toBe(200);
      const check = await api<SquadCheck>(
        `/api/fc-pro/events/${aliceEvent.guid}/check/?squad=${squad.uuid}`,
        bob,
      );
      expect(check.body.data.violations).toEqual([
        expect.objectContaining({ code: 'INCOMPLETE_SQUAD', limit: 11, actual: 10 }),
        expect.objectContaining({
          code: 'NOT_UNTRADEABLE',
          group: 'FIELD',
          positionIdx: 3,
          eaId: field[3]!.eaId,
        }),
      ]);
      expect(check.body.data.rating).toBeNull();
    });

    it('answers 404 naming squad for a squad that does not exist, 400 for one that is no uuid', async () => {
      const missing = await api(`/api/fc-pro/events/${aliceEvent.guid}/check/?squad=${MISSING_UUID}`, alice);
      expect(missing.status).toBe(404);
      expect(missing.body.error?.field).toBe('squad');
      const bad = await api(`/api/fc-pro/events/${aliceEvent.guid}/check/?squad=nope`, alice);
      expect(bad.status).toBe(400);
      expect(bad.body.error?.field).toBe('squad');
    });
  });

  describe('analytics', () => {
    it("counts an event's checks, squads checked and passed, and its most common violations", async () => {
      const answer = await api<EventCheckStats[]>(
        `/api/fc-pro/analytics/?type=squad-checks&content_type_id=${PRO_COMPETITION_CONTENT_TYPES.EVENT}&entity_id=${aliceEvent.id}`,
        admin,
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ totalCount: 1, next: null });
      const [stats] = answer.body.data;
      expect(stats).toMatchObject({
        eventId: aliceEvent.id,
        eventGuid: aliceEvent.guid,
        contentTypeId: PRO_COMPETITION_CONTENT_TYPES.EVENT,
        checks: 3,
        squadsChecked: 3,
        squadsPassed: 1,
      });
      const codes = stats!.topViolations.map((entry) => entry.code);
      expect(codes).toEqual(
        expect.arrayContaining(['FORMATION_NOT_ALLOWED', 'INCOMPLETE_SQUAD', 'NOT_UNTRADEABLE']),
      );
      expect(stats!.topViolations.every((entry) => entry.count === 1)).toBe(true);
    });

    it('lists every event of the product, paged with next', async () => {
      const first = await api<EventCheckStats[]>('/api/fc-pro/analytics/?page_size=2', alice);
      expect(first.body).toMatchObject({ totalCount: 3, next: 2 });
      const second = await api<EventCheckStats[]>('/api/fc-pro/analytics/?page_size=2&page=2', alice);
      expect(second.body.next).toBeNull();
      const all = [...first.body.data, ...second.body.data];
      expect(all.map((row) => row.name).sort()).toEqual([...FC_PRO_SEEDED, aliceEvent.name].sort());
      expect(all.filter((row) => row.eventId !== aliceEvent.id).every((row) => row.checks === 0)).toBe(true);
    });

    it('refuses another content type or type by name, and an unknown event with 404', async () => {
      const otherType = await api('/api/fc-pro/analytics/?content_type_id=7', alice);
      expect(otherType.status).toBe(400);
      expect(otherType.body.error?.field).toBe('content_type_id');
      const kind = await api('/api/fc-pro/analytics/?type=views', alice);
      expect(kind.body.error?.field).toBe('type');
      const unknown = await api('/api/fc-pro/analytics/?entity_id=999999', alice);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error?.field).toBe('entity_id');
    });
  });
});
