import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import {
  MAX_PRICE_ALERTS_PER_USER,
  PRICE_KEYS,
  type PriceAlert,
  type PriceAlertDirection,
  type PriceKey,
} from '@futgg/contracts';
import { PG_POOL, inTransaction, rows } from '@futgg/service-kit';
import { PRICE_KEY_CODE } from '../history/codes.js';
import { conditionHoldsSql } from './crossing-rule.js';

const KEY_OF_CODE = new Map(PRICE_KEYS.map((key) => [PRICE_KEY_CODE[key], key]));

interface AlertRow {
  id: number;
  game_year: number;
  ea_id: number;
  price_key: number;
  direction: PriceAlertDirection;
  price: number;
  is_crossed: boolean;
  last_price: number | null;
  last_crossed_at: Date | null;
  created_at: Date;
}

const ALERT_COLUMNS =
  'a.id, a.game_year, a.ea_id, a.price_key, a.direction, a.price, a.is_crossed, a.last_price, a.last_crossed_at, a.created_at';

const alertOf = (row: AlertRow): PriceAlert => ({
  id: row.id,
  gameYear: row.game_year,
  eaId: row.ea_id,
  priceKey: KEY_OF_CODE.get(row.price_key)!,
  direction: row.direction,
  price: row.price,
  isCrossed: row.is_crossed,
  lastPrice: row.last_price,
  lastCrossedAt: row.last_crossed_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

export interface NewPriceAlert {
  userId: string;
  gameYear: number;
  eaId: number;
  priceKey: PriceKey;
  direction: PriceAlertDirection;
  price: number;
  cardName: string;
}

/** A crossing waiting in the outbox, with what its event carries. */
export interface PendingCrossing {
  alert_id: number;
  crossing: number;
  price: number;
  crossed_at: Date;
  user_id: string;
  game_year: number;
  ea_id: number;
  price_key: number;
  direction: PriceAlertDirection;
  threshold: number;
  card_name: string;
}

/**
 * The evaluation of one batch of updated cards (one `pricing.prices.updated` event): every alert of those
 * cards is compared with the card's live price in current_prices (the truth at this instant, whatever
 * the event carried, so an event applied late never moves an alert back). The alert rows are locked
 * first (FOR UPDATE returns their latest version), so two evaluations of one card never fire twice.
 * An alert that fires gets its crossing number and its outbox row in the same statement.
 */
const EVALUATE_SQL = `
WITH evaluated AS (
  SELECT a.id, a.is_crossed AS was_crossed, c.price AS live, ${conditionHoldsSql('a', 'c.price')} AS holds
  FROM pricing.price_alerts a
  JOIN pricing.current_prices c
    ON c.game_year = a.game_year AND c.price_key = a.price_key AND c.ea_id = a.ea_id
  WHERE a.game_year = $1 AND a.price_key = $2 AND a.ea_id = ANY($3::integer[])
  ORDER BY a.id
  FOR UPDATE OF a
),
changed AS (
  UPDATE pricing.price_alerts a
  SET last_price = e.live,
      is_crossed = e.holds,
      crossings = a.crossings + CASE WHEN e.holds AND NOT e.was_crossed THEN 1 ELSE 0 END,
      last_crossed_at = CASE WHEN e.holds AND NOT e.was_crossed THEN now() ELSE a.last_crossed_at END
  FROM evaluated e
  WHERE a.id = e.id AND (a.last_price IS DISTINCT FROM e.live OR a.is_crossed <> e.holds)
  RETURNING a.id, a.crossings, e.live, e.holds AND NOT e.was_crossed AS fires
)
INSERT INTO pricing.price_alert_crossings (alert_id, crossing, price)
SELECT id, crossings, live FROM changed WHERE fires
ON CONFLICT DO NOTHING`;

@Injectable()
export class PriceAlertsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async list(userId: string, filter: { gameYear?: number; eaId?: number }): Promise<PriceAlert[]> {
    const found = await rows<AlertRow>(
      this.pool,
      `SELECT ${ALERT_COLUMNS} FROM pricing.price_alerts a
       WHERE a.user_id = $1 AND ($2::smallint IS NULL OR a.game_year = $2) AND ($3::integer IS NULL OR a.ea_id = $3)
       ORDER BY a.created_at DESC, a.id DESC`,
      [userId, filter.gameYear ?? null, filter.eaId ?? null],
    );
    return found.map(alertOf);
  }

  /**
   * Creates the alert (or answers the same one made before), armed or already crossed by the card's live
   * price now: an alert set on the side its condition already holds does not fire until the price has
   * left that side and crossed back. Null when the user already keeps the most alerts allowed. The
   * count and the insert run under a per-user lock, so parallel creations cannot pass the limit.
   */
  async create(alert: NewPriceAlert): Promise<{ alert: PriceAlert; created: boolean } | null> {
    return inTransaction(this.pool, async (client) => {
      await client.query(`SELECT pg_advisory_xact_lock(hashtext('pricing.price_alerts:' || $1))`, [
        alert.userId,
      ]);
      const key = [alert.userId, alert.gameYear, alert.eaId, PRICE_KEY_CODE[alert.priceKey], alert.direction];
      const existing = await client.query<AlertRow>(
        `SELECT ${ALERT_COLUMNS} FROM pricing.price_alerts a
         WHERE a.user_id = $1 AND a.game_year = $2 AND a.ea_id = $3 AND a.price_key = $4 AND a.direction = $5
           AND a.price = $6`,
        [...key, alert.price],
      );
      if (existing.rows[0]) return { alert: alertOf(existing.rows[0]), created: false };
      const counted = await client.query<{ count: number }>(
        'SELECT count(*)::integer AS count FROM pricing.price_alerts WHERE user_id = $1',
        [alert.userId],
      );
      if ((counted.rows[0]?.count ?? 0) >= MAX_PRICE_ALERTS_PER_USER) return null;
      const inserted = await client.query<AlertRow>(
        `INSERT INTO pricing.price_alerts AS a
           (user_id, game_year, ea_id, price_key, direction, price, card_name, last_price, is_crossed)
         SELECT $1, $2, $3, $4, $5, $6, $7, c.price, coalesce(${conditionHoldsSql('n', 'c.price')}, false)
         FROM (SELECT $5::text AS direction, $6::integer AS price) n
         LEFT JOIN pricing.current_prices c ON c.game_year = $2 AND c.price_key = $4 AND c.ea_id = $3
         RETURNING ${ALERT_COLUMNS}`,
        [...key, alert.price, alert.cardName],
      );
      return { alert: alertOf(inserted.rows[0]!), created: true };
    });
  }

  /** Deletes one of the user's alerts; false when the user has no alert of that id. */
  async delete(userId: string, id: number): Promise<boolean> {
    const deleted = await this.pool.query('DELETE FROM pricing.price_alerts WHERE id = $1 AND user_id = $2', [
      id,
      userId,
    ]);
    return (deleted.rowCount ?? 0) > 0;
  }

  /** Evaluates the alerts of these cards against their live prices; returns how many fired. */
  async evaluate(
    client: Pick<PoolClient, 'query'>,
    gameYear: number,
    priceKey: PriceKey,
    eaIds: readonly number[],
  ): Promise<number> {
    if (!eaIds.length) return 0;
    const fired = await client.query(EVALUATE_SQL, [gameYear, PRICE_KEY_CODE[priceKey], [...eaIds]]);
    return fired.rowCount ?? 0;
  }

  /** The outbox's oldest crossings. */
  async pendingCrossings(limit: number): Promise<PendingCrossing[]> {
    return rows<PendingCrossing>(
      this.pool,
      `SELECT x.alert_id, x.crossing, x.price, x.crossed_at, a.user_id, a.game_year, a.ea_id, a.price_key,
              a.direction, a.price AS threshold, a.card_name
       FROM pricing.price_alert_crossings x
       JOIN pricing.price_alerts a ON a.id = x.alert_id
       ORDER BY x.crossed_at, x.alert_id, x.crossing
       LIMIT $1`,
      [limit],
    );
  }

  /** Removes published crossings from the outbox. */
  async removeCrossings(published: readonly { alert_id: number; crossing: number }[]): Promise<void> {
    if (!published.length) return;
    await this.pool.query(
      `DELETE FROM pricing.price_alert_crossings x
       USING unnest($1::integer[], $2::integer[]) AS p (alert_id, crossing)
       WHERE x.alert_id = p.alert_id AND x.crossing = p.crossing`,
      [published.map((row) => row.alert_id), published.map((row) => row.crossing)],
    );
  }

  /** The key's name of a stored code. */
  static keyOf(code: number): PriceKey {
    return KEY_OF_CODE.get(code)!;
  }
}
