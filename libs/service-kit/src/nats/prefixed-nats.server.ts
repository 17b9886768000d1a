import { NatsContext, ServerNats } from '@nestjs/microservices';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { finalize, isObservable } from 'rxjs';
import { WIRE_HEADERS } from '@futgg/contracts';
import { requestContext } from '../logging/logger.js';
import { endOfTurn } from './end-of-turn.js';

export interface PrefixedNatsServerOptions {
  servers: string | string[];
  /** The app's NATS user and password (natsConnectionOptions takes them out of NATS_URL). */
  user?: string;
  pass?: string;
  /** Queue group: replicas of one service share its subjects instead of each answering. */
  queue: string;
  /** Prepended to every subject (test isolation); empty in production. */
  subjectPrefix: string;
  name: string;
}

interface HeaderLike {
  get(key: string): string;
}

/** The part of a NATS message this server reads (nats.js' Msg). */
interface IncomingNatsMsg {
  subject: string;
  reply?: string;
  headers?: HeaderLike;
}

/**
 * Nest's NATS transport with four changes: subjects carry a configurable prefix, every handler runs
 * inside the request context named by the `x-request-id` header, close() drains (in-flight requests
 * finish and get their replies) instead of dropping subscriptions after a fixed grace period, and a
 * request whose handler produces one value is answered directly rather than through an rxjs pipeline.
 */
export class PrefixedNatsServer extends ServerNats {
  private readonly prefixedSubscriptions: Subscription[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(private readonly settings: PrefixedNatsServerOptions) {
    super({
      servers: settings.servers,
      ...(settings.user === undefined ? {} : { user: settings.user, pass: settings.pass }),
      queue: settings.queue,
      name: settings.name,
      // Keep trying forever: a NATS restart must not take the service down (reconnects are logged).
      maxReconnectAttempts: -1,
      reconnectTimeWait: 250,
      waitOnFirstConnect: false,
      noAsyncTraces: true,
    });
  }

  override bindEvents(client: NatsConnection): void {
    for (const [channel, handler] of this.messageHandlers) {
      const queue = (handler.extras?.['queue'] as string | undefined) ?? this.settings.queue;
      const callback = this.getMessageHandler(channel).bind(this) as (
        err: Error | null,
        msg: unknown,
      ) => void;
      this.prefixedSubscriptions.push(
        client.subscribe(`${this.settings.subjectPrefix}${channel}`, { queue, callback }),
      );
    }
  }

  /**
   * Listening means the NATS server has our subscriptions: the flush's round trip returns only after it
   * processed them. Without it a request right after start-up (a test, a readiness probe's first
   * client) could find no responder yet.
   */
  override start(callback: (error?: unknown) => void): void {
    const client = this.unwrap<NatsConnection>();
    this.bindEvents(client);
    client.flush().then(() => callback(), callback);
  }

  override handleMessage(channel: string, natsMsg: IncomingNatsMsg): Promise<unknown> {
    const requestId = natsMsg.headers?.get(WIRE_HEADERS.requestId);
    const handling = requestId
      ? requestContext.run({ requestId }, () => this.dispatch(channel, natsMsg))
      : this.dispatch(channel, natsMsg);
    // Kept until settled, so close() can let requests already in their handlers finish and reply.
    this.inFlight.add(handling);
    const settled = () => this.inFlight.delete(handling);
    void handling.then(settled, settled);
    return handling;
  }

  /**
   * Nest's handleMessage, except for the common case: a request whose handler (pipes, guards and
   * exception filter included) resolves to one plain value. Nest wraps that value in an Observable and
   * replies from a `process.nextTick` queue behind catchError/finalize operators; here it is published
   * at once, as the very packet Nest would send (`{response, isDisposed: true, id}`). Streams and errors
   * (the exception filter returns them as Observables) still take Nest's own path.
   */
  private async dispatch(channel: string, natsMsg: IncomingNatsMsg): Promise<unknown> {
    const handler = this.getHandlerByPattern(channel);
    if (!handler || !natsMsg.reply) return super.handleMessage(channel, natsMsg as never);
    const message = await this.deserializer.deserialize(natsMsg, { channel, replyTo: natsMsg.reply });
    const context = new NatsContext([natsMsg.subject, natsMsg.headers as never]);
    if (!('id' in message) || message.id === undefined) return this.handleEvent(channel, message, context);
    const publish = this.getPublisher(natsMsg as never, message.id, context);
    // runWithProcessingHooks returns the start hook's promise (typed void): returned, so a failure
    // reaches getMessageHandler's catch as it does on Nest's path.
    return this.runWithProcessingHooks(context, async (runEndHook) => {
      const result: unknown = await handler(message.data, context);
      if (isObservable(result)) {
        await new Promise<void>((resolve) =>
          this.send(
            result.pipe(
              finalize(() => {
                runEndHook();
                resolve();
              }),
            ),
            publish,
          ),
        );
        return;
      }
      runEndHook();
      void this.publishAtEndOfTurn(publish, { response: result, isDisposed: true });
    }) as unknown as Promise<unknown>;
  }

  /**
   * Replies leave with the others of the same event-loop turn (see endOfTurn). A reply that cannot be
   * published (connection closing) is logged, as Nest's own send() does.
   */
  private async publishAtEndOfTurn(publish: (packet: unknown) => unknown, packet: unknown): Promise<void> {
    await endOfTurn();
    try {
      publish(packet);
    } catch (error) {
      this.logger.error(error);
    }
  }

  /**
   * Stops taking requests (the subscriptions drain, so the queue group's other replicas get the new
   * ones), lets the requests already in their handlers finish, publishes their replies, then drains
   * the connection. A handler that never settles holds shutdown for at most SHUTDOWN_GRACE_MS.
   */
  override async close(): Promise<void> {
    let client: NatsConnection | undefined;
    try {
      client = this.unwrap<NatsConnection>();
    } catch {
      return;
    }
    if (!client.isClosed()) {
      await Promise.allSettled(this.prefixedSubscriptions.map((subscription) => subscription.drain()));
      await settledWithin([...this.inFlight], SHUTDOWN_GRACE_MS);
      // The replies of the last handlers go out at the end of their turn (endOfTurn); Nest's own queue
      // (streams, errors) from process.nextTick. One more turn has both published.
      await new Promise((resolve) => setImmediate(resolve));
      await client.drain().catch(() => undefined);
    }
    this.prefixedSubscriptions.length = 0;
    await super.close();
  }
}

const SHUTDOWN_GRACE_MS = 10_000;

const settledWithin = async (work: readonly Promise<unknown>[], ms: number): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(work),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
};
