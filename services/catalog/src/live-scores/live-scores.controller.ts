import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  LIVE_SCORES_CONTRACTS as C,
  type FixtureRequest,
  type FixtureUpdate,
  type ParticipantRequest,
  type TournamentFixturesRequest,
  type TournamentRequest,
  type TournamentsRequest,
  type TrackerRequest,
} from '@futgg/contracts';
import { ContractPipe } from '@futgg/service-kit';
import { LiveScoresService } from './live-scores.service.js';

/** Live scores' subjects: public reads (no caller needed), and the services-only ingest. */
@Controller()
export class LiveScoresController {
  constructor(private readonly live: LiveScoresService) {}

  @MessagePattern(C.fixture.subject)
  fixture(@Payload(new ContractPipe(C.fixture)) request: FixtureRequest) {
    return this.live.fixture(request.id);
  }

  @MessagePattern(C.tournaments.subject)
  tournaments(@Payload(new ContractPipe(C.tournaments)) request: TournamentsRequest) {
    return this.live.tournaments(request.slugs);
  }

  @MessagePattern(C.tournament.subject)
  tournament(@Payload(new ContractPipe(C.tournament)) request: TournamentRequest) {
    return this.live.tournament(request.slug);
  }

  @MessagePattern(C.bracket.subject)
  bracket(@Payload(new ContractPipe(C.bracket)) request: TournamentRequest) {
    return this.live.bracket(request.slug);
  }

  @MessagePattern(C.faq.subject)
  faq(@Payload(new ContractPipe(C.faq)) request: TournamentRequest) {
    return this.live.faq(request.slug);
  }

  @MessagePattern(C.tournamentFixtures.subject)
  tournamentFixtures(@Payload(new ContractPipe(C.tournamentFixtures)) request: TournamentFixturesRequest) {
    return this.live.tournamentFixtures(request);
  }

  @MessagePattern(C.groups.subject)
  groups(@Payload(new ContractPipe(C.groups)) request: TournamentRequest) {
    return this.live.groups(request.slug);
  }

  @MessagePattern(C.players.subject)
  players(@Payload(new ContractPipe(C.players)) request: TournamentRequest) {
    return this.live.players(request.slug);
  }

  @MessagePattern(C.participant.subject)
  participant(@Payload(new ContractPipe(C.participant)) request: ParticipantRequest) {
    return this.live.participant(request);
  }

  @MessagePattern(C.participantFixtures.subject)
  participantFixtures(@Payload(new ContractPipe(C.participantFixtures)) request: ParticipantRequest) {
    return this.live.participantFixtures(request);
  }

  @MessagePattern(C.participantPlayers.subject)
  participantPlayers(@Payload(new ContractPipe(C.participantPlayers)) request: ParticipantRequest) {
    return this.live.participantPlayers(request);
  }

  @MessagePattern(C.tracker.subject)
  tracker(@Payload(new ContractPipe(C.tracker)) request: TrackerRequest) {
    return this.live.tracker(request.eaId);
  }

  @MessagePattern(C.ingest.subject)
  ingest(@Payload(new ContractPipe(C.ingest)) request: FixtureUpdate) {
    return this.live.ingest(request);
  }
}
