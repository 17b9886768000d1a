import type {
  Bracket,
  Fixture,
  FixtureStatus,
  Participant,
  ParticipantPlayer,
  Tournament,
  TournamentFaq,
  TournamentGroup,
  Tracker,
} from '@futgg/contracts';
import type { ApiClient } from './api-client.js';
import { followEvents, type FollowOptions } from './event-stream.js';

type Data<T> = { data: T };
const dataOf = <T>(body: Data<T>) => body.data;

const LIVE = { namespace: 'live' } as const;

/**
 * Live scores (docs/live-scores.md, docs/content-web.md): tournaments, their bracket, FAQ, fixtures,
 * groups, players and participants, one fixture, a card's tracker, and a fixture's live stream.
 */
export const liveScoresApi = (client: ApiClient) => {
  const tournament = (slug: string, rest = '') => `tournaments/${encodeURIComponent(slug)}/${rest}`;
  return {
    tournaments: (slugs?: readonly string[]) =>
      client
        .get<Data<Tournament[]>>('tournaments', {
          ...LIVE,
          query: { slugs: slugs?.length ? slugs.join(',') : undefined },
        })
        .then(dataOf),
    tournament: (slug: string) => client.get<Data<Tournament>>(tournament(slug), LIVE).then(dataOf),
    bracket: (slug: string) => client.get<Data<Bracket>>(tournament(slug, 'bracket'), LIVE).then(dataOf),
    faq: (slug: string) => client.get<Data<TournamentFaq>>(tournament(slug, 'faq'), LIVE).then(dataOf),
    fixtures: (slug: string, status?: FixtureStatus) =>
      client.get<Data<Fixture[]>>(tournament(slug, 'fixtures'), { ...LIVE, query: { status } }).then(dataOf),
    groups: (slug: string) =>
      client.get<Data<TournamentGroup[]>>(tournament(slug, 'groups'), LIVE).then(dataOf),
    players: (slug: string) =>
      client.get<Data<ParticipantPlayer[]>>(tournament(slug, 'players'), LIVE).then(dataOf),
    participant: (slug: string, id: number) =>
      client.get<Data<Participant>>(tournament(slug, `participants/${id}`), LIVE).then(dataOf),
    participantFixtures: (slug: string, id: number) =>
      client.get<Data<Fixture[]>>(tournament(slug, `participants/${id}/fixtures`), LIVE).then(dataOf),
    participantPlayers: (slug: string, id: number) =>
      client
        .get<Data<ParticipantPlayer[]>>(tournament(slug, `participants/${id}/players`), LIVE)
        .then(dataOf),
    fixture: (id: number) => client.get<Data<Fixture>>(`fixtures/${id}`, LIVE).then(dataOf),
    tracker: (eaId: number) => client.get<Data<Tracker>>(`trackers/${eaId}`, LIVE).then(dataOf),
    /**
     * Reads `GET /api/fut/live/fixtures/{id}/stream/` (server-sent events, read with fetch) and calls
     * `onFixture` with each `fixture` event's fixture until the stream ends (resolves) or fails
     * (rejects; EventStreamError when it could not be opened). `onOpen` is told once it is open.
     */
    streamFixture: async (
      id: number,
      onFixture: (fixture: Fixture) => void,
      { signal, onOpen }: FollowOptions = {},
    ): Promise<void> => {
      // Public: no token, as before (and so no renewal either).
      const response = await client.openStream(`fixtures/${id}/stream`, {
        ...LIVE,
        withToken: false,
        ...(signal ? { signal } : {}),
      });
      // The gateway writes the fixture as the event's data (gateway/src/live/fixture-stream.ts).
      await followEvents(response, 'fixture', onFixture, onOpen);
    },
  };
};

export type LiveScoresApi = ReturnType<typeof liveScoresApi>;
