import { PRICING_EVENTS } from '../pricing/pricing.contracts.js';
import { PRICE_ALERT_EVENTS } from '../pricing/price-alerts.contracts.js';
import { VIEWS_EVENTS } from '../social/views.contracts.js';

/**
 * Every event subject kept in the platform's JetStream stream (service-kit's ensureEventStream): facts a
 * consumer must not miss while it is down. Publishers and consumers both ensure the stream with this
 * list, so whichever starts first creates it whole.
 */
export const PLATFORM_EVENT_SUBJECTS: readonly string[] = [
  PRICING_EVENTS.pricesUpdated,
  PRICE_ALERT_EVENTS.crossed,
  VIEWS_EVENTS.counted,
];
