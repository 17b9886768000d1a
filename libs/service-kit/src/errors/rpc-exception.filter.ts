import { Catch, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import type { Logger } from 'pino';
import { throwError, type Observable } from 'rxjs';
import { z } from 'zod';
import { DomainError, invalidInputFromZod, type ErrorDetail } from '@futgg/contracts';

/**
 * Every failure leaves a service as an ErrorDetail: DomainErrors as they are, zod failures as
 * INVALID_INPUT naming the field, anything else logged with its subject and sent as INTERNAL (never a
 * stack trace).
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<ErrorDetail> {
    return throwError(() => this.toDetail(exception, host));
  }

  private toDetail(exception: unknown, host: ArgumentsHost): ErrorDetail {
    if (exception instanceof DomainError) return exception.toDetail();
    if (exception instanceof z.ZodError) return invalidInputFromZod(exception).toDetail();
    const subject = host.switchToRpc().getContext<{ getSubject?: () => string }>()?.getSubject?.();
    this.logger.error({ err: exception, subject }, 'Unhandled error in message handler');
    return { code: 'INTERNAL', message: 'Internal error' };
  }
}
