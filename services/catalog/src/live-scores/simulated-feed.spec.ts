import type { Fixture } from '@futgg/contracts';
import { nextSimulatedUpdate, SIMULATED_FULL_TIME } from './simulated-feed.js';
import { standingsOf } from './standings.js';

const side = (participantId: number) => ({ participantId, name: `Team ${participantId}`, shortName: 'TEA' });
const fixture = (overrides: Partial<Fixture>): Fixture => ({
  id: 2_600_050,
  tournamentSlug: 'eleague-26',
  stage: 'league',
  round: 'Matchday 4',
  roundOrder: 4,
  groupId: null,
  home: side(1),
  away: side(2),
  kickoffAt: '2026-11-27T15:00:00.000Z',
  status: 'live',
  minute: 30,
  score: { home: 0, away: 0 },
  events: [],
  revision: 5,
  updatedAt: '2026-11-27T15:00:00.000Z',
  ...overrides,
});
const squads = {
  home: [{ eaId: 11, name: 'Home Striker', position: 'ST' }],
  away: [{ eaId: 22, name: 'Away Striker', position: 'ST' }],
};

describe(nextSimulatedUpdate.name, () => {
  it('advances a live fixture one minute with the tick’s revision, and finishes it at full time', () => {
    expect(nextSimulatedUpdate(fixture({}), squads, 6)).toMatchObject({
      minute: 31,
      status: 'live',
      revision: 6,
    });
    expect(nextSimulatedUpdate(fixture({ minute: SIMULATED_FULL_TIME - 1 }), squads, 6)).toMatchObject({
      minute: SIMULATED_FULL_TIME,
      status: 'finished',
    });
  });

  it('kicks off a scheduled fixture, and leaves a finished one or an already applied tick alone', () => {
    expect(nextSimulatedUpdate(fixture({ status: 'scheduled', minute: 0 }), squads, 6)).toMatchObject({
      minute: 1,
      status: 'live',
    });
    expect(nextSimulatedUpdate(fixture({ status: 'finished', minute: 90 }), squads, 6)).toBeNull();
    expect(nextSimulatedUpdate(fixture({}), squads, 5)).toBeNull();
  });

  it('is the same update for the same fixture and minute, and its score counts its goals', () => {
    let current = fixture({ minute: 0 });
    for (let tick = 6; current.status !== 'finished'; tick += 1) {
      const update = nextSimulatedUpdate(current, squads, tick)!;
      expect(nextSimulatedUpdate(current, squads, tick)).toEqual(update);
      current = {
        ...current,
        ...update,
        events: update.events.map((event, index) => ({ id: index + 1, ...event })),
      };
    }
    const goals = current.events.filter((event) => event.kind === 'goal');
    expect(goals.filter((event) => event.side === 'home')).toHaveLength(current.score.home);
    expect(goals.filter((event) => event.side === 'away')).toHaveLength(current.score.away);
    for (const goal of goals) expect([11, 22]).toContain(goal.eaId);
  });
});

describe(standingsOf.name, () => {
  it('ranks by points, goal difference, goals scored, then name, counting live fixtures as they stand', () => {
    const table = standingsOf(
      [
        { id: 1, name: 'Alpha' },
        { id: 2, name: 'Beta' },
        { id: 3, name: 'Gamma' },
      ],
      [
        fixture({ status: 'finished', home: side(1), away: side(2), score: { home: 2, away: 0 } }),
        fixture({ status: 'live', home: side(3), away: side(2), score: { home: 1, away: 1 } }),
        fixture({ status: 'scheduled', home: side(1), away: side(3), score: { home: 0, away: 0 } }),
      ],
    );
    expect(
      table.map((row) => [row.position, row.participantId, row.played, row.points, row.goalDifference]),
    ).toEqual([
      [1, 1, 1, 3, 2],
      [2, 3, 1, 1, 0],
      [3, 2, 2, 1, -2],
    ]);
  });
});
