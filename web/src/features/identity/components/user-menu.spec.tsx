import { StrictMode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server.node';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import type { IdentityState } from '@futgg/contracts';
import { AppProviders } from '../../../app/provider';
import { signedInFixture } from '../../../testing/fixtures';
import { IDENTITY_PATH, renderApp, testApi, testQueryClient, type FakeRoute } from '../../../testing/render';
import { IDENTITY_QUERY_KEY, identityOf } from '../api/get-identity';
import { UserMenu } from './user-menu';

const answering =
  (state: IdentityState): FakeRoute =>
  () => ({ body: { data: state } });
const VISITOR = { isAuthenticated: false } as const;
const LOGOUT_PATH = '/api/identity/logout/';

/** The app at `path`, once its lazy route has loaded and the header is in. */
const renderAt = async (path: string, handlers: Record<string, FakeRoute>) => {
  const app = renderApp(path, handlers);
  await screen.findByRole('banner');
  return app;
};
const header = () => within(screen.getByRole('banner'));
const menuButton = (name = 'Alice Example') =>
  header().findByRole('button', { name: `Account menu for ${name}` });

describe('UserMenu', () => {
  it('offers a visitor "Sign in", coming back to the page and query they are on', async () => {
    const { router } = await renderAt('/evo-lab/?from=menu', { [IDENTITY_PATH]: answering(VISITOR) });
    const signIn = await header().findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/api/identity/login/?next=%2Fevo-lab%2F%3Ffrom%3Dmenu');
    await act(() => router.navigate('/26/squad-builder/new/edit/?formation=433'));
    expect(header().getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/api/identity/login/?next=%2F26%2Fsquad-builder%2Fnew%2Fedit%2F%3Fformation%3D433',
    );
  });

  it('shows a busy placeholder, neither Sign in nor an avatar, until the identity state answers', async () => {
    let answer: (state: IdentityState) => void = () => undefined;
    const answered = new Promise<IdentityState>((resolve) => (answer = resolve));
    const { container } = await renderAt('/evo-lab/', {
      [IDENTITY_PATH]: async () => ({ body: { data: await answered } }),
    });
    await screen.findByRole('heading', { name: 'Evolution Lab' });
    const placeholder = container.querySelector('.user-menu');
    expect(placeholder?.getAttribute('aria-busy')).toBe('true');
    expect(header().queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(header().queryByRole('button', { name: /Account menu/ })).toBeNull();
    act(() => answer(signedInFixture()));
    await menuButton();
    expect(container.querySelector('.user-menu[aria-busy]')).toBeNull();
  });

  it("shows a user's initials on their own colour, and opens on their name, @username, admin badge and sessions link", async () => {
    const user = userEvent.setup();
    await renderAt('/evo-lab/', { [IDENTITY_PATH]: answering(signedInFixture({ roles: ['admin'] })) });
    const button = await menuButton();
    const initials = button.querySelector('.avatar')!;
    expect(initials.textContent).toBe('AE');
    expect((initials as HTMLElement).style.backgroundColor).not.toBe('');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByText('Alice Example')).toBeTruthy();
    expect(within(panel).getByText('@alice')).toBeTruthy();
    expect(within(panel).getByText('Admin')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Your sessions' }).getAttribute('href')).toBe('/account/');
    expect(within(panel).getByRole('link', { name: 'My squads' }).getAttribute('href')).toBe(
      '/26/squad-builder/',
    );
    expect(within(panel).getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('shows no admin badge for a user without the role', async () => {
    const user = userEvent.setup();
    await renderAt('/evo-lab/', { [IDENTITY_PATH]: answering(signedInFixture()) });
    await user.click(await menuButton());
    expect(header().queryByText('Admin')).toBeNull();
  });

  it('shows the picture when there is one, and the initials when it does not load', async () => {
    await renderAt('/evo-lab/', {
      [IDENTITY_PATH]: answering(signedInFixture({ avatarUrl: 'https://images.example/alice.png' })),
    });
    const button = await menuButton();
    const picture = button.querySelector('img')!;
    expect(picture.getAttribute('src')).toBe('https://images.example/alice.png');
    expect(picture.getAttribute('alt')).toBe('');
    fireEvent.error(picture);
    expect(button.querySelector('img')).toBeNull();
    expect(button.textContent).toBe('AE');
  });

  it('closes on Escape (focus back on the avatar), on a click outside and on following its link', async () => {
    const user = userEvent.setup();
    const { router } = await renderAt('/evo-lab/', { [IDENTITY_PATH]: answering(signedInFixture()) });
    const button = await menuButton();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    await user.click(button);
    fireEvent.mouseDown(screen.getByRole('heading', { name: 'Evolution Lab' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    await user.click(header().getByRole('link', { name: 'Your sessions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/'));
    expect((await menuButton()).getAttribute('aria-expanded')).toBe('false');
  });

  it('signs out with the bearer token, session id and CSRF token, forgets them, and offers Sign in', async () => {
    const user = userEvent.setup();
    const { calls, api } = await renderAt('/evo-lab/', {
      [IDENTITY_PATH]: answering(signedInFixture()),
      [LOGOUT_PATH]: answering(VISITOR),
    });
    await user.click(await menuButton());
    await user.click(header().getByRole('button', { name: 'Sign out' }));
    expect(await header().findByRole('link', { name: 'Sign in' })).toBeTruthy();
    const logout = calls.filter((call) => call.url.pathname === LOGOUT_PATH);
    expect(logout).toHaveLength(1);
    expect(logout[0]).toMatchObject({
      method: 'POST',
      body: '{}',
      headers: {
        authorization: 'Bearer access-token-1',
        'x-session-id': 'S'.repeat(43),
        'x-csrf-token': 'csrf-of-the-session',
      },
    });
    expect(api.credentials.current()).toBeNull();
  });

  it('keeps the user signed in, and says so, when signing out fails', async () => {
    const user = userEvent.setup();
    await renderAt('/evo-lab/', {
      [IDENTITY_PATH]: answering(signedInFixture()),
      [LOGOUT_PATH]: () => ({ status: 503, body: { error: { code: 'UNAVAILABLE', message: 'identity' } } }),
    });
    await user.click(await menuButton());
    await user.click(header().getByRole('button', { name: 'Sign out' }));
    // The page's own alerts (a card search the fake network does not answer) are not the menu's.
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('Signing out did not work')),
      ).toBe(true),
    );
    expect(header().getByRole('button', { name: 'Account menu for Alice Example' })).toBeTruthy();
  });

  describe('in the mobile menu', () => {
    beforeEach(() => (window.innerWidth = 800));
    afterEach(() => (window.innerWidth = 1400));

    const openDrawer = async () => {
      const user = userEvent.setup();
      await user.click(await header().findByRole('button', { name: 'Menu' }));
      return { user, drawer: within(header().getByRole('navigation', { name: 'Main' })) };
    };

    it("shows the user's name and Sign out, which signs out there too", async () => {
      await renderAt('/evo-lab/', {
        [IDENTITY_PATH]: answering(signedInFixture()),
        [LOGOUT_PATH]: answering(VISITOR),
      });
      await menuButton();
      const { user, drawer } = await openDrawer();
      const account = within(drawer.getByRole('region', { name: 'Account' }));
      expect(account.getByText('Alice Example')).toBeTruthy();
      expect(account.getByText('@alice')).toBeTruthy();
      expect(account.getByRole('link', { name: 'Your sessions' }).getAttribute('href')).toBe('/account/');
      await user.click(account.getByRole('button', { name: 'Sign out' }));
      expect(await account.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    });

    it('offers a visitor Sign in', async () => {
      await renderAt('/evo-lab/', { [IDENTITY_PATH]: answering(VISITOR) });
      await header().findByRole('link', { name: 'Sign in' });
      const { drawer } = await openDrawer();
      const account = within(drawer.getByRole('region', { name: 'Account' }));
      expect(account.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
        '/api/identity/login/?next=%2Fevo-lab%2F',
      );
    });
  });

  it('renders the same placeholder on the server and in hydration, without a mismatch, then the user', async () => {
    const menu = (api: ReturnType<typeof testApi>['api'], queryClient = testQueryClient()) => (
      <StrictMode>
        <AppProviders api={api} queryClient={queryClient}>
          <UserMenu />
        </AppProviders>
      </StrictMode>
    );
    const server = testApi({ [IDENTITY_PATH]: answering(signedInFixture()) });
    const html = renderToString(menu(server.api));
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('Sign in');
    expect(server.requests).toEqual([]);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const browser = testApi({ [IDENTITY_PATH]: answering(signedInFixture()) });
    // Even a browser that knows its reader already (another widget asked) hydrates the server's HTML.
    const queryClient = testQueryClient();
    queryClient.setQueryData(IDENTITY_QUERY_KEY, identityOf(signedInFixture()));
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, menu(browser.api, queryClient), {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(
      await within(container).findByRole('button', { name: 'Account menu for Alice Example' }),
    ).toBeTruthy();
    container.remove();
  });
});
