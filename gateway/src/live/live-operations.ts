import { z } from 'zod';
import { DirectMessage, Fixture } from '@futgg/contracts';
import {
  DIRECT_MESSAGES_STREAM_OPERATION,
  DIRECT_MESSAGES_STREAM_PATH,
  LIVE_STREAM_LIMITS,
} from './direct-messages-stream.js';
import { SOLVER_JOB_STREAMS } from './solver-job-stream.js';
import {
  FIXTURE_STREAM_DOC_PATH,
  FIXTURE_STREAM_LIMITS,
  FIXTURE_STREAM_OPERATION,
} from './fixture-stream.js';

const errorRef = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } };

/** A solver job's stream (gateway/src/live/solver-job-stream.ts), documented as the others are. */
const solverJobOperations = Object.fromEntries(
  SOLVER_JOB_STREAMS.map((stream) => [
    stream.docPath,
    {
      get: {
        operationId: stream.operationId,
        tags: [stream.tag],
        summary: 'A job’s progress as it happens, then its answer: server-sent events for the job’s owner',
        description:
          '`text/event-stream`, authenticated like any route (bearer token, or the session cookie; read with fetch ' +
          'streaming or EventSource). The first event is the job as its status route answers it now; then each ' +
          `progress write (${stream.what}; at most one every 200 ms a phase) is an event \`job\` with the whole ` +
          'job, and so is its end. After a `job` event whose `state` is `completed`, `failed` or `cancelled` the ' +
          'stream ends; a job already finished gets that one event. Delivery is best effort: a client whose ' +
          'stream fails reads the status route. At most ' +
          `${LIVE_STREAM_LIMITS.MAX_PER_USER} open job streams per user (429 after).`,
        parameters: [
          {
            name: 'jobId',
            in: 'path',
            required: true,
            description: 'The job id the start answered.',
            schema: { type: 'string', format: 'uuid' },
          },
        ],
        responses: {
          '200': {
            description: 'The stream: `event: job` and `data: <the job JSON>` per change',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
            'x-event-data': z.toJSONSchema(stream.schema, { target: 'openapi-3.0' }),
          },
          '400': { description: 'The job id is not a UUID', content: errorRef },
          '401': { description: 'Not signed in', content: errorRef },
          '404': { description: 'No such job of the caller', content: errorRef },
          '429': { description: 'Too many requests, or too many open streams', content: errorRef },
        },
      },
    },
  ]),
);

/** The live stream, registered outside the route table (it streams), documented by hand. */
export const LIVE_HTTP_OPERATIONS: Record<string, Record<string, unknown>> = {
  ...solverJobOperations,
  [DIRECT_MESSAGES_STREAM_PATH]: {
    get: {
      operationId: DIRECT_MESSAGES_STREAM_OPERATION,
      tags: ['Direct messages'],
      summary: 'New direct messages as they are sent: server-sent events for the signed-in caller',
      description:
        '`text/event-stream`, authenticated like any route (bearer token, or the session cookie; read with fetch ' +
        'streaming or EventSource). Each new message in any of the caller’s conversations, the caller’s own ' +
        'included, is an event `message` whose data is the Message JSON. A comment line every ' +
        `${LIVE_STREAM_LIMITS.KEEP_ALIVE_MS / 1000} s keeps proxies from closing it; the stream ends after ` +
        `${LIVE_STREAM_LIMITS.MAX_AGE_MS / 60_000} minutes and the client opens a new one. Delivery is best effort: ` +
        'a client reads the messages again when it (re)opens a conversation. At most ' +
        `${LIVE_STREAM_LIMITS.MAX_PER_USER} open streams per user (429 after).`,
      parameters: [],
      responses: {
        '200': {
          description: 'The stream: `event: message` and `data: <Message JSON>` per message',
          content: {
            'text/event-stream': {
              schema: { type: 'string' },
              example: `event: message\ndata: {"id":1,"conversationId":1,"author":null,"content":"Hi","dateCreated":"2026-01-01T00:00:00.000Z"}\n\n`,
            },
          },
          'x-event-data': z.toJSONSchema(DirectMessage, { target: 'openapi-3.0' }),
        },
        '401': { description: 'Not signed in', content: errorRef },
        '429': { description: 'Too many requests, or too many open streams', content: errorRef },
      },
    },
  },
  [FIXTURE_STREAM_DOC_PATH]: {
    get: {
      operationId: FIXTURE_STREAM_OPERATION,
      tags: ['Live scores'],
      summary: 'A fixture’s changes as they happen: server-sent events, public',
      description:
        '`text/event-stream` (EventSource or fetch streaming). The first event is the fixture as stored now ' +
        '(never cached), then each ingested change is an event `fixture` whose data is the whole Fixture JSON; ' +
        'keep the one with the highest `revision`. A comment line every ' +
        `${FIXTURE_STREAM_LIMITS.KEEP_ALIVE_MS / 1000} s keeps proxies from closing it; the stream ends after ` +
        `${FIXTURE_STREAM_LIMITS.MAX_AGE_MS / 60_000} minutes and the client opens a new one.`,
      parameters: [
        {
          name: 'id',
          in: 'path',
          required: true,
          description: 'The fixture’s id.',
          schema: { type: 'integer', minimum: 1 },
        },
      ],
      responses: {
        '200': {
          description: 'The stream: `event: fixture` and `data: <Fixture JSON>` per change',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
          'x-event-data': z.toJSONSchema(Fixture, { target: 'openapi-3.0' }),
        },
        '400': { description: 'The id is not a positive integer', content: errorRef },
        '404': { description: 'No such fixture', content: errorRef },
        '429': { description: 'Too many requests, or too many open streams', content: errorRef },
      },
    },
  },
};
