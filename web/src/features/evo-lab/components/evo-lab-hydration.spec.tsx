import { StrictMode } from 'react';
import { act, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server.node';
import { hydrateRoot } from 'react-dom/client';
import { dehydrate, hydrate } from '@tanstack/react-query';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from '../../../app/provider';
import { createAppRoutes, resolveLazyRoutes } from '../../../app/router';
import { coreDataQuery } from '../../../lib/core-data';
import { coreDataFixture } from '../../../testing/fixtures';
import { testApi, testQueryClient } from '../../../testing/render';
import { labGateway } from '../testing/lab-fixtures';

/**
 * The page renderer's way (server/render-page.tsx): the route's loader fetches, the page renders for
 * nobody, and its queries travel in the page; core data is shared, so the browser fetches it itself
 * before hydrating (main.tsx). A renderer that has not served core data yet starts without it.
 */
const renderOnServer = async (path: string) => {
  const server = testApi(labGateway().handlers);
  const queries = testQueryClient();
  const handler = createStaticHandler(
    createAppRoutes({ queryClient: queries, api: server.api, waitForData: true }),
  );
  const context = await handler.query(new Request(`http://futgg.local${path}`));
  if (context instanceof Response) throw new Error('redirected');
  const html = renderToString(
    <StrictMode>
      <AppProviders api={server.api} queryClient={queries}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
      </AppProviders>
    </StrictMode>,
  );
  return { html, context, state: dehydrate(queries) };
};

describe('the evolution lab rendered on the server', () => {
  it.each(['/evo-lab/', '/evo-lab/?eaId=1000&step=evolutions', '/evo-lab/?mode=my-evolutions'])(
    'hydrates %s without a mismatch',
    async (path) => {
      const { html, context, state } = await renderOnServer(path);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const browser = testApi(labGateway().handlers);
      const queryClient = testQueryClient();
      hydrate(queryClient, state);
      queryClient.setQueryData(coreDataQuery(browser.api, 26).queryKey, coreDataFixture());
      const routes = createAppRoutes({ queryClient, api: browser.api });
      await resolveLazyRoutes(routes, path);
      const router = createMemoryRouter(routes, {
        initialEntries: [path],
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
      expect(recoverable.map(String)).toEqual([]);
      expect(await within(container).findByRole('heading', { level: 1, name: 'Evolution Lab' })).toBeTruthy();
      if (path.includes('eaId')) {
        // The card came with the page: no request for it in the browser.
        expect(within(container).getByRole('figure', { name: /Kylian Mbappé card/ })).toBeTruthy();
        expect(browser.requests.map((url) => url.pathname)).not.toContain(
          '/api/fut/player-item-definitions/26/1000/',
        );
      }
      container.remove();
    },
  );

  it('keeps a name typed before the app took the page over, and searches it', async () => {
    const { html, context, state } = await renderOnServer('/evo-lab/');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    (within(container).getByLabelText('Player name') as HTMLInputElement).value = 'Kyl';
    const browser = testApi(labGateway().handlers);
    const queryClient = testQueryClient();
    hydrate(queryClient, state);
    queryClient.setQueryData(coreDataQuery(browser.api, 26).queryKey, coreDataFixture());
    const routes = createAppRoutes({ queryClient, api: browser.api });
    await resolveLazyRoutes(routes, '/evo-lab/');
    const router = createMemoryRouter(routes, {
      initialEntries: ['/evo-lab/'],
      hydrationData: { loaderData: context.loaderData, actionData: context.actionData },
    });
    await act(async () => {
      hydrateRoot(
        container,
        <StrictMode>
          <AppProviders api={browser.api} queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      );
    });
    expect(await within(container).findByText('Cards matching “Kyl”')).toBeTruthy();
    expect(browser.requests.some((url) => url.searchParams.get('search') === 'Kyl')).toBe(true);
    container.remove();
  });
});
