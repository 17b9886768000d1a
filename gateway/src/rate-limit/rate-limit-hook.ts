import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../errors/http-errors.js';
import type { RateLimitKind, RateLimiter } from './rate-limiter.js';

/**
 * Counts the request against the client's budget and says so in headers; over budget it answers 429
 * with Retry-After and returns true (the caller stops there).
 */
export const refusedByRateLimit = async (
  limiter: RateLimiter | null,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: RateLimitKind,
): Promise<boolean> => {
  if (!limiter) return false;
  const verdict = await limiter.hit(request.ip, kind);
  reply.header('x-ratelimit-limit', verdict.limit).header('x-ratelimit-remaining', verdict.remaining);
  if (verdict.allowed) return false;
  sendError(
    reply,
    { code: 'RATE_LIMITED', message: `Too many requests: at most ${verdict.limit} a minute` },
    { 'retry-after': String(verdict.retryAfterSeconds) },
  );
  return true;
};
