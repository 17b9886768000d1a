import type { PriceAlertCrossedEvent } from '@futgg/contracts';
import type { NotificationRequest } from '../notifications/notifications.service.js';

const coins = (amount: number) => amount.toLocaleString('en-US');
const KEY_NAMES = { console: 'Console', pc: 'PC' } as const;

/** What a price alert's crossing tells its owner: "Mbappé is under 150,000 coins", leading to the card. */
export const priceAlertNotification = (event: PriceAlertCrossedEvent): NotificationRequest => ({
  userId: event.userId,
  typeSlug: 'price-alert',
  title: `${event.cardName || `Card ${event.eaId}`} is ${event.direction} ${coins(event.threshold)} coins`,
  body: `${KEY_NAMES[event.priceKey]} price: ${coins(event.price)} coins (your alert: ${event.direction} ${coins(event.threshold)}).`,
  url: `/${event.gameYear}/players/${event.eaId}/`,
  dedupeKey: `price-alert:${event.alertId}:${event.crossing}`,
});
