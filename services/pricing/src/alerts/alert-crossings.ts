import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  PRICE_ALERT_EVENTS,
  PRICING_EVENTS,
  PricesUpdatedEvent,
  type PriceAlertCrossedEvent,
} from '@futgg/contracts';
import { LOGGER, PlatformEvents } from '@futgg/service-kit';
import { PriceAlertsRepository, type PendingCrossing } from './price-alerts.repository.js';

/** The outbox is also swept this often, for a crossing whose prompt publish failed or raced its commit. */
export const CROSSINGS_SWEEP_MS = 2000;
/** A prompt publish waits this long after an evaluation, so the consumer's commit has happened. */
const PROMPT_PUBLISH_DELAY_MS = 50;
/** Crossings published per outbox read. */
const PUBLISH_BATCH = 500;

/** A crossing's event id: the alert and its crossing's number, so a retried publish is a duplicate. */
export const crossingEventId = (alertId: number, crossing: number) => `price-alert:${alertId}:${crossing}`;

const eventOf = (row: PendingCrossing): PriceAlertCrossedEvent => ({
  alertId: row.alert_id,
  crossing: row.crossing,
  userId: row.user_id,
  gameYear: row.game_year,
  eaId: row.ea_id,
  cardName: row.card_name,
  priceKey: PriceAlertsRepository.keyOf(row.price_key),
  direction: row.direction,
  threshold: row.threshold,
  price: row.price,
  crossedAt: row.crossed_at.toISOString(),
});

/**
 * Price alerts' crossing detection (docs/notifications.md "The crossing rule"). The trend pass writes the
 * live prices and publishes `pricing.prices.updated` (workers, price-events.publisher.ts); this consumer
 * evaluates the alerts of each event's cards in SQL, in the transaction that records the event as
 * applied: a firing alert is marked crossed and its crossing is written to the outbox together. The
 * outbox is then published as `pricing.alerts.crossed`, one event per crossing with a stable id.
 */
@Injectable()
export class AlertCrossings implements OnModuleInit, OnApplicationShutdown {
  private sweep: NodeJS.Timeout | undefined;
  private publishing: Promise<number> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly events: PlatformEvents,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly alerts: PriceAlertsRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.consume({
      durable: 'pricing-price-alerts',
      subject: PRICING_EVENTS.pricesUpdated,
      event: PricesUpdatedEvent,
      apply: async (event, client) => {
        const eaIds = event.prices.filter((price) => price.price !== null).map((price) => price.eaId);
        const fired = await this.alerts.evaluate(client, event.gameYear, event.priceKey, eaIds);
        if (fired)
          setTimeout(() => void this.publishPending().catch(() => undefined), PROMPT_PUBLISH_DELAY_MS);
      },
    });
    this.sweep = setInterval(() => void this.publishPending().catch(() => undefined), CROSSINGS_SWEEP_MS);
    this.sweep.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.sweep) clearInterval(this.sweep);
    await this.publishing?.catch(() => undefined);
  }

  /**
   * Publishes the outbox's crossings and removes them; returns how many it sent. One publish runs at a
   * time per process (a call meanwhile makes it run once more); replicas publishing the same row send the
   * same event id, dropped as a duplicate.
   */
  publishPending(): Promise<number> {
    if (this.publishing) {
      this.again = true;
      return this.publishing;
    }
    const run = async () => {
      let sent = 0;
      do {
        this.again = false;
        sent += await this.publishOutbox();
      } while (this.again && !this.stopped);
      return sent;
    };
    this.publishing = run()
      .catch((error: unknown) => {
        this.logger.warn({ err: String(error) }, 'Price alert crossings not published; retrying');
        throw error;
      })
      .finally(() => (this.publishing = undefined));
    return this.publishing;
  }

  private async publishOutbox(): Promise<number> {
    let sent = 0;
    for (;;) {
      const pending = await this.alerts.pendingCrossings(PUBLISH_BATCH);
      if (!pending.length || this.stopped) return sent;
      for (const row of pending) {
        await this.events.publish(
          PRICE_ALERT_EVENTS.crossed,
          eventOf(row),
          crossingEventId(row.alert_id, row.crossing),
        );
      }
      await this.alerts.removeCrossings(pending);
      sent += pending.length;
      if (pending.length < PUBLISH_BATCH) return sent;
    }
  }
}
