import 'reflect-metadata';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { connect, headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import pino from 'pino';
import { from, type Observable } from 'rxjs';
import { DomainError, WIRE_HEADERS } from '@futgg/contracts';
import { RpcErrorFilter } from '../src/errors/rpc-exception.filter.js';
import { requestContext } from '../src/logging/logger.js';
import { NatsRequester, responseBytesOf } from '../src/nats/nats-requester.js';
import { PrefixedNatsServer } from '../src/nats/prefixed-nats.server.js';
import { NATS_URL } from './nats-url.js';

const prefix = `t${process.pid}kit.`;
const seenEvents: unknown[] = [];
// Resolved when the slow handler starts, so a test can act while a request is inside it.
let slowHandlerStarted: () => void = () => undefined;
const nextSlowStart = () => new Promise<void>((resolve) => (slowHandlerStarted = resolve));

@Controller()
class ProbeController {
  @MessagePattern('probe.echo')
  async echo(@Payload() data: { value: number }) {
    // A reply that waits a little, so concurrent requests finish out of order.
    await new Promise((resolve) => setTimeout(resolve, (data.value * 7) % 5));
    return { value: data.value, requestId: requestContext.getStore()?.requestId ?? null };
  }

  @MessagePattern('probe.slow')
  async slow(@Payload() data: { value: number }) {
    slowHandlerStarted();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { value: data.value };
  }

  @MessagePattern('probe.stream')
  stream(): Observable<number> {
    return from([1, 2, 3]);
  }

  @MessagePattern('probe.fails')
  fails(): never {
    throw new DomainError('NOT_FOUND', 'Nothing here', { field: 'id' });
  }

  @MessagePattern('probe.nothing')
  nothing(): void {
    return undefined;
  }

  @EventPattern('probe.event')
  event(@Payload() data: unknown) {
    seenEvents.push(data);
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('PrefixedNatsServer', () => {
  let app: INestMicroservice;
  let client: NatsConnection;
  let requester: NatsRequester;

  beforeAll(async () => {
    app = await NestFactory.createMicroservice(ProbeModule, {
      strategy: new PrefixedNatsServer({
        servers: NATS_URL,
        queue: 'probe',
        subjectPrefix: prefix,
        name: 'probe',
      }),
      logger: false,
    });
    app.useGlobalFilters(new RpcErrorFilter(pino({ level: 'silent' })));
    await app.listen();
    client = await connect({ servers: NATS_URL });
    requester = new NatsRequester(client, prefix, 3000);
  });

  afterAll(async () => {
    await client?.close();
    await app?.close();
  });

  const rawRequest = async (subject: string, data: unknown, id = '0f8fad5b-d9cb-469f-a165-70867728950e') => {
    const reply = await client.request(
      `${prefix}${subject}`,
      JSON.stringify({ pattern: subject, data, id }),
      {
        timeout: 3000,
      },
    );
    return new TextDecoder().decode(reply.data);
  };

  it("answers a one-value handler with exactly Nest's reply packet", async () => {
    const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const packet = await rawRequest('probe.echo', { value: 4 }, id);
    expect(packet).toBe(`{"response":{"value":4,"requestId":null},"isDisposed":true,"id":"${id}"}`);
    expect(responseBytesOf(new TextEncoder().encode(packet))).not.toBeNull();
  });

  it('answers an undefined result as Nest does (no response key)', async () => {
    const id = '16fd2706-8baf-433b-82eb-8c7fada847da';
    expect(await rawRequest('probe.nothing', {}, id)).toBe(`{"isDisposed":true,"id":"${id}"}`);
  });

  it('runs the handler in the request context named by the x-request-id header', async () => {
    const headers = natsHeaders();
    headers.set(WIRE_HEADERS.requestId, 'req-42');
    const reply = await client.request(
      `${prefix}probe.echo`,
      JSON.stringify({
        pattern: 'probe.echo',
        data: { value: 1 },
        id: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
      }),
      { timeout: 3000, headers },
    );
    expect(JSON.parse(new TextDecoder().decode(reply.data)).response).toEqual({
      value: 1,
      requestId: 'req-42',
    });
  });

  it('gives every one of many concurrent requests its own reply', async () => {
    const values = Array.from({ length: 300 }, (_, index) => index);
    const replies = await Promise.all(
      values.map((value) => requester.request<{ value: number }>('probe.echo', { value })),
    );
    expect(replies.map((reply) => reply.value)).toEqual(values);
  });

  it("still streams an Observable handler through Nest's own path (one packet per value)", async () => {
    const id = 'a8098c1a-f86e-11da-bd1a-00112444be1e';
    // A one-reply request sees the stream's first packet: a value, not yet disposed.
    expect(await rawRequest('probe.stream', {}, id)).toBe(`{"response":1,"id":"${id}"}`);
  });

  it('sends a failure as the error detail the exception filter made', async () => {
    await expect(requester.request('probe.fails', {})).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Nothing here',
      field: 'id',
    });
  });

  it('answers a subject nobody serves with UNAVAILABLE naming it', async () => {
    await expect(requester.request('probe.unknown', {}, { timeoutMs: 500 })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: expect.stringContaining('probe.unknown'),
    });
  });

  it('answers a request already in its handler when the server closes (drain)', async () => {
    const closing = await NestFactory.createMicroservice(ProbeModule, {
      strategy: new PrefixedNatsServer({
        servers: NATS_URL,
        queue: 'probe-closing',
        subjectPrefix: `${prefix}closing.`,
        name: 'probe-closing',
      }),
      logger: false,
    });
    await closing.listen();
    const closingRequester = new NatsRequester(client, `${prefix}closing.`, 3000);
    const started = nextSlowStart();
    const reply = closingRequester.request<{ value: number }>('probe.slow', { value: 7 });
    await started;
    await closing.close();
    await expect(reply).resolves.toEqual({ value: 7 });
  });

  it('is listening only once the NATS server has its subscriptions (a request right after is served)', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const subjectPrefix = `${prefix}fresh${attempt}.`;
      const fresh = await NestFactory.createMicroservice(ProbeModule, {
        strategy: new PrefixedNatsServer({
          servers: NATS_URL,
          queue: `probe-fresh-${attempt}`,
          subjectPrefix,
          name: 'probe-fresh',
        }),
        logger: false,
      });
      await fresh.listen();
      const freshRequester = new NatsRequester(client, subjectPrefix, 3000);
      await expect(freshRequester.request('probe.echo', { value: attempt })).resolves.toMatchObject({
        value: attempt,
      });
      await fresh.close();
    }
  });

  it('delivers events (no reply expected) to their handler', async () => {
    client.publish(`${prefix}probe.event`, JSON.stringify({ pattern: 'probe.event', data: { seen: 1 } }));
    const deadline = Date.now() + 3000;
    while (seenEvents.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(seenEvents).toEqual([{ seen: 1 }]);
  });
});
