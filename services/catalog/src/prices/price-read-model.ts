import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { PRICING_EVENTS, PricesUpdatedEvent } from '@futgg/contracts';
import { PlatformEvents } from '@futgg/service-kit';
import { PC_PRICE_COLUMNS } from '../migrations/1764300000000-pc-prices.js';

/** Console's live values are the player items' original price columns; PC's are beside them. */
const CONSOLE_PRICE_COLUMNS: Record<keyof typeof PC_PRICE_COLUMNS, string> = {
  price: 'price',
  priceTrend1h: 'price_trend1h',
  priceTrend3h: 'price_trend3h',
  priceTrend6h: 'price_trend6h',
  priceTrend12h: 'price_trend12h',
  priceTrend24h: 'price_trend24h',
  priceFluctuation: 'price_fluctuation',
  priceUpdatedAt: 'price_updated_at',
  isExtinct: 'is_extinct',
};

const FIELDS = Object.keys(CONSOLE_PRICE_COLUMNS) as (keyof typeof PC_PRICE_COLUMNS)[];
const ARRAY_TYPE: Record<keyof typeof PC_PRICE_COLUMNS, string> = {
  price: 'integer[]',
  priceTrend1h: 'real[]',
  priceTrend3h: 'real[]',
  priceTrend6h: 'real[]',
  priceTrend12h: 'real[]',
  priceTrend24h: 'real[]',
  priceFluctuation: 'real[]',
  priceUpdatedAt: 'timestamptz[]',
  isExtinct: 'boolean[]',
};

/**
 * One UPDATE per event, over its cards as arrays (no statement per card). A card the event carries with
 * an older `priceUpdatedAt` than the row's is left alone, so events applied out of order never move a
 * price back. Column names come from the two tables above, never from the event.
 */
const updateSqlFor = (columns: Record<keyof typeof PC_PRICE_COLUMNS, string>) => `
  UPDATE catalog.player_items p SET
    ${FIELDS.map((field) => `${columns[field]} = u.${columns[field]}`).join(', ')}
  FROM unnest($2::integer[], ${FIELDS.map((field, index) => `$${index + 3}::${ARRAY_TYPE[field]}`).join(', ')})
    AS u (ea_id, ${FIELDS.map((field) => columns[field]).join(', ')})
  WHERE p.game_year = $1 AND p.ea_id = u.ea_id
    AND (p.${columns.priceUpdatedAt} IS NULL OR u.${columns.priceUpdatedAt} IS NULL
         OR p.${columns.priceUpdatedAt} <= u.${columns.priceUpdatedAt})`;

const UPDATE_SQL = { console: updateSqlFor(CONSOLE_PRICE_COLUMNS), pc: updateSqlFor(PC_PRICE_COLUMNS) };

/** Applies one `pricing.prices.updated` event to the player items (the player database's read model). */
export const applyPricesUpdated = async (event: PricesUpdatedEvent, client: Pick<PoolClient, 'query'>) => {
  const parsed = PricesUpdatedEvent.parse(event);
  await client.query(UPDATE_SQL[parsed.priceKey], [
    parsed.gameYear,
    parsed.prices.map((price) => price.eaId),
    ...FIELDS.map((field) => parsed.prices.map((price) => price[field])),
  ]);
};

/**
 * The catalog's consumer of pricing's events: each applied once (service-kit records its id in the same
 * transaction), so the player database filters and sorts by live prices and trends.
 */
@Injectable()
export class PriceReadModel implements OnModuleInit {
  constructor(private readonly events: PlatformEvents) {}

  onModuleInit(): Promise<void> {
    return this.events.consume({
      durable: 'catalog-prices-updated',
      subject: PRICING_EVENTS.pricesUpdated,
      event: PricesUpdatedEvent,
      apply: applyPricesUpdated,
    });
  }
}
