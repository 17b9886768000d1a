import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { hydrate, notifyManager } from '@tanstack/react-query';
import { AppProviders } from './app/provider';
import { createAppRouter, createAppRoutes, resolveLazyRoutes } from './app/router';
import { readServerState } from './app/server-state';
import { createApi } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { sharedQueryOptions } from './lib/shared-queries';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A query's answer reaches React in the same task that received it, not in a later timer task (the
// default), which let the browser paint a frame between the rows arriving and the rows shown.
notifyManager.setScheduler(queueMicrotask);

// One query client and API for the router's prefetching and for the components.
const queryClient = createQueryClient();
const api = createApi();
const dependencies = { queryClient, api };
// A page the renderer sent (web-render) carries its data: hydrate it. The bare shell (NGINX's
// fallback, the gateway serving the build) is rendered here from scratch.
const serverState = readServerState(document);

const app = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <AppProviders api={api} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

if (serverState) {
  hydrate(queryClient, serverState.queries);
  // The page was rendered with core data it does not carry; hydrating without it would not match. If
  // it cannot be fetched, React's mismatch recovery renders the page afresh (with the error states).
  await Promise.all(
    (serverState.shared ?? []).map(({ queryKey }) => {
      const options = sharedQueryOptions(api, queryKey);
      return options && queryClient.ensureQueryData(options).catch(() => undefined);
    }),
  );
  const routes = createAppRoutes(dependencies);
  await resolveLazyRoutes(routes, location.pathname);
  hydrateRoot(root, app(createAppRouter(dependencies, serverState.router, routes)), {
    onRecoverableError: (error) => console.error('Hydration did not match the server page', error),
  });
} else {
  createRoot(root).render(app(createAppRouter(dependencies)));
}
