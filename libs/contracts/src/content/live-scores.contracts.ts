import { z } from 'zod';
import { defineContract } from '../contract/contract.js';
import {
  Bracket,
  Fixture,
  FixtureRequest,
  FixtureUpdate,
  FixtureUpdateResult,
  Participant,
  ParticipantPlayer,
  ParticipantRequest,
  Tournament,
  TournamentFaq,
  TournamentFixturesRequest,
  TournamentGroup,
  TournamentRequest,
  TournamentsRequest,
  Tracker,
  TrackerRequest,
} from './live-scores.schemas.js';

/** The catalog's live-scores subjects (docs/live-scores.md). Public reads; `ingest` is services only. */
export const LIVE_SCORES_CONTRACTS = {
  fixture: defineContract('catalog.live-scores.fixture', 1, FixtureRequest, Fixture),
  tournaments: defineContract('catalog.live-scores.tournaments', 1, TournamentsRequest, z.array(Tournament)),
  tournament: defineContract('catalog.live-scores.tournament', 1, TournamentRequest, Tournament),
  bracket: defineContract('catalog.live-scores.bracket', 1, TournamentRequest, Bracket),
  faq: defineContract('catalog.live-scores.faq', 1, TournamentRequest, TournamentFaq),
  tournamentFixtures: defineContract(
    'catalog.live-scores.tournament-fixtures',
    1,
    TournamentFixturesRequest,
    z.array(Fixture),
  ),
  groups: defineContract('catalog.live-scores.groups', 1, TournamentRequest, z.array(TournamentGroup)),
  players: defineContract('catalog.live-scores.players', 1, TournamentRequest, z.array(ParticipantPlayer)),
  participant: defineContract('catalog.live-scores.participant', 1, ParticipantRequest, Participant),
  participantFixtures: defineContract(
    'catalog.live-scores.participant-fixtures',
    1,
    ParticipantRequest,
    z.array(Fixture),
  ),
  participantPlayers: defineContract(
    'catalog.live-scores.participant-players',
    1,
    ParticipantRequest,
    z.array(ParticipantPlayer),
  ),
  tracker: defineContract('catalog.live-scores.tracker', 1, TrackerRequest, Tracker),
  ingest: defineContract('catalog.live-scores.ingest', 1, FixtureUpdate, FixtureUpdateResult),
} as const;

/** Core NATS subjects of live fixture changes (not JetStream: a missed change is superseded by the next). */
export const CATALOG_LIVE = {
  /** The subject of fixture `id`'s changes. */
  fixtureSubject: (id: number): string => `catalog.live.fixture.${id}`,
  /** The wildcard over every fixture's subject (the gateway's NATS permission). */
  ALL: 'catalog.live.>',
} as const;
