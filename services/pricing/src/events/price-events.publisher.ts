import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  MAX_PRICES_PER_EVENT,
  PRICE_KEYS,
  PRICING_EVENTS,
  type LivePrice,
  type PricesUpdatedEvent,
} from '@futgg/contracts';
import { PG_POOL, PlatformEvents, rows } from '@futgg/service-kit';
import { PRICE_KEY_CODE } from '../history/codes.js';

interface OutboxRow {
  game_year: number;
  price_key: number;
  /** The pass's instant in microseconds since 1970: with the batch's number, the event's id. */
  pass_us: string;
  /** As text: a Date would drop the microseconds the watermark must keep. */
  computed_at: string;
  ea_id: number;
  price: number;
  is_extinct: boolean;
  observed_at: Date;
  price_trend_1h: string | null;
  price_trend_3h: string | null;
  price_trend_6h: string | null;
  price_trend_12h: string | null;
  price_trend_24h: string | null;
  price_fluctuation: string | null;
}

const KEY_OF_CODE = new Map(PRICE_KEYS.map((key) => [PRICE_KEY_CODE[key], key]));
const percent = (value: string | null) => (value === null ? null : Number(value));

const livePriceOf = (row: OutboxRow): LivePrice => ({
  eaId: row.ea_id,
  price: row.price,
  isExtinct: row.is_extinct,
  priceUpdatedAt: row.observed_at.toISOString(),
  priceTrend1h: percent(row.price_trend_1h),
  priceTrend3h: percent(row.price_trend_3h),
  priceTrend6h: percent(row.price_trend_6h),
  priceTrend12h: percent(row.price_trend_12h),
  priceTrend24h: percent(row.price_trend_24h),
  priceFluctuation: percent(row.price_fluctuation),
});

/**
 * Publishes the trend passes' results as `pricing.prices.updated` events. current_prices is the outbox:
 * every row a pass wrote carries the pass's instant (computed_at), and the rows after
 * `trend_state.published_through` are the ones not yet published. Each batch's id is its pass, year, key
 * and number, so a publish retried after a crash sends the same ids and is dropped as a duplicate.
 */
@Injectable()
export class PriceEventsPublisher {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly events: PlatformEvents,
  ) {}

  /** Publishes everything not yet published; returns how many events it sent. */
  async publishPending(): Promise<number> {
    await this.events.ready();
    const pending = await rows<OutboxRow>(
      this.pool,
      `SELECT c.game_year, c.price_key, (extract(epoch FROM c.computed_at) * 1000000)::bigint::text AS pass_us,
              c.computed_at::text AS computed_at, c.ea_id, c.price, c.is_extinct, c.observed_at, c.price_trend_1h, c.price_trend_3h,
              c.price_trend_6h, c.price_trend_12h, c.price_trend_24h, c.price_fluctuation
       FROM pricing.current_prices c, pricing.trend_state s
       WHERE s.id = 1 AND c.computed_at > s.published_through
       ORDER BY c.computed_at, c.game_year, c.price_key, c.ea_id`,
    );
    if (!pending.length) return 0;
    let events = 0;
    for (const group of groupsOf(pending)) {
      const [first] = group;
      for (let start = 0, batch = 0; start < group.length; start += MAX_PRICES_PER_EVENT, batch += 1) {
        const event: PricesUpdatedEvent = {
          gameYear: first!.game_year,
          priceKey: KEY_OF_CODE.get(first!.price_key)!,
          prices: group.slice(start, start + MAX_PRICES_PER_EVENT).map(livePriceOf),
        };
        const eventId = `prices:${first!.pass_us}:${event.gameYear}:${event.priceKey}:${batch}`;
        await this.events.publish(PRICING_EVENTS.pricesUpdated, event, eventId);
        events += 1;
      }
    }
    await this.pool.query(
      'UPDATE pricing.trend_state SET published_through = greatest(published_through, $1::timestamptz) WHERE id = 1',
      [pending[pending.length - 1]!.computed_at],
    );
    return events;
  }
}

/** Consecutive rows of one pass, year and key. */
const groupsOf = (ordered: OutboxRow[]): OutboxRow[][] => {
  const groups: OutboxRow[][] = [];
  for (const row of ordered) {
    const last = groups[groups.length - 1]?.[0];
    if (
      last &&
      last.pass_us === row.pass_us &&
      last.game_year === row.game_year &&
      last.price_key === row.price_key
    )
      groups[groups.length - 1]!.push(row);
    else groups.push([row]);
  }
  return groups;
};
