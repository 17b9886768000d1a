import type { NatsConnection } from '@nats-io/transport-node';
import type { Pool, PoolClient } from 'pg';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { PLATFORM_EVENT_SUBJECTS } from '@futgg/contracts';
import { consumeEvents, ensureEventStream, publishEvent, type RunningConsumer } from './events.js';

export interface PlatformConsumer<T> {
  /** Durable name: replicas of one service share it, so each event is applied by one of them. */
  durable: string;
  /** The event subject, without the prefix. */
  subject: string;
  /**
   * The event's schema: an event that does not parse would fail on every delivery, so it is recorded
   * as applied and dropped, with an error in the log.
   */
  event: z.ZodType<T>;
  /** Applies the event inside the transaction that records it: both happen, or neither. */
  apply(event: T, client: PoolClient): Promise<void>;
  retryDelayMs?: number;
}

/**
 * A service's side of the platform's event stream (one per service, from the kit's module): it creates
 * the stream once per process (again after a failure), publishes, and runs the service's consumers
 * with its schema's processed_events, stopping them when the service closes. Every publisher and
 * consumer goes through it instead of wiring events.ts itself.
 */
export class PlatformEvents {
  private streamReady: Promise<unknown> | undefined;
  private readonly consumers: RunningConsumer[] = [];

  constructor(
    private readonly nats: NatsConnection,
    private readonly pool: Pool,
    private readonly subjectPrefix: string,
    /** The service's schema, holding its processed_events table. */
    private readonly schema: string,
    private readonly logger: Logger,
  ) {}

  ready(): Promise<unknown> {
    this.streamReady ??= ensureEventStream(this.nats, this.subjectPrefix, [...PLATFORM_EVENT_SUBJECTS]).catch(
      (error: unknown) => {
        this.streamReady = undefined;
        throw error;
      },
    );
    return this.streamReady;
  }

  async publish(subject: string, payload: unknown, eventId: string): Promise<void> {
    await this.ready();
    await publishEvent(this.nats, this.subjectPrefix, subject, payload, eventId);
  }

  async consume<T>(consumer: PlatformConsumer<T>): Promise<void> {
    await this.ready();
    const running = await consumeEvents<unknown>({
      nc: this.nats,
      subjectPrefix: this.subjectPrefix,
      durable: consumer.durable,
      subject: consumer.subject,
      pool: this.pool,
      schema: this.schema,
      logger: this.logger,
      retryDelayMs: consumer.retryDelayMs,
      apply: async (raw, client) => {
        const parsed = consumer.event.safeParse(raw);
        if (!parsed.success) {
          this.logger.error(
            { subject: consumer.subject, err: parsed.error.message },
            'An event that does not parse: dropped',
          );
          return;
        }
        await consumer.apply(parsed.data, client);
      },
    });
    this.consumers.push(running);
  }

  /** Stops every consumer, waiting for the events being applied. */
  async stop(): Promise<void> {
    await Promise.all(this.consumers.splice(0).map((running) => running.stop()));
  }
}
