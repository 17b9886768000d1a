import { StrictMode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server.node';
import { hydrateRoot } from 'react-dom/client';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
} from 'react-router';
import userEvent from '@testing-library/user-event';
import type { IdentityState, SessionSummary } from '@futgg/contracts';
import { PageTitleContext, type TitleCollector } from '../../components/page-title';
import { sessionFixture, signedInFixture } from '../../testing/fixtures';
import { IDENTITY_PATH, renderApp, testApi, testQueryClient, type FakeRoute } from '../../testing/render';
import { AppProviders } from '../provider';
import { createAppRoutes, resolveLazyRoutes } from '../router';

const SESSIONS_PATH = '/api/identity/sessions/';
const VISITOR = { isAuthenticated: false } as const;
const answering =
  (state: IdentityState): FakeRoute =>
  () => ({ body: { data: state } });

const THIS_DEVICE = sessionFixture('a', {
  isCurrent: true,
  userAgent: 'Mozilla/5.0 Chrome/138.0 (this one)',
});
const PHONE = sessionFixture('b', { userAgent: 'Mozilla/5.0 (iPhone) Safari/605.1' });
const LAPTOP = sessionFixture('c', { userAgent: '' });

/** A gateway with the user's sessions, revoking any but the current one. */
const sessionsGateway = (initial: SessionSummary[]) => {
  let sessions = initial;
  const handlers: Record<string, FakeRoute> = {
    [IDENTITY_PATH]: answering(signedInFixture()),
    [SESSIONS_PATH]: () => ({ body: { data: sessions } }),
  };
  for (const session of initial) {
    handlers[`${SESSIONS_PATH}${session.id}/revoke/`] = () => {
      sessions = sessions.filter((kept) => kept.id !== session.id);
      return { body: { data: { sessionKey: session.id } } };
    };
  }
  return handlers;
};

describe('the account page', () => {
  it("shows the user's details and sessions, asked for with the credentials the identity state gave", async () => {
    const { calls } = renderApp('/account/', sessionsGateway([THIS_DEVICE, PHONE, LAPTOP]));
    const sessions = await screen.findByRole('region', { name: 'Your sessions' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    expect(document.title).toBe('Your account · FUTGG');
    const details = within(screen.getByRole('region', { name: 'Your details' }));
    expect(details.getByText('Alice Example')).toBeTruthy();
    expect(details.getByText('@alice')).toBeTruthy();

    const rows = await within(sessions).findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.session-row__device')?.textContent)).toEqual([
      'Chrome',
      'Safari on iOS',
      'Unknown browser',
    ]);
    expect(within(rows[0]!).getByText('This device')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Sign out of this session' })).toBeTruthy();
    expect(rows[1]!.querySelectorAll('time').length).toBe(2);

    const listed = calls.find((call) => call.url.pathname === SESSIONS_PATH)!;
    expect(listed.headers).toMatchObject({
      authorization: 'Bearer access-token-1',
      'x-session-id': 'S'.repeat(43),
    });
  });

  it('signs another session out through its revoke path, then lists the sessions again', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/account/', sessionsGateway([THIS_DEVICE, PHONE, LAPTOP]));
    const sessions = await screen.findByRole('region', { name: 'Your sessions' });
    const [, phone] = await within(sessions).findAllByRole('listitem');
    await user.click(within(phone!).getByRole('button', { name: 'Sign out of this session' }));
    await waitFor(() => expect(within(sessions).getAllByRole('listitem')).toHaveLength(2));
    expect(within(sessions).queryByText('Mozilla/5.0 (iPhone) Safari/605.1')).toBeNull();

    const revoke = calls.filter((call) => call.url.pathname.endsWith('/revoke/'));
    expect(revoke.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      `POST ${SESSIONS_PATH}${PHONE.id}/revoke/`,
    ]);
    expect(revoke[0]!.headers).toMatchObject({
      authorization: 'Bearer access-token-1',
      'x-csrf-token': 'csrf-of-the-session',
    });
    expect(calls.filter((call) => call.url.pathname === SESSIONS_PATH)).toHaveLength(2);
  });

  it('asks a visitor to sign in, coming back to the account page', async () => {
    const { requests } = renderApp('/account/', { [IDENTITY_PATH]: answering(VISITOR) });
    expect(await screen.findByRole('heading', { name: 'Sign in to see your account' })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/api/identity/login/?next=%2Faccount%2F',
    );
    expect(requests.some((url) => url.pathname === SESSIONS_PATH)).toBe(false);
  });

  it('shows the visitor when a refused token cannot be renewed (the session was revoked elsewhere)', async () => {
    let identityCalls = 0;
    renderApp('/account/', {
      [IDENTITY_PATH]: () => ({ body: { data: ++identityCalls === 1 ? signedInFixture() : VISITOR } }),
      [SESSIONS_PATH]: () => ({
        status: 401,
        body: { error: { code: 'UNAUTHENTICATED', message: 'The session has ended: sign in again' } },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Sign in to see your account' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(identityCalls).toBe(2);
  });

  it('is rendered on the server for nobody, busy, and hydrates without a mismatch before it knows the reader', async () => {
    const server = testApi({});
    const serverQueries = testQueryClient();
    const handler = createStaticHandler(
      createAppRoutes({ queryClient: serverQueries, api: server.api, waitForData: true }),
    );
    const context = await handler.query(new Request('http://futgg.local/account/'));
    if (context instanceof Response) throw new Error(`redirected to ${context.headers.get('location')}`);
    const title: TitleCollector = { title: null };
    const html = renderToString(
      <StrictMode>
        <PageTitleContext.Provider value={title}>
          <AppProviders api={server.api} queryClient={serverQueries}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
            />
          </AppProviders>
        </PageTitleContext.Provider>
      </StrictMode>,
    );
    expect(title.title).toBe('Your account · FUTGG');
    expect(server.requests).toEqual([]);
    const container = document.createElement('div');
    container.innerHTML = html;
    expect([...container.querySelectorAll('[aria-busy="true"]')].map((element) => element.className)).toEqual(
      ['user-menu', 'account-page'],
    );
    expect(container.textContent).not.toContain('Sign in');

    document.body.append(container);
    const browser = testApi({ [IDENTITY_PATH]: answering(VISITOR) });
    const queryClient = testQueryClient();
    const routes = createAppRoutes({ queryClient, api: browser.api });
    await resolveLazyRoutes(routes, '/account/');
    const router = createMemoryRouter(routes, {
      initialEntries: ['/account/'],
      hydrationData: { loaderData: context.loaderData, actionData: context.actionData },
    });
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <StrictMode>
          <AppProviders api={browser.api} queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(recoverable).toEqual([]);
    expect(
      await within(container).findByRole('heading', { name: 'Sign in to see your account' }),
    ).toBeTruthy();
    container.remove();
  });
});
