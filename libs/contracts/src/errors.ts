import { z } from 'zod';

/** The closed list of error codes a service or the gateway may answer with. */
export const ERROR_CODES = [
  'INVALID_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
  'TIMEOUT',
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorDetail = z.object({
  code: ErrorCode,
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorDetail = z.infer<typeof ErrorDetail>;

/** The HTTP error body: `{ "error": { "code", "message", "field"? } }`. */
export const ErrorBody = z.object({ error: ErrorDetail });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A rule a service enforces failed. service-kit turns it into an error reply; the gateway into a status. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;

  constructor(code: ErrorCode, message: string, options: { field?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'DomainError';
    this.code = code;
    this.field = options.field;
  }

  toDetail(): ErrorDetail {
    return this.field === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, field: this.field };
  }
}

export const isErrorDetail = (value: unknown): value is ErrorDetail => ErrorDetail.safeParse(value).success;

/** A zod failure as INVALID_INPUT naming the first failing path. */
export const invalidInputFromZod = (error: z.ZodError, prefix = ''): DomainError => {
  const issue = error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  const field = [prefix, path].filter(Boolean).join('.') || undefined;
  const message = field
    ? `Invalid ${field}: ${issue?.message ?? 'invalid value'}`
    : (issue?.message ?? 'Invalid input');
  return new DomainError('INVALID_INPUT', message, field === undefined ? {} : { field });
};
