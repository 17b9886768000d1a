import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '../app/provider';
import { createAppRoutes } from '../app/router';
import { createApi } from '../lib/api';

/** A request as the fake network saw it: what tests assert on besides the URL. */
export interface FakeRequest {
  url: URL;
  method: string;
  /** Lower-cased names, as Headers gives them. */
  headers: Record<string, string>;
  body: string | undefined;
  /** Sent with fetch's keepalive (a write made as the page closes). */
  keepalive?: boolean;
}

export type FakeRoute = (
  url: URL,
  request: FakeRequest,
) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** Who the fake gateway says the reader is when a test does not say: the visitor, as without a cookie. */
export const IDENTITY_PATH = '/api/identity/';
const visitor: FakeRoute = () => ({ body: { data: { isAuthenticated: false } } });

/**
 * A fetch that answers from handlers keyed by path (the real ApiClient builds the URLs), recording
 * every URL asked for, so tests assert on the requests the app really makes (`calls` adds the method,
 * headers and body).
 */
export const fakeFetch = (handlers: Record<string, FakeRoute>) => {
  const requests: URL[] = [];
  const calls: FakeRequest[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: FakeRequest = {
      url,
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? init.body : undefined,
      keepalive: init?.keepalive === true,
    };
    requests.push(url);
    calls.push(request);
    const handler = handlers[url.pathname];
    const answer = handler
      ? await handler(url, request)
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: url.pathname } } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, requests, calls };
};

/** A server-sent event stream the fake network answered: the test writes its events and ends it. */
export interface FakeStream {
  push(text: string): void;
  end(): void;
  url: URL;
  /** Lower-cased names, as Headers gives them. */
  headers: Record<string, string>;
}

/**
 * A fetch that answers every `…/stream/` path with a text/event-stream the test writes (`streams`, in the
 * order opened; aborting the request errors its body, as a browser's fetch does), the rest from `fetch`.
 */
export const withFakeStreams = (fetch: typeof globalThis.fetch) => {
  const streams: FakeStream[] = [];
  const streaming = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.endsWith('/stream/')) return fetch(input, init);
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    init?.signal?.addEventListener('abort', () =>
      controller.error(new DOMException('aborted', 'AbortError')),
    );
    streams.push({
      push: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
      url,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  }) as typeof globalThis.fetch;
  return { fetch: streaming, streams };
};

export const testApi = (handlers: Record<string, FakeRoute>) => {
  const fake = fakeFetch({ [IDENTITY_PATH]: visitor, ...handlers });
  return { api: createApi({ fetch: fake.fetch }), requests: fake.requests, calls: fake.calls };
};

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000, gcTime: Infinity } } });

/** The whole app (routes, providers) at a path, over a fake API. */
export const renderApp = (path: string, handlers: Record<string, FakeRoute>) => {
  const { api, requests, calls } = testApi(handlers);
  const queryClient = testQueryClient();
  const router = createMemoryRouter(createAppRoutes({ queryClient, api }), { initialEntries: [path] });
  const view = render(
    <AppProviders api={api} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, requests, calls, api, queryClient };
};
