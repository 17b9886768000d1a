import { ServerNats } from '@nestjs/microservices';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { WIRE_HEADERS } from '@futgg/contracts';
import { requestContext } from '../logging/logger.js';

export interface PrefixedNatsServerOptions {
  servers: string | string[];
  /** Queue group: replicas of one service share its subjects instead of each answering. */
  queue: string;
  /** Prepended to every subject (test isolation); empty in production. */
  subjectPrefix: string;
  name: string;
}

interface HeaderLike {
  get(key: string): string;
}

/**
 * Nest's NATS transport with three changes: subjects carry a configurable prefix, every handler runs
 * inside the request context named by the `x-request-id` header, and close() drains (in-flight requests
 * finish and get their replies) instead of dropping subscriptions after a fixed grace period.
 */
export class PrefixedNatsServer extends ServerNats {
  private readonly prefixedSubscriptions: Subscription[] = [];

  constructor(private readonly settings: PrefixedNatsServerOptions) {
    super({
      servers: settings.servers,
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

  override handleMessage(channel: string, natsMsg: { headers?: HeaderLike }): Promise<unknown> {
    const requestId = natsMsg.headers?.get(WIRE_HEADERS.requestId);
    if (!requestId) return super.handleMessage(channel, natsMsg);
    return requestContext.run({ requestId }, () => super.handleMessage(channel, natsMsg));
  }

  override async close(): Promise<void> {
    let client: NatsConnection | undefined;
    try {
      client = this.unwrap<NatsConnection>();
    } catch {
      return;
    }
    if (!client.isClosed()) await client.drain().catch(() => undefined);
    this.prefixedSubscriptions.length = 0;
    await super.close();
  }
}
