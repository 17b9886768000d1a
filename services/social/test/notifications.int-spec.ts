// notify() and the price-alert consumer on the real social service (PostgreSQL, NATS, JetStream): a
// dedupe key tells once, a type turned off stores nothing, and a crossing event delivered twice (or
// published twice) is one notification.
import {
  NOTIFICATIONS_CONTRACTS,
  PRICE_ALERT_EVENTS,
  type Caller,
  type NotificationPage,
  type PriceAlertCrossedEvent,
} from '@futgg/contracts';
import { jetstream } from '@nats-io/jetstream';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { EVENT_ID_HEADER, publishEvent } from '@futgg/service-kit';
import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { NotificationsService } from '../src/notifications/notifications.service.js';
import { socialService } from '../src/social.service-definition.js';

const ALICE: Caller = { id: 'user-alice', roles: [] };
const BOB: Caller = { id: 'user-bob', roles: [] };

const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('notifications: notify() and the price-alert consumer', () => {
  let running: ServiceUnderTest;
  let notifications: NotificationsService;

  beforeAll(async () => {
    running = await startServiceUnderTest('social_notifications', socialService);
    notifications = running.service.app.get(NotificationsService);
  }, 30_000);

  afterAll(() => running?.stop());

  const listOf = (caller: Caller) =>
    running.requester.request<NotificationPage>(
      NOTIFICATIONS_CONTRACTS.list.subject,
      { page: 1, pageSize: 100, unread: false },
      { caller },
    );

  const reply = (dedupeKey: string, userId = BOB.id) => ({
    userId,
    typeSlug: 'comment-reply',
    title: 'Alice replied to your comment',
    body: 'Agreed!',
    url: '/26/players/1/#comment-9',
    dedupeKey,
  });

  it('stores one notification per dedupe key and user, however often it is asked', async () => {
    await notifications.notify(reply('comment-reply:9'));
    await notifications.notify(reply('comment-reply:9'));
    await Promise.all([
      notifications.notify(reply('comment-reply:10')),
      notifications.notify(reply('comment-reply:10')),
    ]);
    // The same key for another user is that user's own notification.
    await notifications.notify(reply('comment-reply:9', 'user-carol'));
    const page = await listOf(BOB);
    expect(page.totalCount).toBe(2);
    expect(page.data.map((found) => found.title)).toEqual([
      'Alice replied to your comment',
      'Alice replied to your comment',
    ]);
    expect(page.data[0]).toMatchObject({ typeSlug: 'comment-reply', body: 'Agreed!', isRead: false });
  });

  it('stores nothing of a type the user turned off, and again once it is on', async () => {
    await running.requester.request(
      NOTIFICATIONS_CONTRACTS.updateSettings.subject,
      { items: [{ notificationTypeSlug: 'comment-reply', notificationsEnabled: false }] },
      { caller: BOB },
    );
    await notifications.notify(reply('comment-reply:11'));
    expect((await listOf(BOB)).totalCount).toBe(2);
    await running.requester.request(
      NOTIFICATIONS_CONTRACTS.updateSettings.subject,
      { items: [{ notificationTypeSlug: 'comment-reply', notificationsEnabled: true }] },
      { caller: BOB },
    );
    await notifications.notify(reply('comment-reply:12'));
    expect((await listOf(BOB)).totalCount).toBe(3);
  });

  it('cuts a long title and body, and refuses an unknown type', async () => {
    await notifications.notify({
      ...reply('comment-reply:13', 'user-dave'),
      title: 'T'.repeat(500),
      body: 'B'.repeat(5000),
    });
    const [stored] = (await listOf({ id: 'user-dave', roles: [] })).data;
    expect(stored!.title).toHaveLength(200);
    expect(stored!.body).toHaveLength(1000);
    await expect(notifications.notify({ ...reply('x:1'), typeSlug: 'newsletter' })).rejects.toThrow(
      /newsletter/,
    );
  });

  describe('pricing.alerts.crossed', () => {
    const crossing = (alertId: number, number: number): PriceAlertCrossedEvent => ({
      alertId,
      crossing: number,
      userId: ALICE.id,
      gameYear: 26,
      eaId: 231747,
      cardName: 'Mbappé',
      priceKey: 'console',
      direction: 'under',
      threshold: 150_000,
      price: 149_000,
      crossedAt: new Date().toISOString(),
    });
    const publish = (
      event: PriceAlertCrossedEvent,
      eventId = `price-alert:${event.alertId}:${event.crossing}`,
    ) => publishEvent(running.client, running.subjectPrefix, PRICE_ALERT_EVENTS.crossed, event, eventId);
    const priceAlertsOfAlice = async () =>
      (await listOf(ALICE)).data.filter((found) => found.typeSlug === 'price-alert');

    it('notifies the alert’s owner once per crossing, whatever is delivered twice', async () => {
      await publish(crossing(5, 1));
      await publish(crossing(5, 1));
      // Past JetStream's duplicate window a redelivery gets through the stream: social's own records drop it.
      const headers = natsHeaders();
      headers.set(EVENT_ID_HEADER, 'price-alert:5:1');
      await jetstream(running.client).publish(
        `${running.subjectPrefix}${PRICE_ALERT_EVENTS.crossed}`,
        JSON.stringify(crossing(5, 1)),
        { msgID: 'another-message-id', headers },
      );
      const [first, ...others] = await waitFor(priceAlertsOfAlice, (found) => found.length >= 1);
      expect(first).toMatchObject({
        title: 'Mbappé is under 150,000 coins',
        url: '/26/players/231747/',
      });
      expect(others).toEqual([]);

      await publish(crossing(5, 2));
      expect(await waitFor(priceAlertsOfAlice, (found) => found.length === 2)).toHaveLength(2);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await priceAlertsOfAlice()).toHaveLength(2);
    });

    it('drops an event that does not parse, and goes on with the next', async () => {
      await publishEvent(
        running.client,
        running.subjectPrefix,
        PRICE_ALERT_EVENTS.crossed,
        { alertId: 'x' },
        'bad:1',
      );
      await publish(crossing(6, 1));
      expect(await waitFor(priceAlertsOfAlice, (found) => found.length === 3)).toHaveLength(3);
    });
  });
});
