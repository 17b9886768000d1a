import { FIXTURE_STATUSES, LIVE_SCORES_CONTRACTS as C, LIVE_SCORES_LIMITS } from '@futgg/contracts';
import { eaIdParam, simpleQuery } from './path-parameters.js';
import type { QueryParameterDoc, RouteDefinition, RouteContext } from './route-definition.js';

// Live scores, served by the catalog (docs/live-scores.md). All public and cached: tournament data for
// an hour, fixtures for a minute (the spec's section 9). A live fixture's page does not wait for the
// cache: it opens GET /api/fut/live/fixtures/{id}/stream/ (gateway/src/live/fixture-stream.ts), whose
// first event is the fixture as stored now and every later one a change as it is ingested.

export const LIVE_TOURNAMENT_CACHE_SECONDS = 3600;
export const LIVE_FIXTURES_CACHE_SECONDS = 60;

const TAG = 'Live scores';

const SLUG_PARAMETER: QueryParameterDoc = {
  name: 'slug',
  description:
    'The tournament’s slug (lower-case words and dashes), as /api/fut/live/tournaments/ lists them.',
  schema: { type: 'string', example: 'champions-cup-26' },
  required: true,
};
const PARTICIPANT_PARAMETER: QueryParameterDoc = {
  name: 'participantId',
  description: 'A participant’s id in the tournament.',
  schema: { type: 'integer', minimum: 1 },
  required: true,
};

const slugOnly = ({ params, rawQuery }: RouteContext) => {
  simpleQuery(rawQuery, []);
  return { slug: params['slug'] };
};
const slugAndParticipant = ({ params, rawQuery }: RouteContext) => {
  simpleQuery(rawQuery, []);
  return { slug: params['slug'], participantId: eaIdParam(params['participantId'], 'participantId') };
};

const route = (
  definition: Pick<
    RouteDefinition,
    'operationId' | 'path' | 'summary' | 'contract' | 'cacheSeconds' | 'toPayload'
  > &
    Partial<RouteDefinition>,
): RouteDefinition => ({ method: 'GET', tag: TAG, envelope: 'data', ...definition });

const tournamentRoute = (
  operationId: string,
  suffix: string,
  summary: string,
  contract: RouteDefinition['contract'],
  cacheSeconds = LIVE_TOURNAMENT_CACHE_SECONDS,
  description?: string,
): RouteDefinition =>
  route({
    operationId,
    path: `/api/fut/live/tournaments/:slug/${suffix}`,
    summary,
    ...(description ? { description } : {}),
    contract,
    cacheSeconds,
    pathParameters: [SLUG_PARAMETER],
    toPayload: slugOnly,
  });

const participantRoute = (
  operationId: string,
  suffix: string,
  summary: string,
  contract: RouteDefinition['contract'],
  cacheSeconds: number,
): RouteDefinition =>
  route({
    operationId,
    path: `/api/fut/live/tournaments/:slug/participants/:participantId/${suffix}`,
    summary,
    contract,
    cacheSeconds,
    pathParameters: [SLUG_PARAMETER, PARTICIPANT_PARAMETER],
    toPayload: slugAndParticipant,
  });

export const LIVE_SCORES_ROUTES: readonly RouteDefinition[] = [
  route({
    operationId: 'liveFixture',
    path: '/api/fut/live/fixtures/:id/',
    summary: 'A fixture: participants, kickoff, status, minute, score and events',
    description:
      'Cached 60 s. While the fixture is live, open `/api/fut/live/fixtures/{id}/stream/` (server-sent events) for its changes as they happen: its first event is the fixture as stored now.',
    contract: C.fixture,
    cacheSeconds: LIVE_FIXTURES_CACHE_SECONDS,
    pathParameters: [
      {
        name: 'id',
        description: 'The fixture’s id.',
        schema: { type: 'integer', minimum: 1 },
        required: true,
      },
    ],
    toPayload: ({ params, rawQuery }) => {
      simpleQuery(rawQuery, []);
      return { id: eaIdParam(params['id'], 'id') };
    },
  }),
  route({
    operationId: 'liveTournaments',
    path: '/api/fut/live/tournaments/',
    summary: 'Tournaments, newest game year first',
    description: 'With `slugs`, only those tournaments (unknown slugs are left out).',
    contract: C.tournaments,
    cacheSeconds: LIVE_TOURNAMENT_CACHE_SECONDS,
    queryParameters: [
      {
        name: 'slugs',
        description: `Comma-separated tournament slugs, at most ${LIVE_SCORES_LIMITS.MAX_SLUGS}.`,
        schema: { type: 'string', example: 'champions-cup-26,eleague-26' },
      },
    ],
    toPayload: ({ rawQuery }) => {
      const query = simpleQuery(rawQuery, ['slugs']);
      const slugs = query.get('slugs');
      return slugs === null ? {} : { slugs: slugs.split(',').map((slug) => slug.trim()) };
    },
  }),
  route({
    operationId: 'liveTournament',
    path: '/api/fut/live/tournaments/:slug/',
    summary: 'A tournament: name, dates, format, status and counts',
    contract: C.tournament,
    cacheSeconds: LIVE_TOURNAMENT_CACHE_SECONDS,
    pathParameters: [SLUG_PARAMETER],
    toPayload: slugOnly,
  }),
  tournamentRoute(
    'liveTournamentBracket',
    'bracket/',
    'A tournament’s knockout rounds with their fixtures (none for a league)',
    C.bracket,
    LIVE_FIXTURES_CACHE_SECONDS,
  ),
  tournamentRoute('liveTournamentFaq', 'faq/', 'A tournament’s questions and answers', C.faq),
  route({
    operationId: 'liveTournamentFixtures',
    path: '/api/fut/live/tournaments/:slug/fixtures/',
    summary: 'A tournament’s fixtures in kickoff order',
    contract: C.tournamentFixtures,
    cacheSeconds: LIVE_FIXTURES_CACHE_SECONDS,
    pathParameters: [SLUG_PARAMETER],
    queryParameters: [
      {
        name: 'status',
        description: `Only fixtures in this status: ${FIXTURE_STATUSES.join(', ')}.`,
        schema: { type: 'string', enum: [...FIXTURE_STATUSES] },
      },
    ],
    toPayload: ({ params, rawQuery }) => {
      const status = simpleQuery(rawQuery, ['status']).get('status');
      return { slug: params['slug'], ...(status === null ? {} : { status }) };
    },
  }),
  tournamentRoute(
    'liveTournamentGroups',
    'groups/',
    'A tournament’s groups with their standings (none for a league or a knockout)',
    C.groups,
    LIVE_FIXTURES_CACHE_SECONDS,
  ),
  tournamentRoute(
    'liveTournamentPlayers',
    'players/',
    'Every participant’s players with goals, assists and appearances in the tournament, top scorers first',
    C.players,
    LIVE_FIXTURES_CACHE_SECONDS,
  ),
  participantRoute(
    'liveTournamentParticipant',
    '',
    'A participant of the tournament (a team or a player)',
    C.participant,
    LIVE_TOURNAMENT_CACHE_SECONDS,
  ),
  participantRoute(
    'liveTournamentParticipantFixtures',
    'fixtures/',
    'A participant’s fixtures in kickoff order',
    C.participantFixtures,
    LIVE_FIXTURES_CACHE_SECONDS,
  ),
  participantRoute(
    'liveTournamentParticipantPlayers',
    'players/',
    'A participant’s players (cards by eaId) with their numbers in the tournament',
    C.participantPlayers,
    LIVE_FIXTURES_CACHE_SECONDS,
  ),
  route({
    operationId: 'liveTracker',
    path: '/api/fut/live/trackers/:eaId/',
    summary: 'A card’s real-world performance: goals, assists and appearances in tracked fixtures',
    description:
      'A special version counts its player’s base card too. A card in no tracked fixture answers zeros; an id that is no card and in no fixture is 404.',
    contract: C.tracker,
    cacheSeconds: LIVE_FIXTURES_CACHE_SECONDS,
    pathParameters: [
      { name: 'eaId', description: 'A card’s id.', schema: { type: 'integer', minimum: 1 }, required: true },
    ],
    toPayload: ({ params, rawQuery }) => {
      simpleQuery(rawQuery, []);
      return { eaId: eaIdParam(params['eaId'], 'eaId') };
    },
  }),
];
