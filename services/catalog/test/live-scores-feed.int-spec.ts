import { CATALOG_LIVE, FixtureLiveEvent, LIVE_SCORES_CONTRACTS as C, type Fixture } from '@futgg/contracts';
import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { catalogService } from '../src/catalog.service-definition.js';
import { seedCatalog } from '../src/seed/seed-catalog.js';

// The simulated feed on a real catalog (BullMQ on Redis, PostgreSQL, NATS): with a 200 ms tick, the
// seeded live fixtures advance a minute a tick, each change stored and published on its live subject.
process.env['LIVE_SCORES_SIMULATION'] = 'on';
process.env['LIVE_SCORES_TICK_MS'] = '200';

describe('the simulated live-score feed', () => {
  let catalog: ServiceUnderTest;

  beforeAll(async () => {
    catalog = await startServiceUnderTest('catalog_live_feed', catalogService);
    await seedCatalog({ databaseUrl: catalog.database.url, seed: 7, players: 120, gameYear: 26 });
  }, 120_000);

  afterAll(() => catalog?.stop(), 60_000);

  it('advances live fixtures minute by minute and publishes each change, revisions rising', async () => {
    const [tournament] = await catalog.requester.request<{ slug: string }[]>(C.tournaments.subject, {
      slugs: ['eleague-26'],
    });
    const live = await catalog.requester.request<Fixture[]>(C.tournamentFixtures.subject, {
      slug: tournament!.slug,
      status: 'live',
    });
    expect(live.length).toBeGreaterThan(0);
    const target = live[0]!;
    const seen: Fixture[] = [];
    const subscription = catalog.client.subscribe(
      `${catalog.subjectPrefix}${CATALOG_LIVE.fixtureSubject(target.id)}`,
      {
        callback: (_error, message) => {
          seen.push(FixtureLiveEvent.parse(message.json()).data);
        },
      },
    );
    try {
      const deadline = Date.now() + 20_000;
      while (seen.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(seen.length).toBeGreaterThanOrEqual(3);
      const minutes = seen.map((fixture) => fixture.minute);
      expect(minutes[0]).toBeGreaterThan(target.minute);
      for (let i = 1; i < seen.length; i += 1) {
        expect(seen[i]!.revision).toBeGreaterThan(seen[i - 1]!.revision);
        expect(minutes[i]).toBe(minutes[i - 1]! + 1);
      }
      const stored = await catalog.requester.request<Fixture>(C.fixture.subject, { id: target.id });
      expect(stored.minute).toBeGreaterThanOrEqual(seen.at(-1)!.minute);
      const goals = stored.events.filter((event) => event.kind === 'goal' || event.kind === 'penalty-goal');
      expect(goals.length).toBe(stored.score.home + stored.score.away);
    } finally {
      subscription.unsubscribe();
    }
  }, 60_000);
});
