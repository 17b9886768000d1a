import {
  COMMENT_LIMITS,
  COMMENTS_CONTRACTS,
  CONTENT_TYPES,
  DomainError,
  type Contract,
} from '@futgg/contracts';
import { bodyFieldsOf, optionalIntegerParam, simpleQuery } from './path-parameters.js';
import type { QueryParameterDoc, RouteContext, RouteDefinition } from './route-definition.js';

// The comments routes (docs/comments.md): the public thread under /api/comments/, the private one under
// /api/comments/private/ (signed in; visible to the author, the entity's owner and admins), and the
// namespace form /api/fut/comments/. Nothing is cached: a writer expects to see their comment at once.

const C = COMMENTS_CONTRACTS;
const TYPES_TEXT = CONTENT_TYPES.map(({ id, name }) => `${id} ${name}`).join(', ');

/** `type`: a content type id or its name (`player`, `squad`, …). */
const typeParam = (value: string | undefined): number => {
  if (value !== undefined && /^[0-9]{1,4}$/.test(value)) return Number(value);
  const named = CONTENT_TYPES.find((type) => type.name === value);
  if (!named) {
    throw new DomainError(
      'INVALID_INPUT',
      `type must be a content type id or name (${TYPES_TEXT}), got "${String(value).slice(0, 40)}"`,
      { field: 'type' },
    );
  }
  return named.id;
};

const commentIdParam = (value: string | undefined): number => {
  if (value === undefined || !/^[1-9][0-9]{0,9}$/.test(value)) {
    throw new DomainError('INVALID_INPUT', `id must be a comment id, got "${String(value).slice(0, 40)}"`, {
      field: 'id',
    });
  }
  return Number(value);
};

/** `a,b,c` as a list of words (the contract checks each and how many). */
const listParam = (query: URLSearchParams, name: string): string[] | undefined => {
  const value = query.get(name);
  return value === null || value === '' ? undefined : value.split(',');
};

const excludeParam = (query: URLSearchParams): number[] | undefined => {
  const value = query.get('exclude');
  if (value === null || value === '') return undefined;
  if (!/^[0-9]{1,10}(,[0-9]{1,10})*$/.test(value)) {
    throw new DomainError(
      'INVALID_INPUT',
      'exclude must be a comma list of comment ids, e.g. exclude=12,15',
      {
        field: 'exclude',
      },
    );
  }
  return value.split(',').map(Number);
};

/** A JSON body's field as sent; null counts as absent (`parent: null` is the top level). */
const bodyField = (context: RouteContext, name: string): unknown => bodyFieldsOf(context)[name] ?? undefined;

const TYPE: QueryParameterDoc = {
  name: 'type',
  description: `A content type id or name (${TYPES_TEXT}); core data lists them as \`contentTypes\`.`,
  schema: { type: 'string' },
};
const ENTITY: QueryParameterDoc = {
  name: 'entity',
  description: 'The entity’s id: a player’s eaId, an evolution’s or SBC’s id, a squad’s uuid, …',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
};
const ID: QueryParameterDoc = { name: 'id', description: 'The comment’s id.', schema: { type: 'integer' } };
const PARENT: QueryParameterDoc = {
  name: 'parent',
  description: 'A comment id: its replies. Absent: the top-level comments.',
  schema: { type: 'integer', minimum: 1 },
};

const HTTP_NAMES = { contentTypeId: 'type', entityId: 'entity' } as const;

const COMMENT_TEXT =
  'A Comment is `{ id, contentTypeId, entityId, parent, content, author, isDeleted, isPrivate, dateCreated, ' +
  'dateEdited, replyCount, upvotes, downvotes }`; a deleted comment keeps its place with `isDeleted: true`, ' +
  "content '' and author null, its replies still listed.";

const CONTENT_TEXT =
  'Body: `content` (HTML; only b, i, em, strong, p, br, ul, ol, li, blockquote, code, pre and a with an http(s) ' +
  'href survive, links get rel="nofollow noopener", any other tag is dropped and its text kept, script and style ' +
  `with their text; plain text is escaped), 1–${COMMENT_LIMITS.MAX_CONTENT_LENGTH} characters once sanitised ` +
  `(empty or longer: 400 naming content; at most ${COMMENT_LIMITS.MAX_RAW_CONTENT_LENGTH} as sent). Each user may ` +
  'write 30 comments or edits a minute (then 429).';

/** The five routes of one thread kind: public under /api/comments/, private under /api/comments/private/. */
const threadRoutes = (isPrivate: boolean): RouteDefinition[] => {
  const base = isPrivate ? '/api/comments/private' : '/api/comments';
  const suffix = isPrivate ? 'Private' : '';
  const tag = 'Comments';
  const who = isPrivate
    ? ' Private comments: signed in only; a private comment is seen by its author, the entity’s owner (a squad’s or ' +
      'a tactic’s; other types have none), admins, and the author of the comment it answers.'
    : '';
  const reader = isPrivate ? { auth: 'required' as const } : {};
  const write = (contract: Contract) => ({
    contract,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required' as const,
    envelope: 'data' as const,
  });
  return [
    {
      operationId: `list${suffix}Comments`,
      method: 'GET',
      path: `${base}/:type/:entity/`,
      tag,
      summary: `One entity’s ${isPrivate ? 'private ' : ''}comments, 20 a page, newest first`,
      description:
        '`after` = the id of the last comment the client has: the page holds older ones. No `parent`: the top-level ' +
        'comments; `parent=N`: the replies to N. Paging ends on a page of fewer than 20; `totalCount` counts the ' +
        `level (deleted comments included). ${COMMENT_TEXT}${who}`,
      contract: C.list,
      cacheSeconds: 0,
      ...reader,
      pathParameters: [TYPE, ENTITY],
      queryParameters: [
        {
          name: 'after',
          description: 'The id of the last comment the client has.',
          schema: { type: 'integer', minimum: 1 },
        },
        PARENT,
      ],
      httpNames: HTTP_NAMES,
      envelope: 'page',
      toPayload: ({ params, rawQuery }) => {
        const query = simpleQuery(rawQuery, ['after', 'parent']);
        return {
          contentTypeId: typeParam(params['type']),
          entityId: params['entity'],
          isPrivate,
          after: optionalIntegerParam(query, 'after'),
          parent: optionalIntegerParam(query, 'parent'),
        };
      },
    },
    {
      operationId: `count${suffix}Comments`,
      method: 'GET',
      path: `${base}/:type/counts/`,
      tag,
      summary: `${isPrivate ? 'Private comments the caller sees' : 'Comments'} per entity: \`{ "<entityId>": count }\``,
      description:
        `\`ids\`: 1–${COMMENT_LIMITS.MAX_COUNT_IDS} entity ids, comma separated; every id is answered (0 when none). ` +
        `Deleted comments are not counted${isPrivate ? '' : ', nor private ones'}.${who}`,
      contract: C.counts,
      cacheSeconds: 0,
      ...reader,
      pathParameters: [TYPE],
      queryParameters: [
        {
          name: 'ids',
          description: `Entity ids, comma separated (at most ${COMMENT_LIMITS.MAX_COUNT_IDS}).`,
          schema: { type: 'string' },
          required: true,
        },
      ],
      httpNames: HTTP_NAMES,
      envelope: 'data',
      toPayload: ({ params, rawQuery }) => {
        const query = simpleQuery(rawQuery, ['ids']);
        return { contentTypeId: typeParam(params['type']), ids: listParam(query, 'ids'), isPrivate };
      },
    },
    {
      operationId: `create${suffix}Comment`,
      method: 'POST',
      path: `${base}/:type/:entity/create/`,
      tag,
      summary: `Writes a ${isPrivate ? 'private ' : ''}comment, or a reply (\`parent\`), as the caller`,
      description:
        `${CONTENT_TEXT} \`parent\` (sent only when > 0): a comment of the same thread that is not deleted, else 400 ` +
        'naming parent. A reply notifies the parent’s author (comment-reply), never oneself. The answer is the ' +
        `Comment.${isPrivate ? ' A private comment on a squad or tactic that does not exist: 404.' : ''}${who}`,
      ...write(C.create),
      pathParameters: [TYPE, ENTITY],
      httpNames: HTTP_NAMES,
      toPayload: (context) => {
        simpleQuery(context.rawQuery, []);
        return {
          contentTypeId: typeParam(context.params['type']),
          entityId: context.params['entity'],
          isPrivate,
          content: bodyField(context, 'content'),
          parent: bodyField(context, 'parent'),
        };
      },
    },
    {
      operationId: `edit${suffix}Comment`,
      method: 'POST',
      path: `${base}/:id/edit/`,
      tag,
      summary: `Replaces the content of one of the caller’s ${isPrivate ? 'private ' : ''}comments`,
      description:
        `${CONTENT_TEXT} Another user’s comment: 403, unchanged (admins do not edit others’ words); a deleted one: ` +
        `409; ${isPrivate ? 'a public comment’s id here' : 'a private comment’s id here'}: 404. The answer is the Comment ` +
        'with `dateEdited`.',
      ...write(C.edit),
      pathParameters: [ID],
      toPayload: (context) => {
        simpleQuery(context.rawQuery, []);
        return {
          id: commentIdParam(context.params['id']),
          isPrivate,
          content: bodyField(context, 'content'),
        };
      },
    },
    {
      operationId: `delete${suffix}Comment`,
      method: 'POST',
      path: `${base}/:id/delete/`,
      tag,
      summary: `Deletes one of the caller’s ${isPrivate ? 'private ' : ''}comments (an admin: any)`,
      description:
        "The comment keeps its place in the thread: `isDeleted: true`, content '' and author null, its replies " +
        'still listed; it takes no new replies. Another user’s comment: 403, unchanged. Deleting again answers the ' +
        'deleted comment. No body.',
      ...write(C.delete),
      pathParameters: [ID],
      toPayload: ({ params, rawQuery }) => {
        simpleQuery(rawQuery, []);
        return { id: commentIdParam(params['id']), isPrivate };
      },
    },
  ];
};

export const COMMENTS_ROUTES: readonly RouteDefinition[] = [
  ...threadRoutes(false),
  ...threadRoutes(true),
  {
    operationId: 'rankedComments',
    method: 'GET',
    path: '/api/fut/comments/:contentTypeId/:entityId/',
    tag: 'Comments',
    summary: 'The comments namespace form: 20 public comments not yet shown, ranked new, best or hot',
    description:
      '`exclude`: the ids the client already shows (at most 500), comma separated. `parent`: replies to that ' +
      'comment, else the top level. `sort`: `new` (newest first, the default); `best` (the lower bound of the ' +
      'Wilson score interval, z = 1.96, of the comment’s upvotes among its votes: few votes rank below many mostly ' +
      'good ones; no votes 0); `hot` ((upvotes − downvotes) / (age in hours + 2)^1.5: the score decays as the ' +
      'comment ages). Ties go to the newer comment. Votes are the comment’s votes (content type 6, POST ' +
      `/api/votes/6/{id}/). ${COMMENT_TEXT}`,
    contract: C.ranked,
    cacheSeconds: 0,
    pathParameters: [
      { ...TYPE, name: 'contentTypeId' },
      { ...ENTITY, name: 'entityId' },
    ],
    queryParameters: [
      PARENT,
      {
        name: 'exclude',
        description: 'Comment ids to leave out, comma separated (at most 500).',
        schema: { type: 'string' },
      },
      {
        name: 'sort',
        description: '`new` (default), `best` or `hot`.',
        schema: { type: 'string', enum: ['new', 'best', 'hot'] },
      },
    ],
    envelope: 'page',
    toPayload: ({ params, rawQuery }) => {
      const query = simpleQuery(rawQuery, ['parent', 'exclude', 'sort']);
      let contentTypeId: number;
      try {
        contentTypeId = typeParam(params['contentTypeId']);
      } catch {
        throw new DomainError('INVALID_INPUT', `contentTypeId must be a content type id (${TYPES_TEXT})`, {
          field: 'contentTypeId',
        });
      }
      return {
        contentTypeId,
        entityId: params['entityId'],
        parent: optionalIntegerParam(query, 'parent'),
        exclude: excludeParam(query),
        sort: query.get('sort') || undefined,
      };
    },
  },
];
