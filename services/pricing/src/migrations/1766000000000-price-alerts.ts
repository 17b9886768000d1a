import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Price alerts (docs/notifications.md "Price alerts"):
 * - `price_alerts`: a user's "tell me when this card is under / over N coins" per game year, card and
 *   key. `is_crossed` is whether the condition held at the last price seen (`last_price`); an alert
 *   fires when it goes from false to true, and `crossings` counts those firings, so each one has a stable
 *   number (the event's id). The same alert twice is one row (a double click makes one alert).
 * - `price_alert_crossings`: the outbox. A firing inserts its row in the transaction that marks the
 *   alert crossed; the publisher sends `pricing.alerts.crossed` for each row and deletes it. A publish
 *   retried after a crash sends the same event id, which JetStream and social drop.
 * - `processed_events`: the `pricing.prices.updated` events the alert evaluation has applied (service-kit's
 *   consumeEvents records each id in the transaction that applies it).
 */
export class PriceAlerts1766000000000 implements MigrationInterface {
  name = 'PriceAlerts1766000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE pricing.price_alerts (
        id serial PRIMARY KEY,
        user_id text NOT NULL,
        game_year smallint NOT NULL,
        ea_id integer NOT NULL,
        price_key smallint NOT NULL,
        direction text NOT NULL CHECK (direction IN ('under', 'over')),
        price integer NOT NULL CHECK (price > 0),
        card_name text NOT NULL,
        is_crossed boolean NOT NULL DEFAULT false,
        last_price integer,
        last_crossed_at timestamptz,
        crossings integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, game_year, ea_id, price_key, direction, price)
      )`);
    await db.query(
      'CREATE INDEX price_alerts_card_idx ON pricing.price_alerts (game_year, price_key, ea_id)',
    );
    await db.query(`
      CREATE TABLE pricing.price_alert_crossings (
        alert_id integer NOT NULL REFERENCES pricing.price_alerts (id) ON DELETE CASCADE,
        crossing integer NOT NULL,
        price integer NOT NULL,
        crossed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (alert_id, crossing)
      )`);
    await db.query(`
      CREATE TABLE IF NOT EXISTS pricing.processed_events (
        event_id text PRIMARY KEY,
        processed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS pricing.price_alert_crossings');
    await db.query('DROP TABLE IF EXISTS pricing.price_alerts');
    await db.query('DROP TABLE IF EXISTS pricing.processed_events');
  }
}
