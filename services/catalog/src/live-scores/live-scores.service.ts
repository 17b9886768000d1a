import { Injectable } from '@nestjs/common';
import {
  DomainError,
  type Bracket,
  type Fixture,
  type FixtureUpdate,
  type FixtureUpdateResult,
  type Participant,
  type ParticipantPlayer,
  type ParticipantRequest,
  type Tournament,
  type TournamentFaq,
  type TournamentFixturesRequest,
  type TournamentGroup,
  type Tracker,
} from '@futgg/contracts';
import { LiveScoresPublisher } from './live-scores.publisher.js';
import { LiveScoresRepository } from './live-scores.repository.js';
import { standingsOf } from './standings.js';

/** Live scores' reads and the one write, a feed's fixture update (docs/live-scores.md). */
@Injectable()
export class LiveScoresService {
  constructor(
    private readonly repository: LiveScoresRepository,
    private readonly publisher: LiveScoresPublisher,
  ) {}

  async fixture(id: number): Promise<Fixture> {
    const fixture = await this.repository.fixture(id);
    if (!fixture) throw new DomainError('NOT_FOUND', `No fixture ${id}`, { field: 'id' });
    return fixture;
  }

  tournaments(slugs: readonly string[] | undefined): Promise<Tournament[]> {
    return this.repository.tournaments(slugs);
  }

  async tournament(slug: string): Promise<Tournament> {
    const tournament = await this.repository.tournament(slug);
    if (!tournament) throw new DomainError('NOT_FOUND', `No tournament '${slug}'`, { field: 'slug' });
    return tournament;
  }

  async faq(slug: string): Promise<TournamentFaq> {
    const faq = await this.repository.faq(slug);
    if (!faq) throw new DomainError('NOT_FOUND', `No tournament '${slug}'`, { field: 'slug' });
    return faq;
  }

  async bracket(slug: string): Promise<Bracket> {
    await this.tournament(slug);
    const rounds = new Map<number, Bracket['rounds'][number]>();
    for (const fixture of await this.repository.knockoutFixtures(slug)) {
      const round = rounds.get(fixture.roundOrder) ?? {
        roundOrder: fixture.roundOrder,
        name: fixture.round,
        fixtures: [],
      };
      round.fixtures.push(fixture);
      rounds.set(fixture.roundOrder, round);
    }
    return { tournamentSlug: slug, rounds: [...rounds.values()] };
  }

  async tournamentFixtures({ slug, status }: TournamentFixturesRequest): Promise<Fixture[]> {
    await this.tournament(slug);
    return this.repository.tournamentFixtures(slug, status);
  }

  async groups(slug: string): Promise<TournamentGroup[]> {
    await this.tournament(slug);
    const [groups, participants, fixtures] = await Promise.all([
      this.repository.groups(slug),
      this.repository.participants(slug),
      this.repository.tournamentFixtures(slug, undefined),
    ]);
    return groups.map((group) => ({
      id: group.id,
      name: group.name,
      standings: standingsOf(
        participants.filter((participant) => participant.groupId === group.id),
        fixtures.filter((fixture) => fixture.groupId === group.id),
      ),
    }));
  }

  async players(slug: string): Promise<ParticipantPlayer[]> {
    await this.tournament(slug);
    return this.repository.tournamentPlayers(slug);
  }

  async participant({ slug, participantId }: ParticipantRequest): Promise<Participant> {
    const participant = await this.repository.participant(slug, participantId);
    if (!participant) {
      // The tournament first, so the message names what is missing.
      await this.tournament(slug);
      throw new DomainError('NOT_FOUND', `No participant ${participantId} in '${slug}'`, {
        field: 'participantId',
      });
    }
    return participant;
  }

  async participantFixtures(request: ParticipantRequest): Promise<Fixture[]> {
    await this.participant(request);
    return this.repository.participantFixtures(request.participantId);
  }

  async participantPlayers(request: ParticipantRequest): Promise<ParticipantPlayer[]> {
    await this.participant(request);
    return this.repository.participantPlayers(request.participantId);
  }

  async tracker(eaId: number): Promise<Tracker> {
    const { ids, isCard } = await this.repository.trackedIds(eaId);
    const fixtures = await this.repository.trackerRows(ids);
    if (!isCard && fixtures.length === 0) {
      throw new DomainError('NOT_FOUND', `No card ${eaId}`, { field: 'eaId' });
    }
    return {
      eaId,
      appearances: new Set(fixtures.map((row) => row.fixtureId)).size,
      goals: fixtures.reduce((sum, row) => sum + row.goals, 0),
      assists: fixtures.reduce((sum, row) => sum + row.assists, 0),
      fixtures,
    };
  }

  /**
   * A feed's update (the simulated one or a provider): stored when newer than what is stored, then
   * published to the fixture's live subject. An update already applied answers `applied: false` and
   * publishes nothing (a retried job, a duplicate delivery).
   */
  async ingest(update: FixtureUpdate): Promise<FixtureUpdateResult> {
    const outcome = await this.repository.applyUpdate(update);
    if (!outcome)
      throw new DomainError('NOT_FOUND', `No fixture ${update.fixtureId}`, { field: 'fixtureId' });
    const fixture = await this.fixture(update.fixtureId);
    if (outcome.applied) this.publisher.fixtureChanged(fixture);
    return { applied: outcome.applied, fixture };
  }
}
