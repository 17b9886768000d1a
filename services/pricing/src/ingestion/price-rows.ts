import {
  DEFAULT_PRICE_KEY,
  PRICE_KEYS,
  type IncomingPriceRow,
  type PriceKey,
  type RefusedPriceRow,
} from '@futgg/contracts';
import { MARKET_MAX_PRICE } from '@futgg/game-rules';

/** A clock a few minutes ahead of ours is a scraper's, not a prophecy. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;
const MAX_EA_ID = 2_147_483_647;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

export interface PriceObservation {
  eaId: number;
  priceKey: PriceKey;
  price: number;
  observedAt: Date;
}

/** A good row with its place in the batch (a later refusal, of an unknown card, names it). */
export interface CheckedObservation extends PriceObservation {
  index: number;
}

export interface CheckedRows {
  valid: CheckedObservation[];
  /** Rows that repeat an earlier row of the same batch (same card, key and instant). */
  repeated: number;
  refused: RefusedPriceRow[];
}

const reasonAgainst = (row: IncomingPriceRow, now: number): string | PriceObservation => {
  const { eaId, price, observedAt } = row;
  if (typeof eaId !== 'number' || !Number.isInteger(eaId) || eaId < 1 || eaId > MAX_EA_ID) {
    return 'eaId must be a positive whole number';
  }
  const priceKey = row.priceKey ?? DEFAULT_PRICE_KEY;
  if (typeof priceKey !== 'string' || !(PRICE_KEYS as readonly string[]).includes(priceKey)) {
    return `priceKey must be one of ${PRICE_KEYS.join(', ')}`;
  }
  if (typeof price !== 'number' || !Number.isInteger(price) || price <= 0) {
    return 'price must be a whole number of coins above 0';
  }
  if (price > MARKET_MAX_PRICE) {
    return `price is above the market's maximum of ${MARKET_MAX_PRICE.toLocaleString('en')}`;
  }
  if (
    typeof observedAt !== 'string' ||
    !ISO_INSTANT.test(observedAt) ||
    Number.isNaN(Date.parse(observedAt))
  ) {
    return 'observedAt must be an ISO 8601 instant with its offset, such as 2026-11-25T10:05:00Z';
  }
  const at = new Date(observedAt);
  if (at.getTime() > now + FUTURE_TOLERANCE_MS) return 'observedAt is in the future';
  return { eaId, priceKey: priceKey as PriceKey, price, observedAt: at };
};

/**
 * A batch's rows, checked one by one: each bad row is refused with its reason (and its index), the good
 * ones kept, and a row repeating an earlier one of the batch counted apart (it would store nothing).
 */
export const checkPriceRows = (rows: readonly IncomingPriceRow[], now: number): CheckedRows => {
  const valid: CheckedObservation[] = [];
  const refused: RefusedPriceRow[] = [];
  const seen = new Set<string>();
  let repeated = 0;
  rows.forEach((row, index) => {
    const checked = reasonAgainst(row, now);
    if (typeof checked === 'string') {
      refused.push({ index, reason: checked });
      return;
    }
    const key = `${checked.priceKey}:${checked.eaId}:${checked.observedAt.getTime()}`;
    if (seen.has(key)) {
      repeated += 1;
      return;
    }
    seen.add(key);
    valid.push({ ...checked, index });
  });
  return { valid, repeated, refused };
};
