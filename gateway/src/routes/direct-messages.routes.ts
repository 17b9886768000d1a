import { DIRECT_MESSAGE_LIMITS, DIRECT_MESSAGES_CONTRACTS, DomainError } from '@futgg/contracts';
import { bodyFieldsOf, bodyOnly, idListParam, optionalIntegerParam, simpleQuery } from './path-parameters.js';
import type { QueryParameterDoc, RouteContext, RouteDefinition } from './route-definition.js';

// The direct-messages routes (docs/direct-messages.md). Every one needs a signed-in caller and acts on
// the caller's own conversations, so none is cached. The live stream of new messages
// (GET /api/direct-messages/stream/) is not here: it streams, gateway/src/live/.

const C = DIRECT_MESSAGES_CONTRACTS;
const TAG = 'Direct messages';
const BASE = '/api/direct-messages/conversations';

const ID: QueryParameterDoc = {
  name: 'id',
  description: 'The conversation’s id.',
  schema: { type: 'integer', minimum: 1 },
};

/** The path's conversation id, checked here so that no other word is ever taken for one. */
const conversationIdParam = (value: string | undefined): number => {
  if (value === undefined || !/^[1-9][0-9]{0,14}$/.test(value)) {
    throw new DomainError(
      'INVALID_INPUT',
      `id must be a conversation id, got "${String(value).slice(0, 40)}"`,
      { field: 'id' },
    );
  }
  return Number(value);
};

/** A write on one conversation: its id from the path, the body's fields beside it. */
const idAndBody =
  (pick: (body: Record<string, unknown>) => Record<string, unknown>) =>
  ({ params, rawQuery, body }: RouteContext) => {
    simpleQuery(rawQuery, []);
    return { ...pick(bodyFieldsOf({ body })), id: conversationIdParam(params['id']) };
  };

const idOnly = ({ params, rawQuery }: RouteContext) => {
  simpleQuery(rawQuery, []);
  return { id: conversationIdParam(params['id']) };
};

const userIdOf = (body: Record<string, unknown>) => ({ userId: body['user_id'] });

const PAGE_SIZE: QueryParameterDoc = {
  name: 'page_size',
  description: 'Items per page, 1 to 100 (default 20).',
  schema: { type: 'integer', minimum: 1, maximum: 100 },
};

const ACCESS =
  'Only the conversation’s participants: another user gets 404 for a conversation they are not in, as for one ' +
  'that does not exist.';
const CHANGE =
  'Only the conversation’s participants: another user gets 403 and nothing changes; an unknown id is 404.';

export const DIRECT_MESSAGES_ROUTES: readonly RouteDefinition[] = [
  {
    operationId: 'listConversations',
    method: 'GET',
    path: `${BASE}/`,
    tag: TAG,
    summary:
      'The caller’s conversations, latest activity first, with participants, unread counts and last message',
    description:
      '`search` matches the title or a participant’s username or display name (case-insensitive, as typed); `ids` ' +
      'keeps only the named conversations. `next` is the next page number, or null on the last page.',
    contract: C.list,
    cacheSeconds: 0,
    auth: 'required',
    queryParameters: [
      {
        name: 'search',
        description: `Words of the title or a participant’s name (at most ${DIRECT_MESSAGE_LIMITS.SEARCH_MAX_LENGTH} characters).`,
        schema: { type: 'string', maxLength: DIRECT_MESSAGE_LIMITS.SEARCH_MAX_LENGTH },
      },
      { name: 'page', description: 'Page number, from 1.', schema: { type: 'integer', minimum: 1 } },
      {
        name: 'ids',
        description: `A comma list of conversation ids (at most ${DIRECT_MESSAGE_LIMITS.MAX_IDS}).`,
        schema: { type: 'string', example: '12,15' },
      },
      PAGE_SIZE,
    ],
    httpNames: { pageSize: 'page_size' },
    envelope: 'page',
    toPayload: ({ rawQuery }) => {
      const query = simpleQuery(rawQuery, ['search', 'page', 'ids', 'page_size']);
      return {
        search: query.get('search') ?? undefined,
        ids:
          query.get('ids') === null || query.get('ids') === ''
            ? undefined
            : idListParam(query, 'ids', '12,15'),
        page: optionalIntegerParam(query, 'page'),
        pageSize: optionalIntegerParam(query, 'page_size'),
      };
    },
  },
  {
    operationId: 'createConversation',
    method: 'POST',
    path: `${BASE}/create/`,
    tag: TAG,
    summary: 'Starts a conversation with other users; the caller is always a participant',
    description:
      `Body: \`participants\` (user ids, at least one other than the caller; ${DIRECT_MESSAGE_LIMITS.MAX_PARTICIPANTS} ` +
      `people at most, the caller included) and \`title\` (1–${DIRECT_MESSAGE_LIMITS.TITLE_MAX_LENGTH} characters). An ` +
      'unknown user id is 400 naming `participants`. Rate limited per user.',
    contract: C.create,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    envelope: 'data',
    toPayload: bodyOnly,
  },
  {
    operationId: 'getConversation',
    method: 'GET',
    path: `${BASE}/:id/`,
    tag: TAG,
    summary: 'One of the caller’s conversations',
    description: ACCESS,
    contract: C.get,
    cacheSeconds: 0,
    auth: 'required',
    pathParameters: [ID],
    envelope: 'data',
    toPayload: idOnly,
  },
  {
    operationId: 'addConversationUser',
    method: 'POST',
    path: `${BASE}/:id/add-user/`,
    tag: TAG,
    summary:
      'Adds a user to the conversation (any participant may); adding one already in it changes nothing',
    description:
      `Body: \`user_id\`. An unknown user, or a conversation of ${DIRECT_MESSAGE_LIMITS.MAX_PARTICIPANTS} already, is 400 ` +
      `naming \`user_id\`. The newcomer sees the history, none of it unread. ${CHANGE}`,
    contract: C.addUser,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    pathParameters: [ID],
    httpNames: { userId: 'user_id' },
    envelope: 'data',
    toPayload: idAndBody(userIdOf),
  },
  {
    operationId: 'removeConversationUser',
    method: 'POST',
    path: `${BASE}/:id/remove-user/`,
    tag: TAG,
    summary: 'Removes a user from the conversation; removing oneself is leaving',
    description:
      'Body: `user_id`. Anyone may leave; only the conversation’s creator removes others (403 otherwise). The ' +
      `conversation is deleted with its last participant. ${CHANGE}`,
    contract: C.removeUser,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    pathParameters: [ID],
    httpNames: { userId: 'user_id' },
    envelope: 'data',
    toPayload: idAndBody(userIdOf),
  },
  {
    operationId: 'updateConversationTitle',
    method: 'POST',
    path: `${BASE}/:id/update-title/`,
    tag: TAG,
    summary: 'Renames the conversation (any participant may)',
    description: `Body: \`title\` (1–${DIRECT_MESSAGE_LIMITS.TITLE_MAX_LENGTH} characters). ${CHANGE}`,
    contract: C.updateTitle,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    pathParameters: [ID],
    envelope: 'data',
    toPayload: idAndBody((body) => ({ title: body['title'] })),
  },
  {
    operationId: 'listDirectMessages',
    method: 'GET',
    path: `${BASE}/:id/messages/`,
    tag: TAG,
    summary: 'The conversation’s messages, newest first',
    description:
      '`next` is the `before` value of the next (older) page, or null on the last. Content is plain text: clients ' +
      `escape it. ${ACCESS}`,
    contract: C.listMessages,
    cacheSeconds: 0,
    auth: 'required',
    pathParameters: [ID],
    queryParameters: [
      {
        name: 'before',
        description: 'A message id: only older messages (the previous page’s `next`).',
        schema: { type: 'integer', minimum: 1 },
      },
      PAGE_SIZE,
    ],
    httpNames: { pageSize: 'page_size' },
    envelope: 'page',
    toPayload: ({ params, rawQuery }) => {
      const query = simpleQuery(rawQuery, ['before', 'page_size']);
      return {
        id: conversationIdParam(params['id']),
        before: optionalIntegerParam(query, 'before'),
        pageSize: optionalIntegerParam(query, 'page_size'),
      };
    },
  },
  {
    operationId: 'sendDirectMessage',
    method: 'POST',
    path: `${BASE}/:id/messages/send/`,
    tag: TAG,
    summary: 'Sends a message; the other participants are notified and their open streams get it at once',
    description:
      `Body: \`content\` (plain text, 1–${DIRECT_MESSAGE_LIMITS.CONTENT_MAX_LENGTH} characters, not blank). Rate ` +
      `limited per user. ${CHANGE}`,
    contract: C.send,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    pathParameters: [ID],
    envelope: 'data',
    toPayload: idAndBody((body) => ({ content: body['content'] })),
  },
  {
    operationId: 'markConversationRead',
    method: 'POST',
    path: `${BASE}/:id/read/`,
    tag: TAG,
    summary: 'Marks everything in the conversation up to now read for the caller',
    description: `The caller’s \`lastRead\` becomes now and their unread count 0. No body. ${CHANGE}`,
    contract: C.markRead,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    pathParameters: [ID],
    envelope: 'data',
    toPayload: idOnly,
  },
];
