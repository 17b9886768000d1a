import { fixtureEventOf } from './fixture-stream.js';

const fixture = {
  id: 2_600_043,
  tournamentSlug: 'eleague-26',
  stage: 'league',
  round: 'Matchday 4',
  roundOrder: 4,
  groupId: null,
  home: { participantId: 1, name: 'Home\nTeam', shortName: 'HOM' },
  away: { participantId: 2, name: 'Away', shortName: 'AWA' },
  kickoffAt: '2026-11-27T14:30:00.000Z',
  status: 'live',
  minute: 31,
  score: { home: 1, away: 0 },
  events: [],
  revision: 2,
  updatedAt: '2026-11-27T15:00:00.000Z',
};

describe(fixtureEventOf.name, () => {
  it('writes a fixture change as one `fixture` event whose data is the Fixture JSON on one line', () => {
    const event = fixtureEventOf(JSON.stringify({ event: 'fixture', data: fixture }));
    expect(event).toBe(`event: fixture\ndata: ${JSON.stringify(fixture)}\n\n`);
    expect(event!.split('\n')).toHaveLength(4);
  });

  it.each([
    ['not JSON', 'event: fixture'],
    ['another event name', JSON.stringify({ event: 'message', data: fixture })],
    ['a fixture without its score', JSON.stringify({ event: 'fixture', data: { ...fixture, score: null } })],
  ])('drops a payload that is %s', (_case, payload) => {
    expect(fixtureEventOf(payload)).toBeNull();
  });
});
