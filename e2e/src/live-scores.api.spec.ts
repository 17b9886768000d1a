// Live scores through the real gateway (docs/live-scores.md): every route and parameter on the seeded
// season, the cache times, the ingest path (services only) and the fixture stream, directly and through
// NGINX. The simulated feed is off in this suite (LIVE_SCORES_SIMULATION=off), so the seeded fixtures
// stay as seeded and a score changes only when the test pushes one through the ingest subject; the feed
// itself is tested in services/catalog/src/live-scores (its update rule) and by its own spec below.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  LIVE_SCORES_CONTRACTS,
  type Bracket,
  type Fixture,
  type FixtureUpdate,
  type FixtureUpdateResult,
  type Participant,
  type ParticipantPlayer,
  type Tournament,
  type TournamentFaq,
  type TournamentGroup,
  type Tracker,
} from '@futgg/contracts';
import { startNginx, type RunningNginx } from '@futgg/deploy/nginx';
import { apiCall, type ApiAnswer } from './api-call.js';
import { freePort } from './child-processes.js';
import { startIdentityStack, startProvider, type DevProvider, type IdentityStack } from './identity-stack.js';
import { openEventStream } from './event-stream.js';

process.env['LIVE_SCORES_SIMULATION'] = 'off';

let provider: DevProvider;
let stack: IdentityStack;
let nginx: RunningNginx;
let tournaments: Tournament[];

const LIVE = '/api/fut/live';
const get = <T>(path: string): Promise<ApiAnswer<T>> => apiCall<T>(stack.url, path, null);
const cup = () => tournaments.find((t) => t.format === 'groups-knockout')!;
const league = () => tournaments.find((t) => t.format === 'league')!;
const knockout = () => tournaments.find((t) => t.format === 'knockout')!;
const ingest = (update: FixtureUpdate) =>
  stack.catalog!.requester.request<FixtureUpdateResult>(LIVE_SCORES_CONTRACTS.ingest.subject, update);
/** The fixture as stored now, from the catalog itself (the gateway's answer may be up to 60 s old). */
const stored = (id: number) =>
  stack.catalog!.requester.request<Fixture>(LIVE_SCORES_CONTRACTS.fixture.subject, { id });
const expectRefused = (answer: ApiAnswer<unknown>, status: number, field?: string) => {
  expect(answer.status).toBe(status);
  if (field) expect(answer.body.error?.field).toBe(field);
};

beforeAll(async () => {
  const port = await freePort();
  provider = await startProvider([`http://127.0.0.1:${port}`]);
  stack = await startIdentityStack({ label: 'live_scores_api', provider, port, catalogPlayers: 120 });
  const webRoot = mkdtempSync(join(tmpdir(), 'futgg-live-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>FUT</title>');
  nginx = await startNginx({
    listenPort: await freePort(),
    webRoot,
    gatewayUpstream: `127.0.0.1:${stack.gateway.port}`,
    prefixDir: mkdtempSync(join(tmpdir(), 'futgg-live-nginx-')),
  });
  tournaments = (await get<Tournament[]>(`${LIVE}/tournaments/`)).body.data;
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  await stack?.stop();
  await provider?.close();
}, 120_000);

describe('tournaments', () => {
  it('lists the seeded season’s three tournaments, cached for an hour', async () => {
    const answer = await get<Tournament[]>(`${LIVE}/tournaments/`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(answer.body.data.map((t) => [t.slug, t.format, t.participantKind])).toEqual([
      ['champions-cup-26', 'groups-knockout', 'team'],
      ['eleague-26', 'league', 'player'],
      ['nations-knockout-26', 'knockout', 'team'],
    ]);
    expect(cup()).toMatchObject({ status: 'live', participantCount: 8, fixtureCount: 15, gameYear: 26 });
    expect(knockout()).toMatchObject({ status: 'scheduled', participantCount: 8, fixtureCount: 6 });
  });

  it('filters by slugs, leaving unknown ones out', async () => {
    const answer = await get<Tournament[]>(`${LIVE}/tournaments/?slugs=nations-knockout-26,eleague-26,nope`);
    expect(answer.body.data.map((t) => t.slug)).toEqual(['eleague-26', 'nations-knockout-26']);
  });

  it('refuses a malformed slug, a repeated or unknown parameter by name', async () => {
    const bad = await get(`${LIVE}/tournaments/?slugs=Bad%20Slug`);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.field).toMatch(/^slugs/);
    expectRefused(await get(`${LIVE}/tournaments/?slugs=a&slugs=b`), 400, 'slugs');
    expectRefused(await get(`${LIVE}/tournaments/?page=2`), 400, 'page');
  });

  it('answers one tournament, 404 for an unknown slug and 400 for a malformed one', async () => {
    const answer = await get<Tournament>(`${LIVE}/tournaments/${league().slug}/`);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(answer.body.data).toEqual(league());
    expectRefused(await get(`${LIVE}/tournaments/unknown-cup/`), 404);
    expectRefused(await get(`${LIVE}/tournaments/Bad_Slug/`), 400, 'slug');
  });

  it('answers the FAQ', async () => {
    const answer = await get<TournamentFaq>(`${LIVE}/tournaments/${cup().slug}/faq/`);
    expect(answer.body.data.length).toBeGreaterThanOrEqual(2);
    expect(answer.body.data[0]).toEqual({ question: expect.any(String), answer: expect.any(String) });
    expectRefused(await get(`${LIVE}/tournaments/unknown-cup/faq/`), 404);
  });

  it('answers the bracket by round: semi-finals then the live final; a league has none', async () => {
    const answer = await get<Bracket>(`${LIVE}/tournaments/${cup().slug}/bracket/`);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(answer.body.data.rounds.map((r) => [r.name, r.fixtures.map((f) => f.status)])).toEqual([
      ['Semi-final', ['finished', 'finished']],
      ['Final', ['live']],
    ]);
    const final = answer.body.data.rounds[1]!.fixtures[0]!;
    const semiWinners = answer.body.data.rounds[0]!.fixtures.map((f) =>
      f.score.home > f.score.away ? f.home.participantId : f.away.participantId,
    );
    expect([final.home.participantId, final.away.participantId]).toEqual(semiWinners);
    expect((await get<Bracket>(`${LIVE}/tournaments/${league().slug}/bracket/`)).body.data.rounds).toEqual(
      [],
    );
    expectRefused(await get(`${LIVE}/tournaments/unknown-cup/bracket/`), 404);
  });

  it('answers the groups with standings from the played fixtures', async () => {
    const answer = await get<TournamentGroup[]>(`${LIVE}/tournaments/${cup().slug}/groups/`);
    expect(answer.body.data.map((g) => g.name)).toEqual(['Group A', 'Group B']);
    for (const group of answer.body.data) {
      expect(group.standings).toHaveLength(4);
      for (const row of group.standings) {
        expect(row.played).toBe(3);
        expect(row.points).toBe(row.won * 3 + row.drawn);
      }
      const points = group.standings.map((row) => row.points);
      expect(points).toEqual([...points].sort((a, b) => b - a));
    }
    expect(
      (await get<TournamentGroup[]>(`${LIVE}/tournaments/${knockout().slug}/groups/`)).body.data,
    ).toEqual([]);
  });
});

describe('fixtures', () => {
  it('lists a tournament’s fixtures in kickoff order, filtered by status', async () => {
    const all = await get<Fixture[]>(`${LIVE}/tournaments/${league().slug}/fixtures/`);
    expect(all.headers.get('cache-control')).toBe('public, max-age=60');
    expect(all.body.data).toHaveLength(15);
    const kickoffs = all.body.data.map((f) => f.kickoffAt);
    expect(kickoffs).toEqual([...kickoffs].sort());
    for (const status of ['scheduled', 'live', 'finished'] as const) {
      const some = await get<Fixture[]>(`${LIVE}/tournaments/${league().slug}/fixtures/?status=${status}`);
      expect(some.body.data).toHaveLength(3 * (status === 'finished' ? 3 : 1));
      expect(new Set(some.body.data.map((f) => f.status))).toEqual(new Set([status]));
    }
    expectRefused(await get(`${LIVE}/tournaments/${league().slug}/fixtures/?status=paused`), 400, 'status');
    expectRefused(await get(`${LIVE}/tournaments/unknown-cup/fixtures/`), 404);
  });

  it('answers one fixture with its events, cached for a minute; 404 and 400 otherwise', async () => {
    const [listed] = (await get<Fixture[]>(`${LIVE}/tournaments/${cup().slug}/fixtures/?status=finished`))
      .body.data;
    const answer = await get<Fixture>(`${LIVE}/fixtures/${listed!.id}/`);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(answer.body.data).toEqual(listed);
    const goals = answer.body.data.events.filter((e) => e.kind === 'goal' || e.kind === 'penalty-goal');
    expect(goals.length).toBe(answer.body.data.score.home + answer.body.data.score.away);
    expectRefused(await get(`${LIVE}/fixtures/999999999/`), 404);
    expectRefused(await get(`${LIVE}/fixtures/abc/`), 400, 'id');
    expectRefused(await get(`${LIVE}/fixtures/${listed!.id}/?x=1`), 400, 'x');
  });
});

describe('participants and players', () => {
  it('answers a participant, its fixtures and its players (cards by eaId); 404 when not in the tournament', async () => {
    const fixtures = (await get<Fixture[]>(`${LIVE}/tournaments/${league().slug}/fixtures/`)).body.data;
    const id = fixtures[0]!.home.participantId;
    const participant = await get<Participant>(`${LIVE}/tournaments/${league().slug}/participants/${id}/`);
    expect(participant.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(participant.body.data).toMatchObject({ id, kind: 'player', tournamentSlug: league().slug });
    const own = await get<Fixture[]>(`${LIVE}/tournaments/${league().slug}/participants/${id}/fixtures/`);
    expect(own.body.data).toHaveLength(5);
    for (const f of own.body.data) expect([f.home.participantId, f.away.participantId]).toContain(id);
    const players = await get<ParticipantPlayer[]>(
      `${LIVE}/tournaments/${league().slug}/participants/${id}/players/`,
    );
    expect(players.body.data.length).toBeGreaterThan(0);
    // A pro's own card leads their squad, and every player is a card of the catalog.
    expect(players.body.data[0]!.eaId).toBe(participant.body.data.eaId);
    const card = await get<unknown>(`/api/fut/player-items/26-${players.body.data[0]!.eaId}/`);
    expect(card.status).toBe(200);
    const played = own.body.data.filter((f) => f.status !== 'scheduled').length;
    for (const player of players.body.data) expect(player.appearances).toBe(played);

    expectRefused(await get(`${LIVE}/tournaments/${cup().slug}/participants/${id}/`), 404, 'participantId');
    expectRefused(await get(`${LIVE}/tournaments/${cup().slug}/participants/${id}/fixtures/`), 404);
    expectRefused(await get(`${LIVE}/tournaments/${cup().slug}/participants/${id}/players/`), 404);
    expectRefused(await get(`${LIVE}/tournaments/${league().slug}/participants/0/`), 400, 'participantId');
  });

  it('lists the tournament’s players top scorers first, their goals matching the fixtures’ events', async () => {
    const answer = await get<ParticipantPlayer[]>(`${LIVE}/tournaments/${cup().slug}/players/`);
    const goals = answer.body.data.map((p) => p.goals);
    expect(goals).toEqual([...goals].sort((a, b) => b - a));
    const fixtures = (await get<Fixture[]>(`${LIVE}/tournaments/${cup().slug}/fixtures/`)).body.data;
    const scored = fixtures
      .flatMap((f) => f.events)
      .filter((e) => e.kind === 'goal' || e.kind === 'penalty-goal');
    expect(answer.body.data.reduce((sum, p) => sum + p.goals, 0)).toBe(
      scored.filter((e) => e.eaId !== null).length,
    );
    expectRefused(await get(`${LIVE}/tournaments/unknown-cup/players/`), 404);
  });

  it('tracks a card across tournaments: goals, assists, appearances; zeros for an untracked card; 404 for no card', async () => {
    const top = (await get<ParticipantPlayer[]>(`${LIVE}/tournaments/${cup().slug}/players/`)).body.data[0]!;
    const tracker = await get<Tracker>(`${LIVE}/trackers/${top.eaId}/`);
    expect(tracker.headers.get('cache-control')).toBe('public, max-age=60');
    expect(tracker.body.data.eaId).toBe(top.eaId);
    expect(tracker.body.data.goals).toBeGreaterThanOrEqual(top.goals);
    expect(tracker.body.data.appearances).toBe(
      new Set(tracker.body.data.fixtures.map((f) => f.fixtureId)).size,
    );
    expect(tracker.body.data.goals).toBe(tracker.body.data.fixtures.reduce((sum, f) => sum + f.goals, 0));
    expectRefused(await get(`${LIVE}/trackers/2000000000/`), 404, 'eaId');
    expectRefused(await get(`${LIVE}/trackers/x/`), 400, 'eaId');
  });
});

describe('ingestion and the live stream', () => {
  const liveFixture = async () =>
    stored(
      (await get<Fixture[]>(`${LIVE}/tournaments/${league().slug}/fixtures/?status=live`)).body.data[0]!.id,
    );

  it('stores an update once: the same revision again, or an older one, changes nothing', async () => {
    const fixture = await liveFixture();
    const update: FixtureUpdate = {
      fixtureId: fixture.id,
      revision: fixture.revision + 1,
      status: 'live',
      minute: fixture.minute + 1,
      score: fixture.score,
      events: fixture.events.map(({ id: _id, ...event }) => event),
    };
    const first = await ingest(update);
    expect(first).toMatchObject({
      applied: true,
      fixture: { revision: update.revision, minute: update.minute },
    });
    const again = await ingest({ ...update, minute: 80 });
    expect(again).toMatchObject({ applied: false, fixture: { minute: update.minute } });
    await expect(ingest({ ...update, fixtureId: 999_999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(ingest({ ...update, minute: 500 })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });

  it.each([
    ['the gateway', () => stack.url],
    ['NGINX', () => nginx.baseUrl],
  ])(
    'delivers a score change to an open fixture stream through %s, first the fixture as stored',
    async (_via, base) => {
      const fixture = await liveFixture();
      const stream = await openStream(base(), fixture.id);
      try {
        expect(stream.response.status).toBe(200);
        expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
        const [, firstData] = await stream.until(FIXTURE_EVENT);
        expect(JSON.parse(firstData!)).toEqual(fixture);
        const scorer = (
          await get<ParticipantPlayer[]>(
            `${LIVE}/tournaments/${league().slug}/participants/${fixture.home.participantId}/players/`,
          )
        ).body.data[0]!;
        const result = await ingest({
          fixtureId: fixture.id,
          revision: fixture.revision + 1,
          status: 'live',
          minute: fixture.minute + 1,
          score: { home: fixture.score.home + 1, away: fixture.score.away },
          events: [
            ...fixture.events.map(({ id: _id, ...event }) => event),
            {
              minute: fixture.minute + 1,
              kind: 'goal',
              side: 'home',
              eaId: scorer.eaId,
              playerName: scorer.name,
              assistEaId: null,
            },
          ],
        });
        expect(result.applied).toBe(true);
        const changed = await stream.until(
          new RegExp(`event: fixture\\ndata: (\\{[^\\n]*"revision":${fixture.revision + 1}[^\\n]*)\\n\\n`),
        );
        const data = JSON.parse(changed[1]!) as Fixture;
        expect(data.score).toEqual({ home: fixture.score.home + 1, away: fixture.score.away });
        expect(data.events.at(-1)).toMatchObject({ kind: 'goal', eaId: scorer.eaId });
        // The tracker and the fixture read count it too (the fixture route may be cached for 60 s: not asked).
        const tracker = (await get<Tracker>(`${LIVE}/trackers/${scorer.eaId}/`)).body.data;
        expect(tracker.fixtures.find((f) => f.fixtureId === fixture.id)?.goals).toBeGreaterThanOrEqual(1);
      } finally {
        await stream.close();
      }
    },
  );

  it('answers 404 for an unknown fixture and 400 for a bad id or parameter, not a stream', async () => {
    expectRefused(await streamAnswer(`${LIVE}/fixtures/999999999/stream/`), 404);
    expectRefused(await streamAnswer(`${LIVE}/fixtures/abc/stream/`), 400, 'id');
    const fixture = await liveFixture();
    expectRefused(await streamAnswer(`${LIVE}/fixtures/${fixture.id}/stream/?since=1`), 400, 'since');
  });

  it('ends an open stream when the client goes away (the gateway holds none)', async () => {
    const fixture = await liveFixture();
    const stream = await openStream(stack.url, fixture.id);
    await stream.until(/: open/);
    await stream.close();
    const again = await openStream(stack.url, fixture.id);
    await again.until(/: open/);
    await again.close();
  });
});

const streamAnswer = async (path: string): Promise<ApiAnswer<unknown>> => {
  const response = await fetch(`${stack.url}${path}`);
  return {
    status: response.status,
    body: (await response.json()) as ApiAnswer<unknown>['body'],
    headers: response.headers,
  };
};

const FIXTURE_EVENT = /event: fixture\ndata: (.+)\n\n/;

/** An open event stream read with fetch, as the web app reads it. */
const openStream = (baseUrl: string, fixtureId: number) =>
  openEventStream(`${baseUrl}${LIVE}/fixtures/${fixtureId}/stream/`);
