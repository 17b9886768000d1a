import { generateGameData } from '../generate-game-data.js';
import { generateLiveScoresSeason, LIVE_SCORES_ID_BLOCK } from './live-scores-season.js';

const data = generateGameData({ seed: 7, players: 120, gameYear: 26 });
const anchor = new Date('2026-11-27T15:20:00Z');

describe(generateLiveScoresSeason.name, () => {
  const season = generateLiveScoresSeason(data, { anchor });

  it('is the same season for the same cards and anchor', () => {
    expect(generateLiveScoresSeason(data, { anchor })).toEqual(season);
  });

  it('has three tournaments of every format, with groups only where the format has them', () => {
    expect(season.tournaments.map((t) => [t.slug, t.format])).toEqual([
      ['champions-cup-26', 'groups-knockout'],
      ['eleague-26', 'league'],
      ['nations-knockout-26', 'knockout'],
    ]);
    expect(new Set(season.groups.map((g) => g.tournamentSlug))).toEqual(new Set(['champions-cup-26']));
  });

  it('links every squad member and player participant to a generated card', () => {
    const eaIds = new Set(data.playerItems.map((card) => card.eaId));
    expect(season.players.length).toBeGreaterThan(100);
    for (const player of season.players) expect(eaIds.has(player.eaId)).toBe(true);
    for (const p of season.participants.filter((p) => p.kind === 'player'))
      expect(eaIds.has(p.eaId!)).toBe(true);
  });

  it('has finished, live and scheduled fixtures whose scores match their goals', () => {
    const statuses = new Set(season.fixtures.map((f) => f.status));
    expect(statuses).toEqual(new Set(['finished', 'live', 'scheduled']));
    for (const fixture of season.fixtures) {
      const goals = fixture.events.filter((e) => e.kind === 'goal' || e.kind === 'penalty-goal');
      expect(goals.filter((e) => e.side === 'home')).toHaveLength(fixture.homeScore);
      expect(goals.filter((e) => e.side === 'away')).toHaveLength(fixture.awayScore);
      if (fixture.status === 'scheduled') expect(fixture.events).toEqual([]);
      if (fixture.status === 'finished' && fixture.stage === 'knockout') {
        expect(fixture.homeScore).not.toBe(fixture.awayScore);
      }
    }
  });

  it('numbers ids inside the game year’s block, unique across every kind', () => {
    const ids = [...season.groups, ...season.participants, ...season.fixtures].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Math.floor(id / LIVE_SCORES_ID_BLOCK)).toBe(26);
  });
});
