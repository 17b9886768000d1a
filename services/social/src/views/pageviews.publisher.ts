import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { CONTENT_TYPE_ID, VIEW_LIMITS, VIEWS_EVENTS, type ViewsCountedEvent } from '@futgg/contracts';
import { LOGGER, PlatformEvents } from '@futgg/service-kit';
import { ViewsRepository } from './views.repository.js';

/** How often changed player totals are sent to the catalog. */
export const PUBLISH_EVERY_MS = 1000;

/**
 * Sends player view totals to the catalog as `social.views.counted` events. entity_views is the outbox:
 * a row whose `views` differs from `published_views` has news; after JetStream stores the event the row
 * is marked. A crash between the two sends the same totals again, which the catalog's "keep the greater"
 * makes harmless, so nothing is lost and nothing is counted twice.
 */
@Injectable()
export class PageviewsPublisher implements OnModuleInit, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | null = null;

  constructor(
    private readonly repository: ViewsRepository,
    private readonly events: PlatformEvents,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit() {
    this.timer = setInterval(() => void this.publishPending(), PUBLISH_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.running;
  }

  /** Publishes every changed player total; returns how many totals were sent. */
  publishPending(): Promise<number> {
    this.running ??= this.publishAll()
      .catch((error: unknown) => {
        this.logger.warn({ err: String(error) }, 'Player view totals not published; retrying');
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async publishAll(): Promise<number> {
    const contentTypeId = CONTENT_TYPE_ID.player;
    let sent = 0;
    for (;;) {
      const totals = await this.repository.unpublished(contentTypeId, VIEW_LIMITS.MAX_TOTALS_PER_EVENT);
      if (!totals.length) return sent;
      const event: ViewsCountedEvent = { contentTypeId, totals };
      await this.events.publish(VIEWS_EVENTS.counted, event, `views-counted:${randomUUID()}`);
      await this.repository.markPublished(contentTypeId, totals);
      sent += totals.length;
      if (totals.length < VIEW_LIMITS.MAX_TOTALS_PER_EVENT) return sent;
    }
  }
}
