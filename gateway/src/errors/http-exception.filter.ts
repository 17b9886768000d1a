import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@futgg/contracts';
import { errorDetailOf, sendError } from './http-errors.js';

const CODE_FOR_STATUS: Record<number, ErrorCode> = {
  400: 'INVALID_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
  504: 'TIMEOUT',
};

/** Nest's own failures (unknown route, bad body on a Nest route) in the same error body as the rest. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const code = CODE_FOR_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'INVALID_INPUT');
      const message =
        status === 404 ? `No route ${request.method} ${request.url.split('?')[0]}` : exception.message;
      return sendError(reply, { code, message });
    }
    const detail = errorDetailOf(exception);
    if (detail.code === 'INTERNAL') request.log.error({ err: exception }, 'Request failed');
    return sendError(reply, detail);
  }
}
