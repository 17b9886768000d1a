import { act, screen, waitFor, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import type { IdentityState } from '@futgg/contracts';
import { signedInFixture } from '../testing/fixtures';
import { IDENTITY_PATH, testApi, testQueryClient } from '../testing/render';
import { mountWidgets } from '../widgets/mount-widgets';

const summary = { unreadCount: 4, unreadMessagesCount: 12, latest: [], settings: [] };

/** A server-rendered page's header with the user-menu marker, mounted for the given reader. */
const mountHeader = async (identity: IdentityState) => {
  document.body.innerHTML = '<header class="host-header"><div data-widget="user-menu"></div></header>';
  const { api, requests } = testApi({
    [IDENTITY_PATH]: () => ({ body: { data: identity } }),
    '/api/notifications/summary/': () => ({ body: { data: summary } }),
  });
  let roots: Root[] = [];
  await act(async () => {
    roots = await mountWidgets(document, { api, queryClient: testQueryClient() });
  });
  return { requests, unmount: () => act(() => roots.forEach((root) => root.unmount())) };
};

describe('the page-mounted header (user-menu marker)', () => {
  it('shows a signed-in reader the Messages link and the bell with their counts, before the avatar', async () => {
    const { unmount } = await mountHeader(signedInFixture());
    const marker = within(document.querySelector<HTMLElement>('[data-widget="user-menu"]')!);
    const bell = await marker.findByRole('button', { name: 'Notifications, 4 unread' });
    expect(bell.querySelector('.count-badge')?.textContent).toBe('4');
    const messages = marker.getByRole('link', { name: 'Messages, 12 unread' });
    expect(messages.querySelector('.messages-link__badge')?.textContent).toBe('9+');
    // A plain anchor in a page the app does not route.
    expect(messages.getAttribute('href')).toBe('/messages/');
    const avatar = marker.getByRole('button', { name: 'Account menu for Alice Example' });
    expect(messages.compareDocumentPosition(avatar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(bell.compareDocumentPosition(avatar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();
  });

  it('shows a visitor neither, and asks for no summary', async () => {
    const { requests, unmount } = await mountHeader({ isAuthenticated: false });
    await screen.findByRole('link', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Messages/ })).toBeNull();
    await waitFor(() => expect(requests.some((url) => url.pathname === IDENTITY_PATH)).toBe(true));
    expect(requests.some((url) => url.pathname === '/api/notifications/summary/')).toBe(false);
    unmount();
  });
});
