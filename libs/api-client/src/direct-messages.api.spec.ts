import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { DirectMessage } from '@futgg/contracts';
import { ApiClient } from './api-client.js';
import { directMessagesApi } from './direct-messages.api.js';
import { EventStreamError, readEventStream } from './event-stream.js';

const message = (id: number, content: string): DirectMessage => ({
  id,
  conversationId: 7,
  author: { id: 'u-bob', username: 'bob', displayName: 'Bob', avatarUrl: null },
  content,
  dateCreated: '2026-11-27T10:00:00.000Z',
});

/** A body that hands out the given chunks one at a time, as a slow network does. */
const bodyOf = (chunks: string[]) => {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
};

describe('readEventStream', () => {
  it('joins events cut anywhere, skips comments, names events and joins data lines', async () => {
    const events: { event: string; data: string }[] = [];
    await readEventStream(
      bodyOf([
        ': keep-alive\n\nevent: mes',
        'sage\ndata: {"a"',
        ':1}\n\r\n',
        'data: one\ndata: two\n\n',
        'event: ping\ndata:x\n\n',
      ]),
      (event) => events.push(event),
    );
    expect(events).toEqual([
      { event: 'message', data: '{"a":1}' },
      { event: 'message', data: 'one\ntwo' },
      { event: 'ping', data: 'x' },
    ]);
  });

  it('reads a multi-byte character split between chunks', async () => {
    const bytes = new TextEncoder().encode('data: héllo ⚽\n\n');
    const events: string[] = [];
    await readEventStream(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.slice(0, 8));
          controller.enqueue(bytes.slice(8));
          controller.close();
        },
      }),
      (event) => events.push(event.data),
    );
    expect(events).toEqual(['héllo ⚽']);
  });
});

/** A stand-in for the gateway's stream route on a real port: refuses the first token, then streams. */
describe('directMessagesApi.stream', () => {
  let server: Server;
  let baseUrl: string;
  const seen: { authorization: string | undefined; accept: string | undefined }[] = [];
  let answer: (request: IncomingMessage, response: ServerResponse) => void = () => undefined;

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push({ authorization: request.headers.authorization, accept: request.headers.accept });
      answer(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => (seen.length = 0));

  it('sends the bearer token, renews it once after a 401 and hands over each message', async () => {
    answer = (request, response) => {
      if (request.headers.authorization !== 'Bearer fresh') {
        response
          .writeHead(401, { 'content-type': 'application/json' })
          .end('{"error":{"code":"UNAUTHENTICATED"}}');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(': hello\n\n');
      response.write(`event: message\ndata: ${JSON.stringify(message(1, 'first'))}\n\n`);
      response.write('event: message\ndata: not json\n\n');
      response.end(`event: message\ndata: ${JSON.stringify(message(2, '<b>second</b>'))}\n\n`);
    };
    let token = 'stale';
    const client = new ApiClient({
      baseUrl,
      getToken: () => token,
      onUnauthorized: async () => {
        token = 'fresh';
        return true;
      },
    });
    const api = directMessagesApi(client);
    const received: DirectMessage[] = [];
    let opened = 0;
    await api.stream((m) => received.push(m), { onOpen: () => (opened += 1) });
    expect(received.map((m) => [m.id, m.content])).toEqual([
      [1, 'first'],
      [2, '<b>second</b>'],
    ]);
    expect(opened).toBe(1);
    expect(seen).toEqual([
      { authorization: 'Bearer stale', accept: 'text/event-stream' },
      { authorization: 'Bearer fresh', accept: 'text/event-stream' },
    ]);
  });

  it('fails with the status when the stream cannot be opened, without telling onOpen', async () => {
    answer = (_request, response) => response.writeHead(503).end();
    const api = directMessagesApi(new ApiClient({ baseUrl, getToken: () => 'token' }));
    let opened = false;
    const failure = api.stream(() => undefined, { onOpen: () => (opened = true) });
    await expect(failure).rejects.toBeInstanceOf(EventStreamError);
    await expect(failure).rejects.toMatchObject({ status: 503 });
    expect(opened).toBe(false);
  });
});
