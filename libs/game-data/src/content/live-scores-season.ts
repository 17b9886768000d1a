import { Random } from '../random.js';
import type { GameData } from '../game-data.types.js';

// The default season of live scores (docs/live-scores.md): three tournaments of the game year, one of
// clubs with groups then a knockout, one league of players (eSports: each participant is one card), one
// knockout of nations. Deterministic in (seed, game year, cards, anchor): the anchor is the instant the
// season is "now" at (the seed passes the hour it runs in), so some fixtures are finished, a few live and
// the rest scheduled. Squads are generated cards (base versions), linked by eaId.

export interface LiveSeasonTournament {
  slug: string;
  name: string;
  shortName: string;
  description: string;
  format: 'league' | 'groups-knockout' | 'knockout';
  participantKind: 'team' | 'player';
  startDate: string;
  endDate: string;
  faq: { question: string; answer: string }[];
  sortOrder: number;
}
export interface LiveSeasonGroup {
  id: number;
  tournamentSlug: string;
  name: string;
  sortOrder: number;
}
export interface LiveSeasonParticipant {
  id: number;
  tournamentSlug: string;
  kind: 'team' | 'player';
  name: string;
  shortName: string;
  countryCode: string | null;
  groupId: number | null;
  eaId: number | null;
}
export interface LiveSeasonPlayer {
  participantId: number;
  eaId: number;
  name: string;
  position: string;
  shirtNumber: number;
}
export interface LiveSeasonEvent {
  id: number;
  minute: number;
  kind: 'goal' | 'penalty-goal' | 'own-goal' | 'yellow-card' | 'red-card';
  side: 'home' | 'away';
  eaId: number | null;
  playerName: string | null;
  assistEaId: number | null;
}
export interface LiveSeasonFixture {
  id: number;
  tournamentSlug: string;
  stage: 'league' | 'group' | 'knockout';
  round: string;
  roundOrder: number;
  groupId: number | null;
  homeParticipantId: number;
  awayParticipantId: number;
  kickoffAt: string;
  status: 'scheduled' | 'live' | 'finished';
  minute: number;
  homeScore: number;
  awayScore: number;
  events: LiveSeasonEvent[];
  revision: number;
}
export interface LiveScoresSeason {
  gameYear: number;
  tournaments: LiveSeasonTournament[];
  groups: LiveSeasonGroup[];
  participants: LiveSeasonParticipant[];
  players: LiveSeasonPlayer[];
  fixtures: LiveSeasonFixture[];
}

export interface GenerateLiveScoresOptions {
  /** The instant the season is "now" at: fixtures before it are played, around it live, after it scheduled. */
  anchor: Date;
  seed?: number;
}

export const DEFAULT_LIVE_SCORES_SEED = 2026;
/** Ids are the game year times this plus a running number, so two seeded years never share one. */
export const LIVE_SCORES_ID_BLOCK = 100_000;

const POSITION_NAMES: Readonly<Record<number, string>> = {
  0: 'GK',
  1: 'SW',
  2: 'RWB',
  3: 'RB',
  5: 'CB',
  7: 'LB',
  8: 'LWB',
  10: 'CDM',
  12: 'RM',
  14: 'CM',
  16: 'LM',
  18: 'CAM',
  20: 'RF',
  21: 'CF',
  22: 'LF',
  23: 'RW',
  25: 'ST',
  27: 'LW',
};
const positionName = (id: number): string => POSITION_NAMES[id] ?? 'CM';
const ATTACKING_POSITIONS = new Set(['CAM', 'RF', 'CF', 'LF', 'RW', 'ST', 'LW']);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Card = GameData['playerItems'][number];
const nameOf = (card: Card): string => card.commonName || `${card.firstName} ${card.lastName}`.trim();
const shortOf = (name: string): string =>
  name
    .replace(/[^A-Za-z ]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.slice(0, 3))
    .join('')
    .slice(0, 3)
    .toUpperCase() || 'TBD';
const isoDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/**
 * One fixture's events and score, deterministic in `random`: goals at about 2.7 a match, a scorer from
 * the side's attacking players first, an assist most of the time, a few cards. Only minutes up to
 * `upTo` happen (a live fixture's first half, say).
 */
export const simulateFixtureEvents = (
  random: Random,
  home: readonly LiveSeasonPlayer[],
  away: readonly LiveSeasonPlayer[],
  upTo: number,
  firstEventId = 1,
): { homeScore: number; awayScore: number; events: LiveSeasonEvent[] } => {
  const events: LiveSeasonEvent[] = [];
  let homeScore = 0;
  let awayScore = 0;
  for (let minute = 1; minute <= upTo; minute += 1) {
    const roll = random.next();
    if (roll < 0.03) {
      const side: 'home' | 'away' = random.chance(0.55) ? 'home' : 'away';
      const squad = side === 'home' ? home : away;
      const attackers = squad.filter((player) => ATTACKING_POSITIONS.has(player.position));
      const pool = attackers.length > 0 && random.chance(0.7) ? attackers : squad;
      const scorer = pool.length > 0 ? pool[random.int(0, pool.length - 1)] : undefined;
      const others = squad.filter((player) => player !== scorer);
      const assist =
        others.length > 0 && random.chance(0.75) ? others[random.int(0, others.length - 1)] : undefined;
      const kind = random.chance(0.1) ? 'penalty-goal' : 'goal';
      events.push({
        id: firstEventId + events.length,
        minute,
        kind,
        side,
        eaId: scorer?.eaId ?? null,
        playerName: scorer?.name ?? null,
        assistEaId: kind === 'goal' ? (assist?.eaId ?? null) : null,
      });
      if (side === 'home') homeScore += 1;
      else awayScore += 1;
    } else if (roll < 0.055) {
      const side: 'home' | 'away' = random.chance(0.5) ? 'home' : 'away';
      const squad = side === 'home' ? home : away;
      const booked = squad.length > 0 ? squad[random.int(0, squad.length - 1)] : undefined;
      events.push({
        id: firstEventId + events.length,
        minute,
        kind: random.chance(0.08) ? 'red-card' : 'yellow-card',
        side,
        eaId: booked?.eaId ?? null,
        playerName: booked?.name ?? null,
        assistEaId: null,
      });
    }
  }
  return { homeScore, awayScore, events };
};

interface Builder {
  random: Random;
  season: LiveScoresSeason;
  nextId: () => number;
  squads: Map<number, LiveSeasonPlayer[]>;
  anchor: number;
}

const addFixture = (
  builder: Builder,
  fixture: Omit<
    LiveSeasonFixture,
    'id' | 'status' | 'minute' | 'homeScore' | 'awayScore' | 'events' | 'revision'
  >,
  liveMinute: number | null,
): LiveSeasonFixture => {
  const kickoff = Date.parse(fixture.kickoffAt);
  const status: LiveSeasonFixture['status'] =
    liveMinute !== null ? 'live' : kickoff + 2 * HOUR <= builder.anchor ? 'finished' : 'scheduled';
  const played = status === 'finished' ? 90 : status === 'live' ? (liveMinute ?? 0) : 0;
  const home = builder.squads.get(fixture.homeParticipantId) ?? [];
  const away = builder.squads.get(fixture.awayParticipantId) ?? [];
  let result = simulateFixtureEvents(builder.random, home, away, played);
  // A knockout fixture that is over has a winner: a late winner for the side the draw favoured.
  if (status === 'finished' && fixture.stage === 'knockout' && result.homeScore === result.awayScore) {
    const side: 'home' | 'away' = builder.random.chance(0.5) ? 'home' : 'away';
    const squad = side === 'home' ? home : away;
    const scorer = squad[0];
    result = {
      homeScore: result.homeScore + (side === 'home' ? 1 : 0),
      awayScore: result.awayScore + (side === 'away' ? 1 : 0),
      events: [
        ...result.events,
        {
          id: result.events.length + 1,
          minute: 90,
          kind: 'goal',
          side,
          eaId: scorer?.eaId ?? null,
          playerName: scorer?.name ?? null,
          assistEaId: null,
        },
      ],
    };
  }
  const row: LiveSeasonFixture = {
    ...fixture,
    id: builder.nextId(),
    status,
    minute: played,
    homeScore: result.homeScore,
    awayScore: result.awayScore,
    events: result.events,
    revision: 1,
  };
  builder.season.fixtures.push(row);
  return row;
};

const winnerOf = (fixture: LiveSeasonFixture): number =>
  fixture.homeScore >= fixture.awayScore ? fixture.homeParticipantId : fixture.awayParticipantId;

const roundRobin = (ids: readonly number[]): [number, number][][] => {
  // The circle method: n-1 rounds of n/2 pairings.
  const list = [...ids];
  if (list.length % 2 === 1) list.push(-1);
  const rounds: [number, number][][] = [];
  for (let round = 0; round < list.length - 1; round += 1) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < list.length / 2; i += 1) {
      const a = list[i] as number;
      const b = list[list.length - 1 - i] as number;
      if (a !== -1 && b !== -1) pairs.push(round % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    list.splice(1, 0, list.pop() as number);
  }
  return rounds;
};

const standingsOrder = (fixtures: readonly LiveSeasonFixture[], ids: readonly number[]): number[] => {
  const points = new Map(ids.map((id) => [id, { points: 0, difference: 0, scored: 0 }]));
  for (const fixture of fixtures) {
    if (fixture.status === 'scheduled') continue;
    const home = points.get(fixture.homeParticipantId);
    const away = points.get(fixture.awayParticipantId);
    if (!home || !away) continue;
    home.scored += fixture.homeScore;
    away.scored += fixture.awayScore;
    home.difference += fixture.homeScore - fixture.awayScore;
    away.difference += fixture.awayScore - fixture.homeScore;
    if (fixture.homeScore > fixture.awayScore) home.points += 3;
    else if (fixture.homeScore < fixture.awayScore) away.points += 3;
    else {
      home.points += 1;
      away.points += 1;
    }
  }
  return [...ids].sort((a, b) => {
    const x = points.get(a)!;
    const y = points.get(b)!;
    return y.points - x.points || y.difference - x.difference || y.scored - x.scored || a - b;
  });
};

const FAQ_COMMON = [
  {
    question: 'How often do scores update?',
    answer: 'While a fixture is live its page receives every change as it happens, without a reload.',
  },
  {
    question: 'What does a tracker count?',
    answer: 'Goals, assists and appearances of a card’s player in the fixtures we track, live ones included.',
  },
];

/**
 * The season: deterministic in the options and the game data's cards. With few cards (tests), squads
 * are smaller but every participant keeps at least one player when there is one card.
 */
export const generateLiveScoresSeason = (
  data: Pick<GameData, 'gameYear' | 'playerItems' | 'clubs' | 'nations'>,
  { anchor, seed = DEFAULT_LIVE_SCORES_SEED }: GenerateLiveScoresOptions,
): LiveScoresSeason => {
  const random = Random.derive(seed, `live-scores-${data.gameYear}`);
  let counter = 0;
  const season: LiveScoresSeason = {
    gameYear: data.gameYear,
    tournaments: [],
    groups: [],
    participants: [],
    players: [],
    fixtures: [],
  };
  const anchorTime = Math.floor(anchor.getTime() / HOUR) * HOUR;
  const builder: Builder = {
    random,
    season,
    nextId: () => data.gameYear * LIVE_SCORES_ID_BLOCK + (counter += 1),
    squads: new Map(),
    anchor: anchorTime,
  };
  const bases = data.playerItems
    .filter((card) => card.eaId === card.basePlayerEaId)
    .sort((a, b) => b.overall - a.overall || a.eaId - b.eaId);
  const cards = bases.length > 0 ? bases : [...data.playerItems].sort((a, b) => a.eaId - b.eaId);
  const yearSuffix = String(data.gameYear);

  const squadOf = (participantId: number, picks: readonly Card[]) => {
    const squad = picks.map((card, index) => ({
      participantId,
      eaId: card.eaId,
      name: nameOf(card),
      position: positionName(card.position),
      shirtNumber: index + 1,
    }));
    builder.squads.set(participantId, squad);
    season.players.push(...squad);
  };
  /** Cards for a team: those with the key first (its club or nation), then the best of the rest. */
  const pickSquad = (matches: (card: Card) => boolean, size: number, offset: number): Card[] => {
    const own = cards.filter(matches);
    const rest = cards.filter((card) => !matches(card));
    const rotated = [
      ...rest.slice(offset % Math.max(rest.length, 1)),
      ...rest.slice(0, offset % Math.max(rest.length, 1)),
    ];
    return [...own, ...rotated].slice(0, Math.min(size, cards.length));
  };

  // 1. Champions Cup: 8 clubs, two groups of four (finished), semi-finals (finished), the final live.
  {
    const slug = `champions-cup-${yearSuffix}`;
    const start = anchorTime - 20 * DAY;
    season.tournaments.push({
      slug,
      name: `FUT Champions Cup ${data.gameYear}`,
      shortName: 'Champions Cup',
      description:
        'Eight of the strongest clubs: two groups of four, the top two of each to the semi-finals.',
      format: 'groups-knockout',
      participantKind: 'team',
      startDate: isoDay(start),
      endDate: isoDay(anchorTime),
      faq: [
        {
          question: 'Who goes through from a group?',
          answer: 'The top two: points, then goal difference, then goals scored.',
        },
        ...FAQ_COMMON,
      ],
      sortOrder: 1,
    });
    const clubs = [...data.clubs]
      .map((club) => ({ club, count: cards.filter((card) => card.clubEaId === club.eaId).length }))
      .sort((a, b) => b.count - a.count || a.club.eaId - b.club.eaId)
      .slice(0, 8)
      .map(({ club }) => club);
    const groups = ['Group A', 'Group B'].map((name, index) => {
      const group = { id: builder.nextId(), tournamentSlug: slug, name, sortOrder: index + 1 };
      season.groups.push(group);
      return group;
    });
    const participants = clubs.map((club, index) => {
      const participant: LiveSeasonParticipant = {
        id: builder.nextId(),
        tournamentSlug: slug,
        kind: 'team',
        name: club.name,
        shortName: shortOf(club.name),
        countryCode: null,
        groupId: groups[index % 2]!.id,
        eaId: null,
      };
      season.participants.push(participant);
      squadOf(
        participant.id,
        pickSquad((card) => card.clubEaId === club.eaId, 11, index * 7),
      );
      return participant;
    });
    const qualified: number[][] = [];
    for (const group of groups) {
      const ids = participants.filter((p) => p.groupId === group.id).map((p) => p.id);
      const groupFixtures: LiveSeasonFixture[] = [];
      roundRobin(ids).forEach((pairs, round) => {
        for (const [home, away] of pairs) {
          groupFixtures.push(
            addFixture(
              builder,
              {
                tournamentSlug: slug,
                stage: 'group',
                round: `Matchday ${round + 1}`,
                roundOrder: round + 1,
                groupId: group.id,
                homeParticipantId: home,
                awayParticipantId: away,
                kickoffAt: new Date(start + round * 3 * DAY + (group.sortOrder + 18) * HOUR).toISOString(),
              },
              null,
            ),
          );
        }
      });
      qualified.push(standingsOrder(groupFixtures, ids).slice(0, 2));
    }
    const semis = [
      [qualified[0]![0]!, qualified[1]![1]!],
      [qualified[1]![0]!, qualified[0]![1]!],
    ].map(([home, away], index) =>
      addFixture(
        builder,
        {
          tournamentSlug: slug,
          stage: 'knockout',
          round: 'Semi-final',
          roundOrder: 4,
          groupId: null,
          homeParticipantId: home!,
          awayParticipantId: away!,
          kickoffAt: new Date(anchorTime - 4 * DAY + (19 + index) * HOUR).toISOString(),
        },
        null,
      ),
    );
    addFixture(
      builder,
      {
        tournamentSlug: slug,
        stage: 'knockout',
        round: 'Final',
        roundOrder: 5,
        groupId: null,
        homeParticipantId: winnerOf(semis[0]!),
        awayParticipantId: winnerOf(semis[1]!),
        kickoffAt: new Date(anchorTime - 34 * 60_000).toISOString(),
      },
      34,
    );
  }

  // 2. eLeague: six players (each one card), a single round robin: three matchdays played, one live.
  {
    const slug = `eleague-${yearSuffix}`;
    const start = anchorTime - 9 * DAY;
    season.tournaments.push({
      slug,
      name: `FUT eLeague ${data.gameYear}`,
      shortName: 'eLeague',
      description: 'Six pro players, each with their own squad, play everyone once; the table decides.',
      format: 'league',
      participantKind: 'player',
      startDate: isoDay(start),
      endDate: isoDay(start + 12 * DAY),
      faq: [
        {
          question: 'How is the league decided?',
          answer: 'Three points a win, one a draw; then goal difference.',
        },
        ...FAQ_COMMON,
      ],
      sortOrder: 2,
    });
    const stars = cards.slice(0, 6);
    const ids = stars.map((card, index) => {
      const participant: LiveSeasonParticipant = {
        id: builder.nextId(),
        tournamentSlug: slug,
        kind: 'player',
        name: nameOf(card),
        shortName: shortOf(nameOf(card)),
        countryCode: null,
        groupId: null,
        eaId: card.eaId,
      };
      season.participants.push(participant);
      // The pro's squad: their own card first, then a rotating ten.
      squadOf(
        participant.id,
        [card, ...pickSquad(() => false, 10, 20 + index * 9).filter((c) => c.eaId !== card.eaId)].slice(
          0,
          11,
        ),
      );
      return participant.id;
    });
    roundRobin(ids).forEach((pairs, round) => {
      pairs.forEach(([home, away], index) => {
        const kickoff =
          round === 3 ? anchorTime - (20 + index * 5) * 60_000 : start + round * 3 * DAY + 20 * HOUR;
        addFixture(
          builder,
          {
            tournamentSlug: slug,
            stage: 'league',
            round: `Matchday ${round + 1}`,
            roundOrder: round + 1,
            groupId: null,
            homeParticipantId: home,
            awayParticipantId: away,
            kickoffAt: new Date(kickoff).toISOString(),
          },
          round === 3 ? 20 + index * 5 : null,
        );
      });
    });
  }

  // 3. Nations Knockout: eight nations, quarter-finals played, semi-finals in two days.
  {
    const slug = `nations-knockout-${yearSuffix}`;
    const start = anchorTime - 3 * DAY;
    season.tournaments.push({
      slug,
      name: `Nations Knockout ${data.gameYear}`,
      shortName: 'Nations Knockout',
      description: 'Eight nations, single matches, no draws: quarter-finals, semi-finals, final.',
      format: 'knockout',
      participantKind: 'team',
      startDate: isoDay(start),
      endDate: isoDay(start + 7 * DAY),
      faq: [
        {
          question: 'What happens after a draw?',
          answer: 'A knockout fixture is played until one side wins.',
        },
        ...FAQ_COMMON,
      ],
      sortOrder: 3,
    });
    const nations = [...data.nations]
      .map((nation) => ({ nation, count: cards.filter((card) => card.nationEaId === nation.eaId).length }))
      .sort((a, b) => b.count - a.count || a.nation.eaId - b.nation.eaId)
      .slice(0, 8)
      .map(({ nation }) => nation);
    const ids = nations.map((nation, index) => {
      const participant: LiveSeasonParticipant = {
        id: builder.nextId(),
        tournamentSlug: slug,
        kind: 'team',
        name: nation.name,
        shortName: shortOf(nation.name),
        countryCode: shortOf(nation.name),
        groupId: null,
        eaId: null,
      };
      season.participants.push(participant);
      squadOf(
        participant.id,
        pickSquad((card) => card.nationEaId === nation.eaId, 11, 40 + index * 5),
      );
      return participant.id;
    });
    const quarters = [0, 1, 2, 3].map((index) =>
      addFixture(
        builder,
        {
          tournamentSlug: slug,
          stage: 'knockout',
          round: 'Quarter-final',
          roundOrder: 1,
          groupId: null,
          homeParticipantId: ids[index]!,
          awayParticipantId: ids[7 - index]!,
          kickoffAt: new Date(start + (17 + index * 2) * HOUR).toISOString(),
        },
        null,
      ),
    );
    [0, 1].forEach((index) =>
      addFixture(
        builder,
        {
          tournamentSlug: slug,
          stage: 'knockout',
          round: 'Semi-final',
          roundOrder: 2,
          groupId: null,
          homeParticipantId: winnerOf(quarters[index * 2]!),
          awayParticipantId: winnerOf(quarters[index * 2 + 1]!),
          kickoffAt: new Date(anchorTime + 2 * DAY + (19 + index * 2) * HOUR).toISOString(),
        },
        null,
      ),
    );
  }
  return season;
};
