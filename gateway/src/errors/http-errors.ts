import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type ErrorDetail } from '@futgg/contracts';
import { FilterQueryError } from '@futgg/game-rules';
import { STATUS_FOR_CODE } from './status-for-code.js';

export const sendError = (reply: FastifyReply, detail: ErrorDetail, headers: Record<string, string> = {}) =>
  reply
    .code(STATUS_FOR_CODE[detail.code])
    .headers({ 'cache-control': 'no-store', ...headers })
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ error: detail }));

/**
 * A route's failure as the error body; an unexpected one is logged with the route. A refused bearer
 * token also says so in WWW-Authenticate (RFC 6750), which tells a client to refresh it.
 */
export const sendRouteError = (
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  route: string,
) => {
  const detail = errorDetailOf(error);
  if (detail.code === 'INTERNAL') request.log.error({ err: error, route }, 'Request failed');
  const headers: Record<string, string> =
    detail.code === 'UNAUTHENTICATED' && detail.field === 'authorization'
      ? { 'www-authenticate': 'Bearer error="invalid_token"' }
      : {};
  return sendError(reply, detail, headers);
};

/** Fastify's own failures (bad JSON, body too large, wrong media type) as our error body. */
const fromFastifyError = (error: FastifyError): ErrorDetail => {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        code: 'INVALID_INPUT',
        message: 'Unsupported content type: send application/json',
        field: 'content-type',
      };
    case 'FST_ERR_BAD_URL':
      return {
        code: 'INVALID_INPUT',
        message: 'The address is not valid (a malformed % escape)',
        field: 'url',
      };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { code: 'URI_TOO_LONG', message: 'The address is too long', field: 'url' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: 'INVALID_INPUT', message: 'Request body is not valid JSON', field: 'body' };
    default:
      if (error.statusCode === 413) return { code: 'PAYLOAD_TOO_LARGE', message: 'Request is too large' };
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return { code: 'INVALID_INPUT', message: error.message };
      }
      return { code: 'INTERNAL', message: 'Internal error' };
  }
};

/** Any failure as the `{ error: { code, message, field? } }` body; only unexpected ones are 500. */
export const errorDetailOf = (error: unknown): ErrorDetail => {
  if (error instanceof DomainError) return error.toDetail();
  if (error instanceof FilterQueryError)
    return { code: 'INVALID_INPUT', message: error.message, field: error.field };
  if (
    error &&
    typeof error === 'object' &&
    'code' in error &&
    typeof (error as FastifyError).code === 'string'
  ) {
    return fromFastifyError(error as FastifyError);
  }
  return { code: 'INTERNAL', message: 'Internal error' };
};

const CLIENT_ERRORS: Record<string, { status: number; reason: string; detail: ErrorDetail }> = {
  HPE_HEADER_OVERFLOW: {
    status: STATUS_FOR_CODE.HEADERS_TOO_LARGE,
    reason: 'Request Header Fields Too Large',
    detail: { code: 'HEADERS_TOO_LARGE', message: 'The request headers (or its address) are too large' },
  },
};
const MALFORMED = {
  status: STATUS_FOR_CODE.INVALID_INPUT,
  reason: 'Bad Request',
  detail: { code: 'INVALID_INPUT', message: 'Malformed HTTP request' } as ErrorDetail,
};

/**
 * A request Node's HTTP parser refused before Fastify saw it (headers over 16 kB, broken HTTP), answered
 * on the raw socket in the platform's error body, with headers that forbid sniffing and embedding it.
 */
export const clientErrorResponse = (errorCode: string | undefined): string => {
  const { status, reason, detail } = (errorCode && CLIENT_ERRORS[errorCode]) || MALFORMED;
  const body = JSON.stringify({ error: detail });
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
    'Connection: close',
    '',
    body,
  ].join('\r\n');
};
