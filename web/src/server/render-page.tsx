import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { defaultShouldDehydrateQuery, dehydrate } from '@tanstack/react-query';
import { AppProviders } from '../app/provider';
import { createAppRoutes, pageStatusOf } from '../app/router';
import { serverStateElement, type ServerState } from '../app/server-state';
import { createApi, httpStatusOf } from '../lib/api';
import { createQueryClient } from '../lib/query-client';
import { insertIntoShell, withTitle } from './page-shell';
import { PageTitleContext, type TitleCollector } from '../components/page-title';
import type { SharedQueries } from './shared-queries';
import { recordQueriesRead } from './queries-read';
import { sharedQueryUrl } from '../lib/shared-queries';

export interface PageRequest {
  /** Absolute URL of the page, as the browser asked for it. */
  url: string;
  /** Headers for every API call the render makes (request id, forwarded client address). */
  apiHeaders: Record<string, string>;
  gatewayUrl: string;
  /** dist/index.html of the client build as it is: what goes out when a page cannot be rendered. */
  shell: string;
  /** The same, prepared for rendered pages (prepareShell). */
  renderShell: string;
  /** Core data and the like, kept across pages. */
  sharedQueries: SharedQueries;
  signal: AbortSignal;
}

export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Why the page went out as the bare shell (the browser renders it), when it did. */
  fallback?: string;
}

const HTML = 'text/html; charset=utf-8';

/** The client build's shell as it is: the browser renders the page itself. */
export const shellPage = (shell: string, status: number, fallback: string): RenderedPage => ({
  status,
  headers: { 'content-type': HTML, 'cache-control': 'no-cache' },
  body: shell,
  fallback,
});

/**
 * Renders one page of the app to HTML with its data: the route's loader fetches through the gateway
 * (waitForData), the app renders from that cache, and the cache and loader data travel in the page for
 * the browser to hydrate. A page whose data failed goes out as the bare shell instead (the browser asks
 * again and shows its own error or not-found state), with 404 when the API said so.
 */
export const renderPage = async (request: PageRequest): Promise<RenderedPage> => {
  const queryClient = createQueryClient();
  request.sharedQueries.seed(queryClient);
  const read = recordQueriesRead(queryClient.getQueryCache());
  // No reader's credentials here: pages are rendered for nobody in particular (the browser asks who
  // its reader is once it has hydrated).
  const api = createApi({
    baseUrl: request.gatewayUrl,
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string> | undefined), ...request.apiHeaders },
        signal: init?.signal ? AbortSignal.any([init.signal, request.signal]) : request.signal,
      }),
  });
  const handler = createStaticHandler(createAppRoutes({ queryClient, api, waitForData: true }));
  const started = performance.now();
  const context = await handler.query(new Request(request.url, { signal: request.signal }));
  const dataMs = performance.now() - started;
  if (context instanceof Response) {
    return {
      status: context.status,
      headers: { location: context.headers.get('location') ?? '/', 'cache-control': 'no-cache' },
      body: '',
    };
  }
  request.sharedQueries.keep(queryClient);
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .find((query) => query.state.status === 'error');
  if (failed) {
    // The API's verdict on the address is the page's: a card that does not exist is a 404, an address
    // the API refuses (a NUL byte in a search, a bound out of range) a 400. Anything else (the API down
    // or slow) sends the shell with 200, and the browser tries again itself.
    const apiStatus = httpStatusOf(failed.state.error);
    const status = apiStatus === 404 || apiStatus === 400 ? apiStatus : 200;
    return shellPage(request.shell, status, `data failed: ${String(failed.state.error)}`);
  }
  if (context.errors) return shellPage(request.shell, 200, 'route error');

  const router = createStaticRouter(handler.dataRoutes, context);
  const title: TitleCollector = { title: null };
  const html = renderToString(
    <StrictMode>
      <PageTitleContext.Provider value={title}>
        <AppProviders api={api} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageTitleContext.Provider>
    </StrictMode>,
  );
  const { sharedQueries } = request;
  const state: ServerState = {
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        defaultShouldDehydrateQuery(query) && !sharedQueries.covers(query.queryKey),
    }),
    router: { loaderData: context.loaderData, actionData: context.actionData },
    // What the page read but does not carry: the browser fetches it before hydrating.
    shared: queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => read.has(query.queryHash) && sharedQueries.covers(query.queryKey))
      .flatMap((query) => {
        const url = sharedQueryUrl(query.queryKey);
        return url ? [{ queryKey: query.queryKey, url }] : [];
      }),
  };
  const body = withTitle(
    insertIntoShell(request.renderShell, { root: html, afterRoot: serverStateElement(state) }),
    title.title,
  );
  const isNotFound = context.matches[context.matches.length - 1]?.route.path === '*';
  const renderMs = performance.now() - started - dataMs;
  return {
    status: isNotFound ? 404 : (pageStatusOf(context.loaderData) ?? 200),
    headers: {
      'content-type': HTML,
      'cache-control': 'no-cache',
      // Where a slow page spent its time, readable in the browser's network panel.
      'server-timing': `data;dur=${dataMs.toFixed(1)}, render;dur=${renderMs.toFixed(1)}`,
    },
    body,
  };
};
