import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { z } from 'zod';
import {
  AUTO_BUILDER_CONTRACTS,
  AutoBuildJob,
  DomainError,
  SBC_SOLVER_CONTRACTS,
  SbcSolveJob,
  SQUADS_LIVE,
  type Caller,
  type SolverJobKind,
} from '@futgg/contracts';
import type { NatsRequester } from '@futgg/service-kit';
import { sendRouteError } from '../errors/http-errors.js';
import { rawQueryOf } from '../http/raw-query.js';
import type { CallerResolution } from '../identity/request-caller.js';
import { refusedByRateLimit } from '../rate-limit/rate-limit-hook.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { simpleQuery } from '../routes/path-parameters.js';
import {
  LIVE_STREAM_LIMITS,
  LiveStreams,
  payloadOf,
  serverSentEvent,
  StreamsPerUser,
  type StreamEvent,
} from './sse-stream.js';

/** A solver job's stream: where it is, and how its job is read and checked. */
export interface SolverJobStream {
  kind: SolverJobKind;
  path: string;
  /** The path as the OpenAPI document writes it. */
  docPath: string;
  operationId: string;
  tag: string;
  /** The job's status subject (the owner's read: another user's job is NOT_FOUND). */
  subject: string;
  schema: typeof SbcSolveJob | typeof AutoBuildJob;
  /** What the job's progress holds, for the OpenAPI text. */
  what: string;
}

export const SOLVER_JOB_STREAMS: readonly SolverJobStream[] = [
  {
    kind: 'sbc-solve',
    path: '/api/fut/sbc/solve/:jobId/stream/',
    docPath: '/api/fut/sbc/solve/{jobId}/stream/',
    operationId: 'streamSbcSolve',
    tag: 'SBCs',
    subject: SBC_SOLVER_CONTRACTS.get.subject,
    schema: SbcSolveJob,
    what: 'phase, challenge, elapsed seconds, incumbent, bound and the answers found so far',
  },
  {
    kind: 'auto-build',
    path: '/api/squads/auto-build/:jobId/stream/',
    docPath: '/api/squads/auto-build/{jobId}/stream/',
    operationId: 'streamAutoBuild',
    tag: 'Squads',
    subject: AUTO_BUILDER_CONTRACTS.get.subject,
    schema: AutoBuildJob,
    what: 'stage, elapsed seconds, incumbent and bound',
  },
];

const FINISHED = new Set(['completed', 'failed', 'cancelled']);

export interface SolverJobStreamDeps {
  nats: NatsConnection;
  requester: Pick<NatsRequester, 'request'>;
  subjectPrefix: string;
  limiter: RateLimiter | null;
  callers: CallerResolution;
  logger: Logger;
  limits?: Partial<typeof LIVE_STREAM_LIMITS>;
}

/**
 * A job as an event `job`, the last one once the job has finished (the stream then ends); null for a
 * payload that is not this kind's job.
 */
export const jobEventOf =
  (schema: SolverJobStream['schema']) =>
  (payload: unknown): StreamEvent | null => {
    const job = schema.safeParse(payload);
    if (!job.success) return null;
    const text = serverSentEvent('job', job.data);
    return FINISHED.has(job.data.state) ? { text, isLast: true } : text;
  };

const LiveJobEvent = z.object({ event: z.literal('job'), data: z.unknown() });

/** A NATS payload from the squads service (`{ event: 'job', data }`) as the stream's event. */
const relayedJobEventOf = (schema: SolverJobStream['schema']) => {
  const eventOf = jobEventOf(schema);
  return (payload: string): StreamEvent | null => {
    const event = payloadOf(LiveJobEvent, payload);
    return event ? eventOf(event.data) : null;
  };
};

/**
 * GET /api/fut/sbc/solve/{jobId}/stream/ and GET /api/squads/auto-build/{jobId}/stream/: a solver job's
 * changes as server-sent events (docs/sbc-solver.md "The job"), the job's owner only. The job is read
 * first, as its status route reads it (401 for a visitor, 404 for another user's job or an unknown one,
 * 400 for an id that is not a UUID), before anything is held open; then the stream subscribes to
 * `squads.live.<kind>.<jobId>` (the squads service publishes each progress write and the job's end
 * there) and opens with the job as it stands, then an event `job` per change. After a finished job's
 * event (completed, failed, cancelled) the stream ends: a job already finished gets that one event.
 * Polling the status route stays the fallback (a client whose stream fails polls).
 */
export const registerSolverJobStreams = (fastify: FastifyInstance, deps: SolverJobStreamDeps) => {
  const streams = new LiveStreams(fastify, deps.nats, deps.logger, deps.limits);
  const limits = streams.limits;
  const perUser = new StreamsPerUser(limits.MAX_PER_USER);

  for (const stream of SOLVER_JOB_STREAMS) {
    const read = (jobId: string, caller: Caller, requestId: string) =>
      deps.requester.request<unknown>(stream.subject, { jobId }, { requestId, caller });
    const eventOf = jobEventOf(stream.schema);
    fastify.route({
      method: 'GET',
      url: stream.path,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        let opened: { release: () => void; subject: string; caller: Caller; jobId: string };
        try {
          if (await refusedByRateLimit(deps.limiter, request, reply, 'read')) return reply;
          simpleQuery(rawQueryOf(request.url), []);
          const resolved = await deps.callers.resolve(request, true);
          if (!resolved) throw new DomainError('UNAUTHENTICATED', 'Sign in to do this');
          const jobId = (request.params as Record<string, string>)['jobId'] ?? '';
          // The service checks the id and the owner: a bad id is its 400, another user's job its 404.
          await read(jobId, resolved.caller, request.id);
          const subject = SQUADS_LIVE.jobSubject(stream.kind, jobId);
          if (subject === null)
            throw new DomainError('INVALID_INPUT', 'jobId: not a job id', { field: 'jobId' });
          const release = perUser.open(resolved.caller.id);
          if (!release)
            throw new DomainError('RATE_LIMITED', `At most ${limits.MAX_PER_USER} open streams per user`);
          opened = { release, subject: `${deps.subjectPrefix}${subject}`, caller: resolved.caller, jobId };
        } catch (error) {
          return sendRouteError(request, reply, error, stream.operationId);
        }
        const { release, subject, caller, jobId } = opened;
        try {
          await streams.open(request, reply, {
            subject,
            eventOf: relayedJobEventOf(stream.schema),
            // Read again once subscribed: a change between the check above and the subscription is kept.
            first: async () => {
              const event = eventOf(await read(jobId, caller, request.id));
              return event === null ? [] : [event];
            },
            onEnd: release,
          });
        } catch (error) {
          release();
          return sendRouteError(
            request,
            reply,
            new DomainError('UNAVAILABLE', 'Live job progress is unavailable', { cause: error }),
            stream.operationId,
          );
        }
      },
    });
  }
};
