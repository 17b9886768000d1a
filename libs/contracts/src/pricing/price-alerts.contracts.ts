import { defineContract } from '../contract/contract.js';
import {
  CreatePriceAlertRequest,
  DeletePriceAlertRequest,
  DeletedPriceAlert,
  ListPriceAlertsRequest,
  PriceAlert,
  PriceAlertPage,
} from './price-alerts.schemas.js';

/**
 * Pricing's price-alert subjects (docs/notifications.md): each acts for the signed-in caller only, on
 * the caller's own alerts.
 */
export const PRICE_ALERTS_CONTRACTS = {
  list: defineContract('pricing.alerts.list', 1, ListPriceAlertsRequest, PriceAlertPage),
  create: defineContract('pricing.alerts.create', 1, CreatePriceAlertRequest, PriceAlert),
  delete: defineContract('pricing.alerts.delete', 1, DeletePriceAlertRequest, DeletedPriceAlert),
} as const;

/** Price alerts' events (JetStream), without the run's subject prefix. */
export const PRICE_ALERT_EVENTS = {
  crossed: 'pricing.alerts.crossed',
} as const;
