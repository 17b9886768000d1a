import { randomUUID } from 'node:crypto';
import { connect, headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import pg from 'pg';
import pino from 'pino';
import type { QueryRunner } from 'typeorm';
import {
  EVENT_ID_HEADER,
  consumeEvents,
  ensureEventStream,
  eventStreamName,
  processedEventsMigration,
  publishEvent,
  type RunningConsumer,
} from '../src/events/events.js';
import { kitTestDatabase } from './kit-test-database.js';
import { NATS_URL } from './nats-url.js';

// At-least-once delivery with an idempotent effect, on real NATS JetStream and PostgreSQL: the effect is
// a counter a price event bumps, so a second application would show.
const database = kitTestDatabase('events');
const prefix = `t${process.pid}events.`;
const SUBJECT = 'pricing.prices.updated';
const logger = pino({ level: 'silent' });

const until = async (check: () => Promise<boolean>, what: string, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('events over JetStream', () => {
  let nc: NatsConnection;
  let pool: pg.Pool;
  let consumer: RunningConsumer;
  let failuresLeft = 0;

  const bumps = async (card: number) =>
    Number(
      (await pool.query('SELECT coalesce(sum(bumps), 0) AS n FROM evt.price_bumps WHERE card = $1', [card]))
        .rows[0].n,
    );

  beforeAll(async () => {
    await database.create();
    pool = new pg.Pool({ connectionString: database.url });
    await pool.query('CREATE SCHEMA evt');
    const Migration = processedEventsMigration('evt', 1700000000001);
    await new Migration().up({ query: (sql: string) => pool.query(sql) } as unknown as QueryRunner);
    await pool.query('CREATE TABLE evt.price_bumps (card int PRIMARY KEY, bumps int NOT NULL)');

    nc = await connect({ servers: NATS_URL });
    await ensureEventStream(nc, prefix, [SUBJECT]);
    consumer = await consumeEvents<{ card: number }>({
      nc,
      subjectPrefix: prefix,
      durable: 'catalog-prices',
      subject: SUBJECT,
      pool,
      schema: 'evt',
      logger,
      retryDelayMs: 50,
      apply: async (event, client) => {
        await client.query(
          `INSERT INTO evt.price_bumps (card, bumps) VALUES ($1, 1)
           ON CONFLICT (card) DO UPDATE SET bumps = evt.price_bumps.bumps + 1`,
          [event.card],
        );
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error('read model busy');
        }
      },
    });
  }, 30_000);

  afterAll(async () => {
    await consumer?.stop();
    await (await jetstreamManager(nc)).streams.delete(eventStreamName(prefix)).catch(() => undefined);
    await nc?.close();
    await pool?.end();
    await database.drop();
  });

  it('applies a published event once', async () => {
    await publishEvent(nc, prefix, SUBJECT, { card: 1 }, randomUUID());
    await until(async () => (await bumps(1)) === 1, 'the first event');
  });

  it('applies an event delivered twice only once (a publisher retrying after the duplicate window)', async () => {
    const eventId = randomUUID();
    await publishEvent(nc, prefix, SUBJECT, { card: 2 }, eventId);
    // The same event again under another JetStream message id, so JetStream itself cannot drop it.
    const headers = natsHeaders();
    headers.set(EVENT_ID_HEADER, eventId);
    await jetstream(nc).publish(`${prefix}${SUBJECT}`, JSON.stringify({ card: 2 }), {
      msgID: randomUUID(),
      headers,
    });
    await publishEvent(nc, prefix, SUBJECT, { card: 3 }, randomUUID());
    // Events of one consumer come in order: once card 3's is applied, both copies of card 2's were seen.
    await until(async () => (await bumps(3)) === 1, 'the event after the duplicate');
    expect(await bumps(2)).toBe(1);
  });

  it('rolls back a failed application and applies the event when it comes again', async () => {
    failuresLeft = 1;
    await publishEvent(nc, prefix, SUBJECT, { card: 4 }, randomUUID());
    await until(async () => failuresLeft === 0 && (await bumps(4)) === 1, 'the retried event');
    // Four distinct events so far (card 2's twice delivered): each recorded once, the failure not at all.
    const recorded = await pool.query('SELECT count(*)::int AS n FROM evt.processed_events');
    expect(recorded.rows[0].n).toBe(4);
  });
});
