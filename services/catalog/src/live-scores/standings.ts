import type { Fixture, GroupStanding, Participant } from '@futgg/contracts';

/**
 * A group's table from its played fixtures (live ones count as they stand): 3 points a win, 1 a draw;
 * ties broken by goal difference, goals scored, then name (docs/live-scores.md).
 */
export const standingsOf = (
  participants: readonly Pick<Participant, 'id' | 'name'>[],
  fixtures: readonly Pick<Fixture, 'status' | 'home' | 'away' | 'score'>[],
): GroupStanding[] => {
  const table = new Map(
    participants.map((participant) => [
      participant.id,
      {
        participantId: participant.id,
        name: participant.name,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
      },
    ]),
  );
  for (const fixture of fixtures) {
    if (fixture.status === 'scheduled') continue;
    const home = table.get(fixture.home.participantId);
    const away = table.get(fixture.away.participantId);
    if (!home || !away) continue;
    const { home: homeGoals, away: awayGoals } = fixture.score;
    home.played += 1;
    away.played += 1;
    home.goalsFor += homeGoals;
    home.goalsAgainst += awayGoals;
    away.goalsFor += awayGoals;
    away.goalsAgainst += homeGoals;
    if (homeGoals > awayGoals) {
      home.won += 1;
      away.lost += 1;
    } else if (homeGoals < awayGoals) {
      away.won += 1;
      home.lost += 1;
    } else {
      home.drawn += 1;
      away.drawn += 1;
    }
  }
  return [...table.values()]
    .map((row) => ({
      ...row,
      goalDifference: row.goalsFor - row.goalsAgainst,
      points: row.won * 3 + row.drawn,
    }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalDifference - a.goalDifference ||
        b.goalsFor - a.goalsFor ||
        a.name.localeCompare(b.name) ||
        a.participantId - b.participantId,
    )
    .map((row, index) => ({ position: index + 1, ...row }));
};
