import { connect, type NatsConnection } from '@nats-io/transport-node';
import { NoReplyError, ReplyInbox } from '../src/nats/reply-inbox.js';
import { NATS_URL } from './nats-url.js';

const prefix = `t${process.pid}inbox.`;
const text = new TextDecoder();

const reasonOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof NoReplyError ? error.reason : `other: ${String(error)}`;
  }
};

describe('ReplyInbox', () => {
  let responder: NatsConnection;
  let client: NatsConnection;
  let inbox: ReplyInbox;
  let lateRepliesSent = 0;

  beforeAll(async () => {
    responder = await connect({ servers: NATS_URL });
    client = await connect({ servers: NATS_URL });
    inbox = new ReplyInbox(client);
    lateRepliesSent = 0;
    // Answers out of order: a later request can be answered before an earlier one.
    responder.subscribe(`${prefix}echo`, {
      callback: (_error, msg) => {
        const value = Number(text.decode(msg.data));
        setTimeout(() => msg.respond(`echo ${value}`), (value * 7) % 5);
      },
    });
    // Answers twice, late: the second and any after a timeout must be ignored.
    responder.subscribe(`${prefix}late`, {
      callback: (_error, msg) => {
        setTimeout(() => {
          msg.respond('late');
          msg.respond('later');
          lateRepliesSent += 1;
        }, 150);
      },
    });
    await responder.flush();
  });

  afterAll(async () => {
    await client?.close();
    await responder?.close();
  });

  it('gives each of 500 concurrent requests its own reply', async () => {
    const values = Array.from({ length: 500 }, (_, i) => i);
    const replies = await Promise.all(
      values.map((value) => inbox.request(`${prefix}echo`, String(value), { timeoutMs: 3000 })),
    );
    expect(replies.map((reply) => text.decode(reply))).toEqual(values.map((value) => `echo ${value}`));
  });

  it('rejects with no-responders at once when nobody subscribes to the subject', async () => {
    // 'no-responders' is NATS' immediate answer; had the inbox waited for its 3 s, it would say 'timeout'.
    await expect(reasonOf(inbox.request(`${prefix}nobody`, 'x', { timeoutMs: 3000 }))).resolves.toBe(
      'no-responders',
    );
  });

  it('rejects with timeout when the reply comes too late, and ignores the late reply', async () => {
    await expect(reasonOf(inbox.request(`${prefix}late`, 'x', { timeoutMs: 50 }))).resolves.toBe('timeout');
    // The late replies arrive while this request waits: they must not be mistaken for its answer.
    const sentBefore = lateRepliesSent;
    const reply = await inbox.request(`${prefix}echo`, '7', { timeoutMs: 3000 });
    // Wait for the late replies themselves to have been sent and delivered, not for a fixed time.
    while (lateRepliesSent === sentBefore) await new Promise((resolve) => setTimeout(resolve, 10));
    await client.flush();
    expect(text.decode(reply)).toBe('echo 7');
  });

  it('rejects what is still waiting when the connection closes, and what comes after it', async () => {
    const own = await connect({ servers: NATS_URL });
    const closing = new ReplyInbox(own);
    const waiting = reasonOf(closing.request(`${prefix}late`, 'x', { timeoutMs: 5000 }));
    await own.flush();
    await own.close();
    // 'closed', not 'timeout': the close itself settled the request, long before its 5 s.
    await expect(waiting).resolves.toBe('closed');
    await expect(reasonOf(closing.request(`${prefix}echo`, '1', { timeoutMs: 1000 }))).resolves.toBe(
      'closed',
    );
  });
});
