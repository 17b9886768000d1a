import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { ApiClient } from '@futgg/api-client';
import { AppProviders } from '../app/provider';
import { createAppRoutes } from '../app/router';
import { createApi } from '../lib/api';

export type FakeRoute = (
  url: URL,
) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/**
 * A fetch that answers from handlers keyed by path (the real ApiClient builds the URLs), recording
 * every URL asked for, so tests assert on the requests the app really makes.
 */
export const fakeFetch = (handlers: Record<string, FakeRoute>) => {
  const requests: URL[] = [];
  const fetch = (async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(url);
    const handler = handlers[url.pathname];
    const answer = handler
      ? await handler(url)
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: url.pathname } } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, requests };
};

export const testApi = (handlers: Record<string, FakeRoute>) => {
  const fake = fakeFetch(handlers);
  return { api: createApi(new ApiClient({ fetch: fake.fetch })), requests: fake.requests };
};

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000, gcTime: Infinity } } });

/** The whole app (routes, providers) at a path, over a fake API. */
export const renderApp = (path: string, handlers: Record<string, FakeRoute>) => {
  const { api, requests } = testApi(handlers);
  const queryClient = testQueryClient();
  const router = createMemoryRouter(createAppRoutes({ queryClient, api }), { initialEntries: [path] });
  const view = render(
    <AppProviders api={api} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, requests };
};
