import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification, NotificationSetting, NotificationsSummary } from '@futgg/contracts';
import { signedInFixture } from '../../../testing/fixtures';
import { IDENTITY_PATH, renderApp, type FakeRequest, type FakeRoute } from '../../../testing/render';

const SUMMARY = '/api/notifications/summary/';
const LIST = '/api/notifications/';
const READ = '/api/notifications/read/';
const SETTINGS = '/api/notifications/settings/';

const item = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  typeSlug: 'comment-reply',
  title: `Bob replied to your comment ${id}`,
  body: 'Agreed, <b>his pace</b> is wild',
  url: `/26/players/${id}/`,
  isRead: false,
  dateCreated: '2026-11-27T10:00:00.000Z',
  ...overrides,
});

const SETTINGS_LIST: NotificationSetting[] = [
  { notificationTypeSlug: 'comment-reply', name: 'Replies to your comments', notificationsEnabled: true },
  { notificationTypeSlug: 'direct-message', name: 'Direct messages', notificationsEnabled: true },
  { notificationTypeSlug: 'price-alert', name: 'Price alerts', notificationsEnabled: false },
];

/**
 * A notifications service stand-in that keeps state: three unread of five, marking read changes what
 * the summary and the list answer next.
 */
const notificationsGateway = () => {
  const items = [item(5), item(4), item(3), item(2, { isRead: true }), item(1, { isRead: true, url: null })];
  let settings = SETTINGS_LIST;
  const summary = (): NotificationsSummary => ({
    unreadCount: items.filter((i) => !i.isRead).length,
    unreadMessagesCount: 2,
    latest: items.slice(0, 5),
    settings,
  });
  const handlers: Record<string, FakeRoute> = {
    [IDENTITY_PATH]: () => ({ body: { data: signedInFixture() } }),
    [SUMMARY]: () => ({ body: { data: summary() } }),
    [LIST]: (url) => {
      const unreadOnly = url.searchParams.get('unread') === '1';
      const page = Number(url.searchParams.get('page') ?? 1);
      // 25 in all for paging: the five above, then older read ones.
      const all = [...items, ...Array.from({ length: 20 }, (_, i) => item(100 + i, { isRead: true }))];
      const chosen = unreadOnly ? all.filter((i) => !i.isRead) : all;
      return { body: { data: chosen.slice((page - 1) * 20, page * 20), totalCount: chosen.length } };
    },
    [READ]: (_url, request) => {
      const body = JSON.parse(request.body ?? '{}') as { ids?: number[]; all?: boolean };
      for (const one of items) if (body.all || body.ids?.includes(one.id)) one.isRead = true;
      return { body: { data: { unreadCount: summary().unreadCount } } };
    },
    [SETTINGS]: (_url, request) => {
      const sent = JSON.parse(request.body ?? '[]') as {
        notificationTypeSlug: string;
        notificationsEnabled: boolean;
      }[];
      settings = settings.map((s) => ({
        ...s,
        notificationsEnabled: sent.find((one) => one.notificationTypeSlug === s.notificationTypeSlug)!
          .notificationsEnabled,
      }));
      return { body: { data: settings } };
    },
  };
  return handlers;
};

const header = () => within(document.querySelector<HTMLElement>('.site-header')!);

/** The app at `path` once its lazy route has loaded and the header is in. */
const renderAt = async (path: string) => {
  const app = renderApp(path, notificationsGateway());
  await waitFor(() => expect(document.querySelector('.site-header')).not.toBeNull());
  return app;
};
const posts = (calls: FakeRequest[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname === path);
const summaryAsks = (calls: FakeRequest[]) => calls.filter((call) => call.url.pathname === SUMMARY).length;

describe('the notifications menu', () => {
  it('shows a signed-in reader the unread counts on the bell and the Messages link', async () => {
    await renderAt('/evo-lab/');
    expect(await header().findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    const bell = header().getByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell.querySelector('.count-badge')?.textContent).toBe('3');
    const messages = header().getByRole('link', { name: 'Messages, 2 unread' });
    expect(messages.getAttribute('href')).toBe('/messages/');
  });

  it('lists the latest, marks one read and then all, and the count follows', async () => {
    const user = userEvent.setup();
    const { calls } = await renderAt('/evo-lab/');
    const bell = await header().findByRole('button', { name: 'Notifications, 3 unread' });
    await user.click(bell);
    const panel = within(screen.getByRole('region', { name: 'Notifications' }));
    const rows = within(panel.getByRole('list', { name: 'Latest notifications' })).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]!.textContent).toContain('Unread: Bob replied to your comment 5');
    // Text, never HTML.
    expect(rows[0]!.textContent).toContain('Agreed, <b>his pace</b> is wild');
    expect(rows[0]!.querySelector('b')).toBeNull();
    expect(
      within(rows[0]!).getByRole('link', { name: 'Bob replied to your comment 5' }).getAttribute('href'),
    ).toBe('/26/players/5/');
    expect(within(rows[3]!).queryByRole('button', { name: /Mark read/ })).toBeNull();

    await user.click(panel.getByRole('button', { name: 'Mark read: Bob replied to your comment 4' }));
    expect(await header().findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(JSON.parse(posts(calls, READ)[0]!.body!)).toEqual({ ids: [4] });
    expect(posts(calls, READ)[0]!.headers['x-csrf-token']).toBe('csrf-of-the-session');
    expect(panel.queryByRole('button', { name: 'Mark read: Bob replied to your comment 4' })).toBeNull();

    await user.click(panel.getByRole('button', { name: 'Mark all read' }));
    expect(await header().findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(JSON.parse(posts(calls, READ)[1]!.body!)).toEqual({ all: true });
    expect(header().getByRole('button', { name: 'Notifications' }).querySelector('.count-badge')).toBeNull();
    expect((panel.getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('following a notification marks it read, closes the menu and goes there', async () => {
    const user = userEvent.setup();
    const { calls, router } = await renderAt('/evo-lab/');
    await user.click(await header().findByRole('button', { name: 'Notifications, 3 unread' }));
    await user.click(screen.getByRole('link', { name: 'Bob replied to your comment 3' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/26/players/3/'));
    await waitFor(() => expect(posts(calls, READ).map((call) => call.body)).toEqual(['{"ids":[3]}']));
    expect(
      header()
        .getByRole('button', { name: /Notifications/ })
        .getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('asks for the summary again when the window gets focus', async () => {
    const { calls } = await renderAt('/evo-lab/');
    await header().findByRole('button', { name: 'Notifications, 3 unread' });
    const before = summaryAsks(calls);
    act(() => {
      fireEvent(window, new Event('visibilitychange'));
      fireEvent.focus(window);
    });
    await waitFor(() => expect(summaryAsks(calls)).toBeGreaterThan(before));
  });

  it('shows the page: all or unread only, 20 a page, and the settings per type', async () => {
    const user = userEvent.setup();
    const { calls } = await renderAt('/notifications/');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByRole('heading', { name: '3 unread' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem'),
      ).toHaveLength(5),
    );
    expect(
      calls.some((call) => call.url.pathname === LIST && call.url.searchParams.get('page') === '2'),
    ).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );
    const unreadAsk = calls.filter((call) => call.url.pathname === LIST).at(-1)!;
    expect(unreadAsk.url.searchParams.get('unread')).toBe('1');
    expect(unreadAsk.url.searchParams.get('page')).toBe('1');

    const priceAlerts = screen.getByRole('checkbox', { name: 'Price alerts' }) as HTMLInputElement;
    expect(priceAlerts.checked).toBe(false);
    await user.click(priceAlerts);
    await waitFor(() => expect(posts(calls, SETTINGS)).toHaveLength(1));
    expect(JSON.parse(posts(calls, SETTINGS)[0]!.body!)).toEqual([
      { notificationTypeSlug: 'comment-reply', notificationsEnabled: true },
      { notificationTypeSlug: 'direct-message', notificationsEnabled: true },
      { notificationTypeSlug: 'price-alert', notificationsEnabled: true },
    ]);
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Price alerts' }) as HTMLInputElement).checked).toBe(true),
    );
  });
});
