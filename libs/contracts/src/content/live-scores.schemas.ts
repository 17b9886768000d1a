import { z } from 'zod';

// Live scores (docs/live-scores.md): tournaments with their groups and bracket, fixtures and their
// events, participants (teams or players) and their players, and trackers (a card's real-world
// performance in tracked fixtures). The catalog owns them; fixtures change while live (ingestion) and
// every change is published on core NATS `catalog.live.fixture.<id>` for the gateway's SSE stream.

const int = z.number().int();
/** A card id as the catalog keeps it (a PostgreSQL integer). */
const EaId = int.min(1).max(2_147_483_647);
const Id = int.min(1).max(2_147_483_647);

export const LIVE_SCORES_LIMITS = {
  MAX_SLUGS: 50,
  SLUG_MAX_LENGTH: 80,
  /** The longest a fixture can run in minutes (extra time and stoppage included). */
  MAX_MINUTE: 130,
  MAX_GOALS: 99,
  MAX_EVENTS_PER_UPDATE: 50,
} as const;

/** A tournament's slug: lower-case letters, digits and dashes. */
export const TournamentSlug = z
  .string()
  .min(1)
  .max(LIVE_SCORES_LIMITS.SLUG_MAX_LENGTH)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and dashes');

export const TOURNAMENT_FORMATS = ['league', 'groups-knockout', 'knockout'] as const;
export const TournamentFormat = z.enum(TOURNAMENT_FORMATS);
export type TournamentFormat = z.infer<typeof TournamentFormat>;

export const PARTICIPANT_KINDS = ['team', 'player'] as const;
export const ParticipantKind = z.enum(PARTICIPANT_KINDS);
export type ParticipantKind = z.infer<typeof ParticipantKind>;

export const FIXTURE_STATUSES = ['scheduled', 'live', 'finished'] as const;
export const FixtureStatus = z.enum(FIXTURE_STATUSES);
export type FixtureStatus = z.infer<typeof FixtureStatus>;

export const FIXTURE_STAGES = ['league', 'group', 'knockout'] as const;
export const FixtureStage = z.enum(FIXTURE_STAGES);
export type FixtureStage = z.infer<typeof FixtureStage>;

export const FIXTURE_EVENT_KINDS = ['goal', 'penalty-goal', 'own-goal', 'yellow-card', 'red-card'] as const;
export const FixtureEventKind = z.enum(FIXTURE_EVENT_KINDS);
export type FixtureEventKind = z.infer<typeof FixtureEventKind>;

export const FixtureSideName = z.enum(['home', 'away']);
export type FixtureSideName = z.infer<typeof FixtureSideName>;

export const Tournament = z.object({
  slug: TournamentSlug,
  name: z.string(),
  shortName: z.string(),
  description: z.string(),
  format: TournamentFormat,
  participantKind: ParticipantKind,
  /** ISO dates (YYYY-MM-DD), first and last day. */
  startDate: z.string(),
  endDate: z.string(),
  /** Derived from the fixtures: 'live' while one is, 'finished' when all are. */
  status: FixtureStatus,
  gameYear: int,
  participantCount: int.min(0),
  fixtureCount: int.min(0),
});
export type Tournament = z.infer<typeof Tournament>;

export const Participant = z.object({
  id: Id,
  tournamentSlug: TournamentSlug,
  kind: ParticipantKind,
  name: z.string(),
  shortName: z.string(),
  /** ISO 3166-ish country code of a national team or a player's nation, when known. */
  countryCode: z.string().nullable(),
  /** The group the participant plays in, when the tournament has groups. */
  groupId: Id.nullable(),
  /** A participant who is one player (an eSports player, a duel): their card. */
  eaId: EaId.nullable(),
});
export type Participant = z.infer<typeof Participant>;

/** A player of a participant (a team's squad), linked to a generated card by eaId. */
export const ParticipantPlayer = z.object({
  participantId: Id,
  eaId: EaId,
  name: z.string(),
  position: z.string(),
  shirtNumber: int.min(1).max(99),
  /** In this tournament's fixtures (finished and live). */
  appearances: int.min(0),
  goals: int.min(0),
  assists: int.min(0),
});
export type ParticipantPlayer = z.infer<typeof ParticipantPlayer>;

export const FixtureSide = z.object({
  participantId: Id,
  name: z.string(),
  shortName: z.string(),
});
export type FixtureSide = z.infer<typeof FixtureSide>;

export const FixtureEvent = z.object({
  id: Id,
  minute: int.min(0).max(LIVE_SCORES_LIMITS.MAX_MINUTE),
  kind: FixtureEventKind,
  side: FixtureSideName,
  eaId: EaId.nullable(),
  playerName: z.string().nullable(),
  assistEaId: EaId.nullable(),
});
export type FixtureEvent = z.infer<typeof FixtureEvent>;

export const FixtureScore = z.object({
  home: int.min(0).max(LIVE_SCORES_LIMITS.MAX_GOALS),
  away: int.min(0).max(LIVE_SCORES_LIMITS.MAX_GOALS),
});
export type FixtureScore = z.infer<typeof FixtureScore>;

export const Fixture = z.object({
  id: Id,
  tournamentSlug: TournamentSlug,
  stage: FixtureStage,
  /** Round name: 'Matchday 2', 'Quarter-final'… */
  round: z.string(),
  /** Order of the round in the tournament, from 1. */
  roundOrder: int.min(1),
  groupId: Id.nullable(),
  home: FixtureSide,
  away: FixtureSide,
  /** ISO timestamp. */
  kickoffAt: z.string(),
  status: FixtureStatus,
  /** The match minute while live; 90 (or more) once finished; 0 before kickoff. */
  minute: int.min(0).max(LIVE_SCORES_LIMITS.MAX_MINUTE),
  score: FixtureScore,
  events: z.array(FixtureEvent),
  /** Raised by every applied change: a reader keeps the highest it has seen. */
  revision: int.min(0),
  updatedAt: z.string(),
});
export type Fixture = z.infer<typeof Fixture>;

export const GroupStanding = z.object({
  position: int.min(1),
  participantId: Id,
  name: z.string(),
  played: int.min(0),
  won: int.min(0),
  drawn: int.min(0),
  lost: int.min(0),
  goalsFor: int.min(0),
  goalsAgainst: int.min(0),
  goalDifference: int,
  points: int.min(0),
});
export type GroupStanding = z.infer<typeof GroupStanding>;

export const TournamentGroup = z.object({
  id: Id,
  name: z.string(),
  /** From finished and live fixtures; points 3/1/0, then goal difference, goals for, name. */
  standings: z.array(GroupStanding),
});
export type TournamentGroup = z.infer<typeof TournamentGroup>;

export const BracketRound = z.object({
  roundOrder: int.min(1),
  name: z.string(),
  fixtures: z.array(Fixture),
});
export const Bracket = z.object({
  tournamentSlug: TournamentSlug,
  /** Knockout rounds in order (empty for a league). */
  rounds: z.array(BracketRound),
});
export type Bracket = z.infer<typeof Bracket>;

export const FaqEntry = z.object({ question: z.string(), answer: z.string() });
export const TournamentFaq = z.array(FaqEntry);
export type TournamentFaq = z.infer<typeof TournamentFaq>;

export const TrackerFixture = z.object({
  fixtureId: Id,
  tournamentSlug: TournamentSlug,
  kickoffAt: z.string(),
  status: FixtureStatus,
  participantId: Id,
  goals: int.min(0),
  assists: int.min(0),
});
export const Tracker = z.object({
  eaId: EaId,
  /** Tracked fixtures the card's player took part in (live and finished; scheduled are not counted). */
  appearances: int.min(0),
  goals: int.min(0),
  assists: int.min(0),
  fixtures: z.array(TrackerFixture),
});
export type Tracker = z.infer<typeof Tracker>;

// Requests.
export const FixtureRequest = z.object({ id: Id }).strict();
export type FixtureRequest = z.infer<typeof FixtureRequest>;
export const TournamentsRequest = z
  .object({ slugs: z.array(TournamentSlug).max(LIVE_SCORES_LIMITS.MAX_SLUGS).optional() })
  .strict();
export type TournamentsRequest = z.infer<typeof TournamentsRequest>;
export const TournamentRequest = z.object({ slug: TournamentSlug }).strict();
export type TournamentRequest = z.infer<typeof TournamentRequest>;
export const TournamentFixturesRequest = z
  .object({ slug: TournamentSlug, status: FixtureStatus.optional() })
  .strict();
export type TournamentFixturesRequest = z.infer<typeof TournamentFixturesRequest>;
export const ParticipantRequest = z.object({ slug: TournamentSlug, participantId: Id }).strict();
export type ParticipantRequest = z.infer<typeof ParticipantRequest>;
export const TrackerRequest = z.object({ eaId: EaId }).strict();
export type TrackerRequest = z.infer<typeof TrackerRequest>;

/**
 * One update of a fixture from a feed (the simulated one, or a real provider later): services only,
 * never routed by the gateway. Idempotent: `revision` must be above the stored one to change anything;
 * the same or an older revision answers the stored fixture with `applied: false`.
 */
export const FixtureUpdate = z
  .object({
    fixtureId: Id,
    revision: int.min(1),
    status: FixtureStatus,
    minute: int.min(0).max(LIVE_SCORES_LIMITS.MAX_MINUTE),
    score: FixtureScore,
    /** The fixture's full event list after this update (replaces the stored one). */
    events: z.array(FixtureEvent.omit({ id: true })).max(LIVE_SCORES_LIMITS.MAX_EVENTS_PER_UPDATE * 4),
  })
  .strict();
export type FixtureUpdate = z.infer<typeof FixtureUpdate>;
export const FixtureUpdateResult = z.object({ applied: z.boolean(), fixture: Fixture });
export type FixtureUpdateResult = z.infer<typeof FixtureUpdateResult>;

/** What `catalog.live.fixture.<id>` carries (core NATS) and the SSE stream writes as `event: fixture`. */
export const FixtureLiveEvent = z.object({ event: z.literal('fixture'), data: Fixture });
export type FixtureLiveEvent = z.infer<typeof FixtureLiveEvent>;
