import { CATALOG_LIVE, LIVE_SCORES_CONTRACTS } from './live-scores.contracts.js';
import { FixtureUpdate, TournamentsRequest } from './live-scores.schemas.js';

describe('live-scores contracts', () => {
  it('accepts slugs of lower-case words and refuses others, naming the field', () => {
    expect(TournamentsRequest.parse({ slugs: ['fut-champions-cup'] })).toEqual({
      slugs: ['fut-champions-cup'],
    });
    const refused = TournamentsRequest.safeParse({ slugs: ['Bad Slug'] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['slugs', 0]);
  });

  it('refuses an update with an unknown field or a minute past the limit', () => {
    const update = {
      fixtureId: 1,
      revision: 2,
      status: 'live',
      minute: 12,
      score: { home: 1, away: 0 },
      events: [],
    };
    expect(FixtureUpdate.safeParse(update).success).toBe(true);
    expect(FixtureUpdate.safeParse({ ...update, extra: 1 }).success).toBe(false);
    expect(FixtureUpdate.safeParse({ ...update, minute: 131 }).success).toBe(false);
  });

  it('names each fixture its own live subject under the wildcard the gateway may read', () => {
    expect(CATALOG_LIVE.fixtureSubject(42)).toBe('catalog.live.fixture.42');
    expect(CATALOG_LIVE.ALL).toBe('catalog.live.>');
    expect(LIVE_SCORES_CONTRACTS.ingest.subject).toBe('catalog.live-scores.ingest');
  });
});
