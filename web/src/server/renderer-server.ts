import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import proxyaddr from '@fastify/proxy-addr';
import type { RendererConfig, TrustedProxies } from './config';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { pageContentSecurityPolicy } from './content-security-policy';
import { prepareShell } from './page-shell';
import { SharedQueries } from './shared-queries';
import { isSharedQuery } from '../lib/shared-queries';
import { renderPage, shellPage, type RenderedPage } from './render-page';

const LEVEL_RANK = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof LEVEL_RANK;

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
// The headers NGINX's static pages carry (deploy/nginx/render-nginx-config.ts), so a page looks the
// same to the browser whichever of the two answered it.
// The Content-Security-Policy is the page's own (content-security-policy.ts): NGINX passes it through.
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

const BUILT_STYLESHEET = /^\/assets\/[\w.-]+\.css$/;

/** A stylesheet of the client build by its href (only /assets/*.css), to be written into the pages. */
const builtStylesheet = (webDist: string, href: string): string | undefined => {
  if (!BUILT_STYLESHEET.test(href)) return undefined;
  const path = join(webDist, href);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
};

export interface RunningRenderer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/**
 * The client's address for the gateway's rate limits: from the socket's peer back through
 * X-Forwarded-For, each address the configured proxies (TRUSTED_PROXIES) vouch for is passed over; the
 * first they do not vouch for is the client. An entry a client wrote itself is never believed unless a
 * trusted proxy stands behind it, and visitors behind the ingress each keep their own address.
 */
export const clientAddressOf = (request: IncomingMessage, isTrustedProxy: TrustedProxies): string =>
  proxyaddr(request, isTrustedProxy) || '127.0.0.1';

/** The page's absolute URL: the host is fixed, so a forged Host header cannot reach the router. */
const pageUrlOf = (request: IncomingMessage) => new URL(request.url ?? '/', 'http://futgg.local').toString();

/**
 * The page renderer's HTTP server: GET /health and /health/live for probes, any other GET or HEAD a
 * rendered page. A page whose render fails or takes longer than renderTimeoutMs goes out as the bare
 * shell, which the browser renders itself: a slow API never makes the site unreachable.
 */
export const startRenderer = async (config: RendererConfig): Promise<RunningRenderer> => {
  const shell = readFileSync(join(config.webDist, 'index.html'), 'utf8');
  const renderShell = prepareShell(shell, (href) => builtStylesheet(config.webDist, href));
  const sharedQueries = new SharedQueries(isSharedQuery, CACHE_SECONDS.LISTS * 1000);
  const log = (level: Level, msg: string, fields: Record<string, unknown> = {}) => {
    if (LEVEL_RANK[level] < LEVEL_RANK[config.logLevel]) return;
    process.stdout.write(
      `${JSON.stringify({ level, time: new Date().toISOString(), service: 'web-render', msg, ...fields })}\n`,
    );
  };

  // Both shells a page can go out in: the rendered one and the bare one (a failed or slow render).
  const pageHeaders = {
    ...SECURITY_HEADERS,
    'content-security-policy': pageContentSecurityPolicy(renderShell, shell),
  };
  const send = (response: ServerResponse, page: RenderedPage, isHead: boolean) => {
    response.writeHead(page.status, { ...pageHeaders, ...page.headers });
    response.end(isHead ? undefined : page.body);
  };

  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/health' || path === '/health/live') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end('{"status":"ok"}');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'application/json' });
      response.end('{"error":{"code":"METHOD_NOT_ALLOWED","message":"pages answer GET and HEAD only"}}');
      return;
    }
    const header = request.headers['x-request-id'];
    const requestId = typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
    response.setHeader('x-request-id', requestId);
    const started = performance.now();
    const signal = AbortSignal.timeout(config.renderTimeoutMs);
    renderPage({
      url: pageUrlOf(request),
      gatewayUrl: config.gatewayUrl,
      shell,
      renderShell,
      sharedQueries,
      signal,
      apiHeaders: {
        'x-request-id': requestId,
        'x-forwarded-for': clientAddressOf(request, config.trustedProxies),
      },
    })
      .catch((error: unknown) => {
        log('warn', 'Render failed; sending the shell', { requestId, err: String(error) });
        return shellPage(shell, 200, signal.aborted ? 'timeout' : 'render failed');
      })
      .then((page) => {
        send(response, page, request.method === 'HEAD');
        log('debug', 'Page', {
          requestId,
          path,
          status: page.status,
          ms: Math.round(performance.now() - started),
          ...(page.fallback ? { fallback: page.fallback } : {}),
        });
      })
      .catch((error: unknown) => log('error', 'Could not answer', { requestId, err: String(error) }));
  });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log('info', 'Page renderer listening', { port, gatewayUrl: config.gatewayUrl });
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
};
