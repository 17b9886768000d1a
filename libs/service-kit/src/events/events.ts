import { headers as natsHeaders, nanos, type NatsConnection } from '@nats-io/transport-node';
import {
  AckPolicy,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JsMsg,
} from '@nats-io/jetstream';
import type { Pool, PoolClient } from 'pg';
import type { Logger } from 'pino';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Our event id on every event: what consumers deduplicate on (also JetStream's Nats-Msg-Id). */
export const EVENT_ID_HEADER = 'x-event-id';

/**
 * Events are facts (`pricing.prices.updated`) kept in one JetStream stream of the platform, so a
 * consumer that was down receives what it missed. The stream's name follows the subject prefix, so a test
 * run has its own stream.
 */
export const eventStreamName = (subjectPrefix: string): string =>
  `${subjectPrefix}events`.replace(/[^A-Za-z0-9_-]/g, '_').toUpperCase();

/** How long the stream keeps an event a consumer has not yet applied. */
export const EVENT_RETENTION_MS = 3 * 86_400_000;

/** Creates the stream (idempotent) for the services' event subjects (`<service>.*.<past verb>` …). */
export const ensureEventStream = async (nc: NatsConnection, subjectPrefix: string, subjects: string[]) => {
  const manager = await jetstreamManager(nc);
  const name = eventStreamName(subjectPrefix);
  const config = {
    name,
    subjects: subjects.map((subject) => `${subjectPrefix}${subject}`),
    // Facts older than this are superseded (a price of last week) or replayed by other means: the
    // stream stays bounded however long a consumer is away.
    max_age: nanos(EVENT_RETENTION_MS),
  };
  try {
    await manager.streams.info(name);
    await manager.streams.update(name, config);
  } catch {
    await manager.streams.add(config);
  }
  return name;
};

/**
 * Publishes an event and waits for JetStream to store it (at least once: a publisher that retries after
 * a timeout sends the same `eventId`, which JetStream drops within its duplicate window and consumers
 * drop after it).
 */
export const publishEvent = async (
  nc: NatsConnection,
  subjectPrefix: string,
  subject: string,
  payload: unknown,
  eventId: string,
): Promise<void> => {
  const headers = natsHeaders();
  headers.set(EVENT_ID_HEADER, eventId);
  await jetstream(nc).publish(`${subjectPrefix}${subject}`, JSON.stringify(payload), {
    msgID: eventId,
    headers,
  });
};

/**
 * The table in which a consumer records the events it has applied: one per service schema, created by
 * a migration from this factory. Its rows are what make a redelivered event harmless.
 */
export const processedEventsMigration = (schema: string, timestamp: number) => {
  const name = `ProcessedEvents${timestamp}`;
  return {
    [name]: class implements MigrationInterface {
      name = name;
      async up(db: QueryRunner) {
        await db.query(`CREATE TABLE ${schema}.processed_events (
          event_id text PRIMARY KEY,
          processed_at timestamptz NOT NULL DEFAULT now()
        )`);
      }
      async down(db: QueryRunner) {
        await db.query(`DROP TABLE ${schema}.processed_events`);
      }
    },
  }[name]!;
};

export interface EventConsumerOptions<T> {
  nc: NatsConnection;
  subjectPrefix: string;
  /** Durable name: replicas of one service share it, so each event is applied by one of them. */
  durable: string;
  /** The event subject, without the prefix. */
  subject: string;
  pool: Pool;
  /** The service's schema, holding its processed_events table. */
  schema: string;
  logger: Logger;
  /** Applies the event inside the transaction that records it: both happen, or neither. */
  apply(event: T, client: PoolClient): Promise<void>;
  /** How long a failed event waits before it is delivered again. */
  retryDelayMs?: number;
}

export interface RunningConsumer {
  /** Stops taking events and waits for the one being applied. */
  stop(): Promise<void>;
}

const eventIdOf = (message: JsMsg) =>
  message.headers?.get(EVENT_ID_HEADER) || `${message.info.stream}:${message.seq}`;

/**
 * Consumes an event subject at least once with an idempotent effect: each event is applied in a
 * transaction that also inserts its id into processed_events; an id already there means the event was
 * applied before (a redelivery after a lost ack, a publisher's retry), so it is acknowledged and skipped.
 * A failure rolls back and the event comes again after `retryDelayMs`.
 */
export const consumeEvents = async <T>(options: EventConsumerOptions<T>): Promise<RunningConsumer> => {
  const stream = eventStreamName(options.subjectPrefix);
  const manager = await jetstreamManager(options.nc);
  await manager.consumers.add(stream, {
    durable_name: options.durable,
    ack_policy: AckPolicy.Explicit,
    filter_subject: `${options.subjectPrefix}${options.subject}`,
  });
  const consumer = await jetstream(options.nc).consumers.get(stream, options.durable);
  const messages: ConsumerMessages = await consumer.consume();

  const applyOnce = async (message: JsMsg) => {
    const eventId = eventIdOf(message);
    const client = await options.pool.connect();
    try {
      await client.query('BEGIN');
      const recorded = await client.query(
        `INSERT INTO ${options.schema}.processed_events (event_id) VALUES ($1) ON CONFLICT DO NOTHING`,
        [eventId],
      );
      if (recorded.rowCount === 1) await options.apply(message.json<T>(), client);
      await client.query('COMMIT');
      message.ack();
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      options.logger.warn(
        { subject: options.subject, eventId, err: String(error) },
        'Event not applied; retrying',
      );
      message.nak(options.retryDelayMs ?? 1000);
    } finally {
      client.release();
    }
  };

  const loop = (async () => {
    try {
      for await (const message of messages) await applyOnce(message);
    } catch (error) {
      // The stream or consumer went away under us (an operator, a test tearing its stream down): stop
      // consuming rather than crash the service; it resumes from the durable consumer at next start.
      options.logger.warn({ subject: options.subject, err: String(error) }, 'Event consumer stopped');
    }
  })();
  return {
    stop: async () => {
      messages.stop();
      await loop;
    },
  };
};
