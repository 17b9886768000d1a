import { CONTENT_TYPES, VOTE_LIMITS, VOTES_CONTRACTS } from '@futgg/contracts';
import { bodyOnly, simpleQuery } from './path-parameters.js';
import type { QueryParameterDoc, RouteDefinition } from './route-definition.js';

// The votes routes (docs/votes-and-views.md). Tallies are the same for everyone (the entities' lookup is
// cached 1 s, spec second document section 9); the caller's votes and casting are the caller's own.

const TYPES = CONTENT_TYPES.map(({ id, name }) => `${id} ${name}`).join(', ');

const ENTITY_PATH: QueryParameterDoc[] = [
  {
    name: 'contentTypeId',
    description: `The content type id (${TYPES}; core data's contentTypes).`,
    schema: { type: 'integer' },
  },
  {
    name: 'entityId',
    description: 'The entity’s id: an eaId, id or uuid (1–64 letters, digits, `-`, `_`).',
    schema: { type: 'string' },
  },
];

const IDENTIFIERS: QueryParameterDoc = {
  name: 'identifiers',
  description:
    `Comma list of \`{contentTypeId}-{entityId}\` (split at the first \`-\`), at most ${VOTE_LIMITS.MAX_IDENTIFIERS}; ` +
    'more is 400 naming `identifiers`, a malformed one 400 naming it.',
  schema: { type: 'string' },
  required: true,
};

/** `identifiers=1-123,6-55` as a list; each is judged by the contract (which names a bad one). */
const identifiersPayload = ({ rawQuery }: { rawQuery: string }) => {
  const value = simpleQuery(rawQuery, ['identifiers']).get('identifiers') ?? '';
  return { identifiers: value === '' ? [] : value.split(',') };
};

const entityOf = (params: Record<string, string>) => ({
  contentTypeId: params['contentTypeId'],
  entityId: params['entityId'],
});

export const VOTES_ROUTES: readonly RouteDefinition[] = [
  {
    operationId: 'getVoteTallies',
    method: 'GET',
    path: '/api/votes/entities/',
    tag: 'Votes',
    summary: 'The vote tallies of up to 200 entities (zero tallies included), in the order asked',
    description:
      'Each tally: `entityIdentifier`, `contentTypeId`, `entityId`, `upvotes`, `downvotes`, `score` (up − down). ' +
      'An identifier asked twice is answered once. Cached 1 s.',
    contract: VOTES_CONTRACTS.tallies,
    cacheSeconds: 1,
    queryParameters: [IDENTIFIERS],
    envelope: 'data',
    toPayload: identifiersPayload,
  },
  {
    operationId: 'getUserVotes',
    method: 'GET',
    path: '/api/votes/user/',
    tag: 'Votes',
    summary:
      'The caller’s votes among the identifiers: `{ entityIdentifier, contentTypeId, entityId, value }`',
    description: 'Only entities the caller voted on are listed (`value` 1 or -1). Signed in only.',
    contract: VOTES_CONTRACTS.userVotes,
    cacheSeconds: 0,
    auth: 'required',
    queryParameters: [IDENTIFIERS],
    envelope: 'data',
    toPayload: identifiersPayload,
  },
  {
    operationId: 'getVoteTally',
    method: 'GET',
    path: '/api/votes/:contentTypeId/:entityId/',
    tag: 'Votes',
    summary: 'One entity’s vote tally (zero when nobody voted)',
    contract: VOTES_CONTRACTS.tally,
    cacheSeconds: 0,
    pathParameters: ENTITY_PATH,
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => {
      simpleQuery(rawQuery, []);
      return entityOf(params);
    },
  },
  {
    operationId: 'castVote',
    method: 'POST',
    path: '/api/votes/:contentTypeId/:entityId/',
    tag: 'Votes',
    summary: 'Casts (1 up, -1 down), changes or removes (0) the caller’s vote on an entity',
    description:
      'Body `{ "value": 1 | -1 | 0 }`. One vote per user per entity: casting the value the caller already has ' +
      'changes nothing (idempotent), the other value changes the vote, 0 removes it (removing none is a no-op). ' +
      'The answer is the entity’s tally plus `userVote` (1, -1 or null). Comment votes (content type 6) rank ' +
      'the comments’ best and hot orders. Signed in; at most 120 votes a minute per user (429 beyond).',
    contract: VOTES_CONTRACTS.cast,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    pathParameters: ENTITY_PATH,
    envelope: 'data',
    toPayload: (context) => ({ ...bodyOnly(context), ...entityOf(context.params) }),
  },
];
