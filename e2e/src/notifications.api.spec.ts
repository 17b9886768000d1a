// Notifications and price alerts through the real gateway, on one social stack: identity, the catalog,
// pricing, social and the pricing workers (in process, trend pass every 300 ms, no simulated market)
// on real PostgreSQL, Redis and NATS (JetStream). Prices go in through pricing's ingestion subject, the
// workers' trend pass writes the live prices and publishes them, pricing's alert evaluation publishes
// each crossing, and social turns it into alice's notification.
import { Queue } from 'bullmq';
import {
  PRICING_CONTRACTS,
  type IngestPricesReply,
  type Notification,
  type NotificationSetting,
  type NotificationsSummary,
  type PriceAlert,
} from '@futgg/contracts';
import { insertPlayerItems } from '@futgg/catalog-service/testing';
import {
  PRICE_QUEUES,
  loadPricingWorkersConfig,
  pricingWorkersService,
} from '@futgg/pricing-service/testing';
import { startService, type RunningService } from '@futgg/service-kit';
import { TEST_REDIS_URL, newPlayerItem, runToken, testServiceEnv } from '@futgg/testing';
import { apiCall } from './api-call.js';
import { startSocialStack, type SignedInUser, type SocialStack } from './social-stack.js';

let stack: SocialStack;
let workers: RunningService;
let alice: SignedInUser;
let bob: SignedInUser;
const queuePrefix = `futgg-test:${runToken()}`;

const mbappe = newPlayerItem({
  gameYear: 26,
  commonName: 'Mbappé',
  overall: 91,
  isSbc: false,
  isObjective: false,
  isExtinct: false,
});
const sbcCard = newPlayerItem({ gameYear: 26, commonName: 'SBC Reward', overall: 88, isSbc: true });

const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
};

beforeAll(async () => {
  stack = await startSocialStack('notifications', 120);
  await insertPlayerItems(stack.stack.catalog!.service.pool, [mbappe, sbcCard]);
  workers = await startService(
    pricingWorkersService(
      loadPricingWorkersConfig({
        ...Object.fromEntries(
          Object.entries(testServiceEnv(stack.pricing.database.url, stack.pricing.subjectPrefix)).map(
            ([name, value]) => [name, String(value)],
          ),
        ),
        PRICE_QUEUE_PREFIX: queuePrefix,
        PRICE_SIMULATED_MARKET: 'off',
        PRICE_BACKFILL_DAYS: '0',
        PRICE_TRENDS_EVERY_MS: '300',
      }),
    ),
  );
  alice = await stack.signIn('alice');
  bob = await stack.signIn('bob');
}, 120_000);

afterAll(async () => {
  await workers?.close();
  for (const name of Object.values(PRICE_QUEUES)) {
    const queue = new Queue(name, {
      connection: { url: TEST_REDIS_URL, maxRetriesPerRequest: null },
      prefix: queuePrefix,
    });
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
  }
  await stack?.stop();
}, 60_000);

const call = <T>(path: string, user: SignedInUser | null, json?: unknown) =>
  apiCall<T>(stack.url, path, user, json === undefined ? {} : { json });

const summaryOf = async (user: SignedInUser) =>
  (await call<NotificationsSummary>('/api/notifications/summary/', user)).body.data;
const notificationsOf = async (user: SignedInUser, query = '') =>
  (await call<Notification[]>(`/api/notifications/${query}`, user)).body;
const alertsOf = async (user: SignedInUser, query = '') =>
  (await call<PriceAlert[]>(`/api/price-alerts/${query}`, user)).body;

/** A cookie-session write, as the web makes it, with the CSRF header given or not. */
const cookieWrite = (user: SignedInUser, path: string, json: unknown, csrf?: string) =>
  user.browser.request(`${stack.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(csrf === undefined ? {} : { 'x-csrf-token': csrf }) },
    body: JSON.stringify(json),
  });

describe('signed-in only', () => {
  it.each([
    ['GET', '/api/notifications/summary/', undefined],
    ['GET', '/api/notifications/', undefined],
    ['POST', '/api/notifications/read/', { all: true }],
    ['POST', '/api/notifications/settings/', []],
    ['GET', '/api/price-alerts/', undefined],
    [
      'POST',
      '/api/price-alerts/create/',
      { gameYear: 26, eaId: 1, priceKey: 'console', direction: 'under', price: 5 },
    ],
    ['POST', '/api/price-alerts/1/delete/', {}],
  ])('%s %s is 401 for a visitor', async (_method, path, json) => {
    const answer = await call(path, null, json);
    expect(answer.status).toBe(401);
    expect(answer.body.error?.code).toBe('UNAUTHENTICATED');
  });
});

describe('notification settings', () => {
  it('lists every type, on by default, with its name', async () => {
    expect((await summaryOf(alice)).settings).toEqual([
      { notificationTypeSlug: 'comment-reply', name: 'Replies to my comments', notificationsEnabled: true },
      { notificationTypeSlug: 'direct-message', name: 'Direct messages', notificationsEnabled: true },
      { notificationTypeSlug: 'price-alert', name: 'Price alerts', notificationsEnabled: true },
    ]);
  });

  it('takes the list as the body, or { items }, and answers every type', async () => {
    const off = await call<NotificationSetting[]>('/api/notifications/settings/', bob, [
      { notificationTypeSlug: 'comment-reply', notificationsEnabled: false },
    ]);
    expect(off.status).toBe(200);
    expect(
      off.body.data.map((setting) => [setting.notificationTypeSlug, setting.notificationsEnabled]),
    ).toEqual([
      ['comment-reply', false],
      ['direct-message', true],
      ['price-alert', true],
    ]);
    const on = await call<NotificationSetting[]>('/api/notifications/settings/', bob, {
      items: [{ notificationTypeSlug: 'comment-reply', notificationsEnabled: true }],
    });
    expect(on.body.data.every((setting) => setting.notificationsEnabled)).toBe(true);
  });

  it('refuses an unknown slug with 400 naming notificationTypeSlug, and saves nothing of the list', async () => {
    const answer = await call('/api/notifications/settings/', bob, [
      { notificationTypeSlug: 'direct-message', notificationsEnabled: false },
      { notificationTypeSlug: 'newsletter', notificationsEnabled: false },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'INVALID_INPUT', field: 'notificationTypeSlug' });
    expect((await summaryOf(bob)).settings.every((setting) => setting.notificationsEnabled)).toBe(true);
  });

  it('refuses a setting that is not a boolean, naming it', async () => {
    const answer = await call('/api/notifications/settings/', bob, {
      items: [{ notificationTypeSlug: 'price-alert', notificationsEnabled: 'no' }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.field).toBe('items.0.notificationsEnabled');
  });
});

describe('notifications from direct messages', () => {
  let conversationId: number;

  beforeAll(async () => {
    const created = await call<{ id: number }>('/api/direct-messages/conversations/create/', bob, {
      participants: [alice.id],
      title: 'Trade talk',
    });
    expect(created.status).toBe(200);
    conversationId = created.body.data.id;
    for (const content of ['Hi Alice', 'Selling Mbappé?', 'Ping']) {
      const sent = await call(`/api/direct-messages/conversations/${conversationId}/messages/send/`, bob, {
        content,
      });
      expect(sent.status).toBe(200);
    }
  });

  it('counts alice’s unread notifications and unread direct messages in the summary', async () => {
    const summary = await waitFor(
      () => summaryOf(alice),
      (value) => value.unreadCount === 3,
    );
    expect(summary.unreadCount).toBe(3);
    expect(summary.unreadMessagesCount).toBe(3);
    expect(summary.latest).toHaveLength(3);
    expect(summary.latest[0]).toMatchObject({ typeSlug: 'direct-message', isRead: false });
    expect(summary.latest[0]!.dateCreated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The sender is not notified of their own messages.
    expect((await summaryOf(bob)).unreadCount).toBe(0);
  });

  it('lists alice’s notifications newest first, a page at a time', async () => {
    const first = await notificationsOf(alice, '?page=1&page_size=2');
    expect(first.totalCount).toBe(3);
    expect(first.data).toHaveLength(2);
    const second = await notificationsOf(alice, '?page=2&page_size=2');
    expect(second.data).toHaveLength(1);
    const ids = [...first.data, ...second.data].map((notification) => notification.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('refuses bad paging and filters by name', async () => {
    expect((await call('/api/notifications/?page_size=101', alice)).body.error?.field).toBe('page_size');
    expect((await call('/api/notifications/?unread=maybe', alice)).body.error?.field).toBe('unread');
    expect((await call('/api/notifications/?colour=red', alice)).body.error?.field).toBe('colour');
  });

  it('lets bob mark none of alice’s notifications read: alice’s stay unread', async () => {
    const ids = (await notificationsOf(alice)).data.map((notification) => notification.id);
    const marked = await call<{ unreadCount: number }>('/api/notifications/read/', bob, { ids });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toEqual({ unreadCount: 0 });
    expect((await notificationsOf(alice, '?unread=1')).data.map((notification) => notification.id)).toEqual(
      ids,
    );
  });

  it('marks alice’s own notifications read by id, then all', async () => {
    const [newest, ...older] = (await notificationsOf(alice)).data;
    const one = await call<{ unreadCount: number }>('/api/notifications/read/', alice, { ids: [newest!.id] });
    expect(one.body.data).toEqual({ unreadCount: 2 });
    const unread = await notificationsOf(alice, '?unread=1');
    expect(unread.data.map((notification) => notification.id)).toEqual(
      older.map((notification) => notification.id),
    );
    expect(unread.totalCount).toBe(2);
    const all = await call<{ unreadCount: number }>('/api/notifications/read/', alice, { all: true });
    expect(all.body.data).toEqual({ unreadCount: 0 });
    expect((await notificationsOf(alice)).data.every((notification) => notification.isRead)).toBe(true);
  });

  it('refuses a read call with neither ids nor all, naming ids', async () => {
    for (const json of [{}, { ids: [] }, { ids: ['x'] }, { all: false }]) {
      const answer = await call('/api/notifications/read/', alice, json);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.field).toMatch(/^ids|all$/);
    }
  });

  it('stores no notification of a type the user turned off', async () => {
    await call('/api/notifications/settings/', alice, [
      { notificationTypeSlug: 'direct-message', notificationsEnabled: false },
    ]);
    await call(`/api/direct-messages/conversations/${conversationId}/messages/send/`, bob, {
      content: 'Still there?',
    });
    // The message itself is unread; no notification of it was stored.
    expect(
      await waitFor(
        () => summaryOf(alice),
        (value) => value.unreadMessagesCount === 4,
      ),
    ).toMatchObject({
      unreadCount: 0,
      unreadMessagesCount: 4,
    });
    expect((await notificationsOf(alice)).totalCount).toBe(3);
    await call('/api/notifications/settings/', alice, [
      { notificationTypeSlug: 'direct-message', notificationsEnabled: true },
    ]);
  });
});

describe('price alerts', () => {
  const alert = { gameYear: 26, eaId: mbappe.eaId, priceKey: 'console', direction: 'under', price: 150_000 };

  it.each([
    [{ ...alert, direction: 'sideways' }, 'direction'],
    [{ ...alert, priceKey: 'xbox' }, 'priceKey'],
    [{ ...alert, price: 0 }, 'price'],
    [{ ...alert, price: 15_000_001 }, 'price'],
    [{ ...alert, price: 1.5 }, 'price'],
    [{ ...alert, gameYear: 19 }, 'gameYear'],
    [{ ...alert, eaId: -4 }, 'eaId'],
    [{ ...alert, eaId: sbcCard.eaId }, 'eaId'],
  ])('refuses %j with 400 naming %s, storing nothing', async (json, field) => {
    const answer = await call('/api/price-alerts/create/', alice, json);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.field).toBe(field);
    expect((await alertsOf(alice)).totalCount).toBe(0);
  });

  it('answers 404 naming eaId for a card the catalog does not know', async () => {
    const answer = await call('/api/price-alerts/create/', alice, { ...alert, eaId: 999_999_999 });
    expect(answer.status).toBe(404);
    expect(answer.body.error?.field).toBe('eaId');
    expect((await alertsOf(alice)).totalCount).toBe(0);
  });

  it('refuses a cookie-session write without or with a wrong CSRF token (403), storing nothing', async () => {
    for (const csrf of [undefined, 'not-the-token']) {
      const answer = await cookieWrite(alice, '/api/price-alerts/create/', alert, csrf);
      expect(answer.status).toBe(403);
      const settings = await cookieWrite(
        alice,
        '/api/notifications/settings/',
        [{ notificationTypeSlug: 'price-alert', notificationsEnabled: false }],
        csrf,
      );
      expect(settings.status).toBe(403);
    }
    expect((await alertsOf(alice)).totalCount).toBe(0);
    expect((await summaryOf(alice)).settings.every((setting) => setting.notificationsEnabled)).toBe(true);
    const withToken = await cookieWrite(alice, '/api/notifications/read/', { all: true }, alice.csrfToken);
    expect(withToken.status).toBe(200);
  });

  it('refuses a 101st alert (409) and keeps the 100', async () => {
    // Bob's first 100 alerts, written as pricing stores them (the API would take 100 round trips).
    await stack.pricing.service.pool.query(
      `INSERT INTO pricing.price_alerts (user_id, game_year, ea_id, price_key, direction, price, card_name)
       SELECT $1, 26, $2, 1, 'over', n, 'Mbappé' FROM generate_series(1, 100) AS n`,
      [bob.id, mbappe.eaId],
    );
    const answer = await call('/api/price-alerts/create/', bob, alert);
    expect(answer.status).toBe(409);
    expect(answer.body.error?.code).toBe('CONFLICT');
    expect((await alertsOf(bob)).totalCount).toBe(100);
    await stack.pricing.service.pool.query('DELETE FROM pricing.price_alerts WHERE user_id = $1', [bob.id]);
  });

  it('refuses creations past the user’s write budget (429), storing nothing', async () => {
    // The budget spent, in Redis, as 300 creations this hour would have spent it.
    const hour = Math.floor(Date.now() / 3_600_000);
    for (const window of [hour, hour + 1]) {
      await stack.pricing.service.redis.set(
        `${stack.pricing.subjectPrefix}wb:price-alert:${bob.id}:${window}`,
        300,
        'EX',
        7200,
      );
    }
    const answer = await call('/api/price-alerts/create/', bob, alert);
    expect(answer.status).toBe(429);
    expect(answer.body.error?.code).toBe('RATE_LIMITED');
    expect((await alertsOf(bob)).totalCount).toBe(0);
    for (const window of [hour, hour + 1]) {
      await stack.pricing.service.redis.del(
        `${stack.pricing.subjectPrefix}wb:price-alert:${bob.id}:${window}`,
      );
    }
  });

  describe('alice’s alert and its crossings', () => {
    let created: PriceAlert;
    let minute = 0;
    const start = Date.now() - 20 * 60_000;

    /** One observed console price of Mbappé, through pricing's ingestion subject. */
    const observe = async (price: number) => {
      const reply = await stack.pricing.requester.request<IngestPricesReply>(
        PRICING_CONTRACTS.ingest.subject,
        {
          gameYear: 26,
          source: 'scraper',
          rows: [
            {
              eaId: mbappe.eaId,
              priceKey: 'console',
              price,
              observedAt: new Date(start + (minute += 1) * 60_000).toISOString(),
            },
          ],
        },
      );
      expect(reply).toEqual({ stored: 1, duplicates: 0, refused: [] });
    };
    /** Alice's alert once pricing has evaluated it at `price` (the trend pass and the event have run). */
    const evaluatedAt = async (price: number) =>
      waitFor(
        async () => (await alertsOf(alice)).data.find((found) => found.id === created.id),
        (found) => found?.lastPrice === price,
      );
    const priceAlertNotifications = async () =>
      (await notificationsOf(alice, '?page_size=100')).data.filter(
        (found) => found.typeSlug === 'price-alert',
      );

    beforeAll(async () => {
      await observe(160_000);
    });

    it('creates the alert, armed at the card’s live price, and answers it', async () => {
      const answer = await call<PriceAlert>('/api/price-alerts/create/', alice, alert);
      expect(answer.status).toBe(200);
      created = answer.body.data;
      expect(created).toMatchObject({
        gameYear: 26,
        eaId: mbappe.eaId,
        priceKey: 'console',
        direction: 'under',
        price: 150_000,
        isCrossed: false,
        lastCrossedAt: null,
      });
      // Armed at 160,000: the live price when it was made, or the pass that came after.
      created = (await evaluatedAt(160_000))!;
      expect(created).toMatchObject({ isCrossed: false, lastPrice: 160_000 });
      // The same alert again is the same alert.
      expect((await call<PriceAlert>('/api/price-alerts/create/', alice, alert)).body.data.id).toBe(
        created.id,
      );
      const mine = await alertsOf(alice, `?game_year=26&ea_id=${mbappe.eaId}`);
      expect(mine).toMatchObject({ totalCount: 1, data: [{ id: created.id }] });
      expect((await alertsOf(alice, '?ea_id=1')).totalCount).toBe(0);
      expect((await call('/api/price-alerts/?ea_id=abc', alice)).body.error?.field).toBe('ea_id');
    }, 30_000);

    it('does not show bob alice’s alert, nor let him delete it: alice’s stays as it was', async () => {
      expect((await alertsOf(bob)).totalCount).toBe(0);
      const deleted = await call(`/api/price-alerts/${created.id}/delete/`, bob, {});
      expect(deleted.status).toBe(404);
      expect((await alertsOf(alice)).data).toEqual([created]);
    });

    it('notifies alice once when the price goes under, not again while it stays under', async () => {
      await observe(149_000);
      expect(await evaluatedAt(149_000)).toMatchObject({ isCrossed: true });
      const [first, ...others] = await waitFor(priceAlertNotifications, (found) => found.length === 1);
      expect(others).toEqual([]);
      expect(first).toMatchObject({
        typeSlug: 'price-alert',
        title: 'Mbappé is under 150,000 coins',
        body: 'Console price: 149,000 coins (your alert: under 150,000).',
        url: `/26/players/${mbappe.eaId}/`,
        isRead: false,
      });
      await observe(140_000);
      expect(await evaluatedAt(140_000)).toMatchObject({ isCrossed: true });
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await priceAlertNotifications()).toHaveLength(1);
      expect((await alertsOf(alice)).data[0]!.lastCrossedAt).not.toBeNull();
    }, 40_000);

    it('re-arms when the price goes back over, and notifies again at the next crossing', async () => {
      await observe(155_000);
      expect(await evaluatedAt(155_000)).toMatchObject({ isCrossed: false });
      expect(await priceAlertNotifications()).toHaveLength(1);
      await observe(150_000);
      expect(await evaluatedAt(150_000)).toMatchObject({ isCrossed: true });
      expect(await waitFor(priceAlertNotifications, (found) => found.length === 2)).toHaveLength(2);
      expect((await notificationsOf(bob)).data.filter((found) => found.typeSlug === 'price-alert')).toEqual(
        [],
      );
    }, 40_000);

    it('deletes alice’s own alert', async () => {
      const deleted = await call(`/api/price-alerts/${created.id}/delete/`, alice, {});
      expect(deleted.status).toBe(200);
      expect(deleted.body.data).toEqual({ id: created.id, deleted: true });
      expect((await alertsOf(alice)).totalCount).toBe(0);
      expect((await call(`/api/price-alerts/${created.id}/delete/`, alice, {})).status).toBe(404);
      expect((await call('/api/price-alerts/abc/delete/', alice, {})).body.error?.field).toBe('id');
    });
  });
});
