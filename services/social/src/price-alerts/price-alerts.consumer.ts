import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { PLATFORM_EVENT_SUBJECTS, PRICE_ALERT_EVENTS, PriceAlertCrossedEvent } from '@futgg/contracts';
import {
  LOGGER,
  NATS_CONNECTION,
  PG_POOL,
  SERVICE_CONFIG,
  consumeEvents,
  ensureEventStream,
  type EventConsumerOptions,
  type RunningConsumer,
  type ServiceEnv,
} from '@futgg/service-kit';
import { NotificationsService } from '../notifications/notifications.service.js';
import { priceAlertNotification } from './price-alert-notification.js';

type NatsConnection = EventConsumerOptions<unknown>['nc'];

/**
 * Social's consumer of pricing's `pricing.alerts.crossed`: each crossing becomes a `price-alert`
 * notification for the alert's owner, in the transaction that records the event as applied (a
 * redelivery is skipped by its id; the notification's dedupe key is the crossing's too).
 */
@Injectable()
export class PriceAlertsConsumer implements OnModuleInit, OnApplicationShutdown {
  private consumer: RunningConsumer | undefined;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceEnv,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly notifications: NotificationsService,
  ) {}

  async onModuleInit(): Promise<void> {
    await ensureEventStream(this.nats, this.config.NATS_SUBJECT_PREFIX, [...PLATFORM_EVENT_SUBJECTS]);
    this.consumer = await consumeEvents<PriceAlertCrossedEvent>({
      nc: this.nats,
      subjectPrefix: this.config.NATS_SUBJECT_PREFIX,
      durable: 'social-price-alerts',
      subject: PRICE_ALERT_EVENTS.crossed,
      pool: this.pool,
      schema: 'social',
      logger: this.logger,
      apply: async (event, client) => {
        const parsed = PriceAlertCrossedEvent.safeParse(event);
        if (!parsed.success) {
          // A malformed event would fail forever: it is recorded as applied and dropped, loudly.
          this.logger.error(
            { err: parsed.error.message },
            'A pricing.alerts.crossed event that does not parse',
          );
          return;
        }
        await this.notifications.notify(priceAlertNotification(parsed.data), client);
      },
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.stop();
  }
}
