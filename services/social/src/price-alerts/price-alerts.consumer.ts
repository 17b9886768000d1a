import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PRICE_ALERT_EVENTS, PriceAlertCrossedEvent } from '@futgg/contracts';
import { PlatformEvents } from '@futgg/service-kit';
import { NotificationsService } from '../notifications/notifications.service.js';
import { priceAlertNotification } from './price-alert-notification.js';

/**
 * Social's consumer of pricing's `pricing.alerts.crossed`: each crossing becomes a `price-alert`
 * notification for the alert's owner, in the transaction that records the event as applied (a
 * redelivery is skipped by its id; the notification's dedupe key is the crossing's too).
 */
@Injectable()
export class PriceAlertsConsumer implements OnModuleInit {
  constructor(
    private readonly events: PlatformEvents,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.consume({
      durable: 'social-price-alerts',
      subject: PRICE_ALERT_EVENTS.crossed,
      event: PriceAlertCrossedEvent,
      apply: (event, client) => this.notifications.notify(priceAlertNotification(event), client),
    });
  }
}
