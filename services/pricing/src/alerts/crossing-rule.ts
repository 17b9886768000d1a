import type { PriceAlertDirection } from '@futgg/contracts';

/**
 * The crossing rule (docs/notifications.md "The crossing rule"), the one the evaluation's SQL applies
 * (price-alerts.repository.ts, checked against this in the int-spec):
 * - under: the condition holds when the price is at or below the threshold; over: at or above it;
 * - an armed alert (not crossed) whose condition holds fires once and becomes crossed;
 * - a crossed alert whose condition still holds stays crossed and does not fire again;
 * - a crossed alert whose condition no longer holds re-arms, and fires at the next crossing.
 */
export const conditionHolds = (direction: PriceAlertDirection, threshold: number, price: number): boolean =>
  direction === 'under' ? price <= threshold : price >= threshold;

export interface AlertState {
  isCrossed: boolean;
}

export interface Evaluation {
  isCrossed: boolean;
  /** This price is a new crossing: one event, one notification. */
  fires: boolean;
}

export const evaluateAlert = (
  alert: AlertState & { direction: PriceAlertDirection; price: number },
  livePrice: number,
): Evaluation => {
  const holds = conditionHolds(alert.direction, alert.price, livePrice);
  return { isCrossed: holds, fires: holds && !alert.isCrossed };
};

/** The SQL form of conditionHolds for an alert row `a` and a price expression. */
export const conditionHoldsSql = (alert: string, price: string): string =>
  `CASE ${alert}.direction WHEN 'under' THEN ${price} <= ${alert}.price ELSE ${price} >= ${alert}.price END`;
