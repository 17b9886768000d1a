// Price alerts' crossing detection on real PostgreSQL and JetStream: the SQL evaluation agrees with the
// crossing rule case by case, and through the real trend pass and its events each crossing is published
// once as `pricing.alerts.crossed` (not on every pass while it stays crossed).
import { jetstreamManager } from '@nats-io/jetstream';
import { PRICE_ALERT_EVENTS, type PriceAlertDirection } from '@futgg/contracts';
import { PlatformEvents, eventStreamName, inTransaction, publishEvent } from '@futgg/service-kit';
import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { crossingEventId } from '../src/alerts/alert-crossings.js';
import { evaluateAlert } from '../src/alerts/crossing-rule.js';
import { PriceAlertsRepository } from '../src/alerts/price-alerts.repository.js';
import { PriceEventsPublisher } from '../src/events/price-events.publisher.js';
import { PriceHistoryRepository } from '../src/history/price-history.repository.js';
import { pricingService } from '../src/pricing.service-definition.js';
import { TrendsRepository } from '../src/trends/trends.repository.js';

const waitFor = async <T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('price alerts: crossing detection', () => {
  let running: ServiceUnderTest;
  let alerts: PriceAlertsRepository;
  let history: PriceHistoryRepository;
  let trends: TrendsRepository;
  let priceEvents: PriceEventsPublisher;

  beforeAll(async () => {
    running = await startServiceUnderTest('pricing_alerts', pricingService);
    const { pool, app } = running.service;
    alerts = new PriceAlertsRepository(pool);
    history = new PriceHistoryRepository(pool);
    trends = new TrendsRepository(pool);
    priceEvents = new PriceEventsPublisher(pool, app.get(PlatformEvents));
  }, 30_000);

  afterAll(() => running?.stop());

  const query = (text: string, values: unknown[] = []) => running.service.pool.query(text, values);

  const alertRow = async (id: number) =>
    (
      await query(
        'SELECT is_crossed, last_price, crossings, last_crossed_at FROM pricing.price_alerts WHERE id = $1',
        [id],
      )
    ).rows[0] as {
      is_crossed: boolean;
      last_price: number | null;
      crossings: number;
      last_crossed_at: Date | null;
    };

  describe('the SQL evaluation follows the crossing rule', () => {
    const cases: [PriceAlertDirection, number, boolean, number][] = [
      ['under', 150_000, false, 149_999],
      ['under', 150_000, false, 150_000],
      ['under', 150_000, false, 150_001],
      ['under', 150_000, true, 120_000],
      ['under', 150_000, true, 150_001],
      ['over', 150_000, false, 150_000],
      ['over', 150_000, false, 149_999],
      ['over', 150_000, true, 200_000],
      ['over', 150_000, true, 100_000],
    ];

    it.each(cases)('%s %d, crossed=%s, at %d', async (direction, threshold, isCrossed, live) => {
      const eaId =
        500_000 + cases.findIndex((c) => c.join() === [direction, threshold, isCrossed, live].join());
      await query(
        `INSERT INTO pricing.current_prices (game_year, price_key, ea_id, price, observed_at, source,
           first_observed_at, observations_24h, low_24h, high_24h)
         VALUES (26, 1, $1, $2, now(), 1, now(), 1, $2, $2)`,
        [eaId, live],
      );
      const {
        rows: [{ id }],
      } = await query(
        `INSERT INTO pricing.price_alerts (user_id, game_year, ea_id, price_key, direction, price, card_name, is_crossed)
         VALUES ('rule-user', 26, $1, 1, $2, $3, 'Card', $4) RETURNING id`,
        [eaId, direction, threshold, isCrossed],
      );
      const fired = await inTransaction(running.service.pool, (client) =>
        alerts.evaluate(client, 26, 'console', [eaId]),
      );
      const expected = evaluateAlert({ direction, price: threshold, isCrossed }, live);
      const row = await alertRow(id);
      expect({ isCrossed: row.is_crossed, fires: fired === 1 }).toEqual(expected);
      expect(row.crossings).toBe(expected.fires ? 1 : 0);
      expect(row.last_price).toBe(live);
      // The same price again changes nothing and never fires twice.
      expect(
        await inTransaction(running.service.pool, (client) => alerts.evaluate(client, 26, 'console', [eaId])),
      ).toBe(0);
      expect((await alertRow(id)).crossings).toBe(expected.fires ? 1 : 0);
    });

    it('evaluates only the named cards of the named year and key', async () => {
      const {
        rows: [{ id }],
      } = await query(
        `INSERT INTO pricing.price_alerts (user_id, game_year, ea_id, price_key, direction, price, card_name)
         VALUES ('rule-user', 26, 500000, 2, 'under', 999999, 'Card') RETURNING id`,
      );
      // Card 500000 has a console price of 149,999 but no PC price: the PC alert is left alone.
      await inTransaction(running.service.pool, (client) => alerts.evaluate(client, 26, 'pc', [500_000]));
      expect(await alertRow(id)).toMatchObject({ is_crossed: false, last_price: null, crossings: 0 });
    });
  });

  describe('through the trend pass and its events', () => {
    const eaId = 7001;
    const start = Date.now() - 30 * 60_000;
    let minute = 0;

    const crossedEvents = async () => {
      const manager = await jetstreamManager(running.client);
      const subject = `${running.subjectPrefix}${PRICE_ALERT_EVENTS.crossed}`;
      const info = await manager.streams.info(eventStreamName(running.subjectPrefix), {
        subjects_filter: subject,
      });
      return info.state.subjects?.[subject] ?? 0;
    };

    const outboxSize = async () =>
      (await query('SELECT count(*)::integer AS n FROM pricing.price_alert_crossings')).rows[0].n as number;

    /** One observed price, then the workers' trend pass and its `pricing.prices.updated` events. */
    const observe = async (price: number) => {
      const observedAt = new Date(start + (minute += 1) * 60_000);
      await history.insert(26, 'scraper', [{ eaId, priceKey: 'console', price, observedAt }]);
      await trends.markPending(observedAt);
      await trends.runPass();
      await priceEvents.publishPending();
    };

    /** The alert after the service's consumer has evaluated `price`. */
    const evaluatedAt = (id: number, price: number) =>
      waitFor(
        () => alertRow(id),
        (row) => row.last_price === price,
      );

    it('publishes each crossing once: under twice is one event; back over, then under again, a second', async () => {
      // The rule cases' crossings are published first: this alert's events are counted from here.
      await waitFor(outboxSize, (size) => size === 0);
      const before = await crossedEvents();
      await observe(160_000);
      const made = await alerts.create({
        userId: 'alice',
        gameYear: 26,
        eaId,
        priceKey: 'console',
        direction: 'under',
        price: 150_000,
        cardName: 'Mbappé',
      });
      const id = made!.alert.id;
      expect(made!.alert).toMatchObject({ isCrossed: false, lastPrice: 160_000 });

      await observe(149_000);
      expect(await evaluatedAt(id, 149_000)).toMatchObject({ is_crossed: true, crossings: 1 });
      expect(await waitFor(crossedEvents, (count) => count === before + 1)).toBe(before + 1);

      await observe(140_000);
      expect(await evaluatedAt(id, 140_000)).toMatchObject({ is_crossed: true, crossings: 1 });

      await observe(155_000);
      expect(await evaluatedAt(id, 155_000)).toMatchObject({ is_crossed: false, crossings: 1 });

      await observe(150_000);
      expect(await evaluatedAt(id, 150_000)).toMatchObject({ is_crossed: true, crossings: 2 });
      expect(await waitFor(crossedEvents, (count) => count === before + 2)).toBe(before + 2);
      // Nothing left in the outbox, and no third event however long one waits for a sweep.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await crossedEvents()).toBe(before + 2);
      expect(
        (await query('SELECT count(*)::integer AS n FROM pricing.price_alert_crossings')).rows[0].n,
      ).toBe(0);
    }, 30_000);

    it('drops a crossing published again (a retry after a crash) as a duplicate', async () => {
      const before = await crossedEvents();
      const [{ id }] = (await query('SELECT id FROM pricing.price_alerts WHERE ea_id = $1', [eaId])).rows;
      await publishEvent(
        running.service.nats,
        running.subjectPrefix,
        PRICE_ALERT_EVENTS.crossed,
        { alertId: id },
        crossingEventId(id, 1),
      );
      expect(await crossedEvents()).toBe(before);
    });

    it('creates an alert on the side that already holds as crossed: it fires only after crossing back', async () => {
      const made = await alerts.create({
        userId: 'bob',
        gameYear: 26,
        eaId,
        priceKey: 'console',
        direction: 'over',
        price: 100_000,
        cardName: 'Mbappé',
      });
      expect(made!.alert).toMatchObject({ isCrossed: true, lastPrice: 150_000, lastCrossedAt: null });
      const again = await alerts.create({
        userId: 'bob',
        gameYear: 26,
        eaId,
        priceKey: 'console',
        direction: 'over',
        price: 100_000,
        cardName: 'Mbappé',
      });
      expect(again).toEqual({ alert: made!.alert, created: false });
    });
  });
});
