import {
  CATALOG_CONTRACTS,
  CLUB_FILE_FORMATS,
  CLUB_FILE_LAYOUTS,
  DomainError,
  PLAYER_SEARCH_MAX_PAGE,
  SUPPORTED_GAME_YEARS,
  USER_CLUB_LIMITS,
} from '@futgg/contracts';
import { decodePlayerSearchQuery, encodeFilterQuery, PLAYER_SEARCH_PARAMETERS } from '@futgg/game-rules';
import { packText } from '@futgg/service-kit';
import { filterVocabularyMarkdown } from '../openapi/filter-vocabulary.js';
import { bodyFieldsOf, gameYearParam, optionalIntegerParam, simpleQuery } from './path-parameters.js';
import type { QueryParameterDoc, RouteDefinition } from './route-definition.js';

// The caller's club, kept by the catalog (docs/user-club.md). Every route needs a signed-in user, whom
// the catalog learns from the NATS headers. The catalog's services-only subject, userClubCards (any
// user's whole club), is deliberately not routed here: it takes the user from its payload.

/**
 * The import's body: the file's 8 MB as a JSON string, whose quotes and line breaks escaping makes
 * ≈ 13 % longer (fut.gg's export), with room. Only this route takes more than the gateway's 1 MB.
 */
export const USER_CLUB_IMPORT_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

const MB = 1024 * 1024;

const GAME_PARAMETER: QueryParameterDoc = {
  name: 'game',
  description: `Game year (${SUPPORTED_GAME_YEARS.join(', ')}) or slug (fc26).`,
  schema: { type: 'string', example: '26' },
};

const PAGING_PARAMETERS = {
  page: {
    description: 'Page number, from 1.',
    schema: { type: 'integer', minimum: 1, maximum: PLAYER_SEARCH_MAX_PAGE },
  },
  page_size: {
    description: `Cards per page, 1 to ${USER_CLUB_LIMITS.MAX_PAGE_SIZE} (default ${USER_CLUB_LIMITS.DEFAULT_PAGE_SIZE}).`,
    schema: { type: 'integer', minimum: 1, maximum: USER_CLUB_LIMITS.MAX_PAGE_SIZE },
  },
} as const;
const PAGING_NAMES: ReadonlySet<string> = new Set(Object.keys(PAGING_PARAMETERS));

/**
 * The file's text, packed for NATS (a message carries at most 1 MiB; service-kit's packText). Its size
 * is judged here, before packing, so the caller hears about the file and not about the packet.
 */
const packedContentOf = (content: unknown): string => {
  if (typeof content !== 'string') {
    throw new DomainError('INVALID_INPUT', 'content must be the club file’s text, as a JSON string', {
      field: 'content',
    });
  }
  const bytes = Buffer.byteLength(content, 'utf8');
  if (bytes > USER_CLUB_LIMITS.MAX_CONTENT_BYTES) {
    throw new DomainError(
      'INVALID_INPUT',
      `content is ${(bytes / MB).toFixed(1)} MB: a club file may be up to ${USER_CLUB_LIMITS.MAX_CONTENT_BYTES / MB} MB`,
      { field: 'content' },
    );
  }
  const packed = packText(content);
  if (packed.length > USER_CLUB_LIMITS.MAX_PACKED_CONTENT_CHARS) {
    throw new DomainError(
      'INVALID_INPUT',
      `content does not compress enough to be sent on (${(packed.length / MB).toFixed(1)} MB packed, at most ${(USER_CLUB_LIMITS.MAX_PACKED_CONTENT_CHARS / MB).toFixed(1)} MB): a club export compresses tenfold; this file is not one, or split it`,
      { field: 'content' },
    );
  }
  return packed;
};

const clubRoute = (
  route: Pick<
    RouteDefinition,
    'operationId' | 'method' | 'path' | 'summary' | 'description' | 'contract' | 'envelope' | 'toPayload'
  > &
    Partial<RouteDefinition>,
): RouteDefinition => ({
  tag: 'User club',
  cacheSeconds: 0,
  auth: 'required',
  pathParameters: [GAME_PARAMETER],
  ...route,
});

export const USER_CLUB_ROUTES: RouteDefinition[] = [
  clubRoute({
    operationId: 'listUserClub',
    method: 'GET',
    path: '/api/fut/user-club/:game/',
    summary: 'The signed-in user’s club: the cards they own, filtered like the player database',
    description:
      `Rows are the player database’s plus \`isUntradeable\` and \`addedAt\`; the default sort is \`-overall\`. ` +
      `Requires sign-in.\n\n${filterVocabularyMarkdown()}`,
    contract: CATALOG_CONTRACTS.userClubList,
    queryParameters: [
      ...Object.entries(PAGING_PARAMETERS).map(([name, { description, schema }]) => ({
        name,
        description,
        schema,
      })),
      ...Object.entries(PLAYER_SEARCH_PARAMETERS).map(([name, description]) => ({
        name,
        description,
        schema: { type: 'string' },
      })),
    ],
    envelope: 'page',
    httpNames: { pageSize: 'page_size' },
    toPayload: ({ params, rawQuery }) => {
      const input = new URLSearchParams(rawQuery);
      return {
        gameYear: gameYearParam(params['game']),
        // The player database's language, decoded by game-rules (an unknown name or bad value is 400).
        query: encodeFilterQuery(decodePlayerSearchQuery(input, PAGING_NAMES)),
        page: optionalIntegerParam(input, 'page'),
        pageSize: optionalIntegerParam(input, 'page_size'),
      };
    },
  }),
  clubRoute({
    operationId: 'importUserClub',
    method: 'POST',
    path: '/api/fut/user-club/:game/import/',
    summary: 'Imports the user’s club from a club export file (CSV or JSON)',
    description:
      'Body: `{ "content": <the file’s text>, "format"?: ' +
      `${CLUB_FILE_FORMATS.map((format) => `"${format}"`).join(' | ')} (default auto), "replace"?: boolean (default false) }\`, ` +
      `the file up to ${USER_CLUB_LIMITS.MAX_CONTENT_BYTES / MB} MB (this route takes bodies up to ` +
      `${USER_CLUB_IMPORT_BODY_LIMIT_BYTES / MB} MB). Layouts: ${CLUB_FILE_LAYOUTS.join(', ')} (docs/user-club.md). ` +
      'Idempotent: importing the same file again adds and updates nothing. `replace: true` makes the club exactly ' +
      'the file’s matched cards. Rows without a usable id, or naming a card twice, are `refused` with their line; ids ' +
      'the catalog does not know are `unknown`. A file that cannot be read at all is 400 and changes nothing.',
    contract: CATALOG_CONTRACTS.userClubImport,
    isWrite: true,
    bodyLimitBytes: USER_CLUB_IMPORT_BODY_LIMIT_BYTES,
    envelope: 'data',
    httpNames: { packedContent: 'content' },
    toPayload: (context) => {
      simpleQuery(context.rawQuery, []);
      const body = bodyFieldsOf(context);
      return {
        gameYear: gameYearParam(context.params['game']),
        packedContent: packedContentOf(body['content']),
        format: body['format'],
        replace: body['replace'],
      };
    },
  }),
  clubRoute({
    operationId: 'addUserClubCard',
    method: 'POST',
    path: '/api/fut/user-club/:game/add/',
    summary: 'Adds one card to the user’s club (body `{ "eaId", "isUntradeable"?, "duplicates"? }`)',
    description:
      'Answers the club’s row. Adding a card already there sets its flag and its duplicates (the untradeable copies held in SBC storage, 0 to 100; 0 when not given). An unknown card is 404.',
    contract: CATALOG_CONTRACTS.userClubAdd,
    isWrite: true,
    envelope: 'data',
    toPayload: (context) => {
      simpleQuery(context.rawQuery, []);
      const body = bodyFieldsOf(context);
      return {
        gameYear: gameYearParam(context.params['game']),
        eaId: body['eaId'],
        isUntradeable: body['isUntradeable'],
        duplicates: body['duplicates'],
      };
    },
  }),
  clubRoute({
    operationId: 'removeUserClubCard',
    method: 'POST',
    path: '/api/fut/user-club/:game/remove/',
    summary: 'Removes one card from the user’s club (body `{ "eaId" }`)',
    description: '`{ "removed": 1 }`, or 0 when the card was not in the club.',
    contract: CATALOG_CONTRACTS.userClubRemove,
    isWrite: true,
    envelope: 'data',
    toPayload: (context) => {
      simpleQuery(context.rawQuery, []);
      return { gameYear: gameYearParam(context.params['game']), eaId: bodyFieldsOf(context)['eaId'] };
    },
  }),
  clubRoute({
    operationId: 'exportUserClub',
    method: 'GET',
    path: '/api/fut/user-club/:game/export/',
    summary: 'The user’s club as our own club file, to back it up and import it again',
    description:
      '`data` is `{ "format": "futgg-club", "version": 1, "gameYear", "cards": [{ "eaId", "isUntradeable" }] }`; ' +
      'the import reads it back, with or without the `data` around it.',
    contract: CATALOG_CONTRACTS.userClubExport,
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => {
      simpleQuery(rawQuery, []);
      return { gameYear: gameYearParam(params['game']) };
    },
  }),
];
