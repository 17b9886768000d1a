import type { ErrorCode } from '@futgg/contracts';

// A new ErrorCode does not compile until it has a status here.
export const STATUS_FOR_CODE = {
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  TIMEOUT: 504,
} as const satisfies Record<ErrorCode, number>;
