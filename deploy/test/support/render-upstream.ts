import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { WEB_RENDER_KEEPALIVE_TIMEOUT_S } from '../../platform-apps.js';

export interface RenderedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
}

export interface RenderUpstream {
  readonly port: number;
  /** Every request the stand-in received, in order (health probes included). */
  readonly seen: RenderedRequest[];
  readonly close: () => Promise<void>;
}

// The headers the real renderer sets on every page (web/src/server/renderer-server.ts), with values
// NGINX must replace, not duplicate.
const RENDERER_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy': "frame-ancestors 'self'; base-uri 'self'; object-src 'none'",
};

export const RENDERED_MARK = '<meta name="rendered-by" content="stand-in">';

/** The request a stand-in page echoes, read back from its HTML. */
export const renderedRequestOf = (html: string): RenderedRequest => {
  const encoded = /<html data-echo="([A-Za-z0-9+/=]+)">/.exec(html)?.[1];
  if (!encoded) throw new Error(`not a page of the stand-in renderer: ${html.slice(0, 200)}`);
  return JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as RenderedRequest;
};

/**
 * A stand-in for the page renderer (web-render): `/health` and `/health/live` answer JSON, every other
 * GET an HTML page that carries the request it received. A few paths answer as the renderer does in
 * special cases: `/test/redirect` (302), `/test/missing` (its own 404 page), `/test/status/<code>`
 * (that status, e.g. 503 when overloaded), `/test/cached` (a page with its own Cache-Control), `/test/big` (a large page).
 */
export const startRenderUpstream = (port: number): Promise<RenderUpstream> =>
  new Promise((resolve, reject) => {
    const seen: RenderedRequest[] = [];
    const server: Server = createServer((req, res) => {
      const request: RenderedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers };
      seen.push(request);
      const [path = ''] = request.url.split('?');
      if (path === '/health' || path === '/health/live') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"status":"ok"}');
        return;
      }
      const page = (status: number, body: string, headers: Record<string, string> = {}) => {
        res.writeHead(status, {
          'content-type': 'text/html; charset=utf-8',
          ...RENDERER_SECURITY_HEADERS,
          ...headers,
        });
        res.end(
          `<!doctype html><html data-echo="${Buffer.from(JSON.stringify(request)).toString('base64')}">` +
            `<head>${RENDERED_MARK}</head><body>${body}</body></html>`,
        );
      };
      if (path === '/test/redirect') return page(302, 'moved', { location: '/26/players/' });
      if (path === '/test/missing') return page(404, '<h1>No such player</h1>');
      const status = /^\/test\/status\/(\d{3})$/.exec(path)?.[1];
      if (status) return page(Number(status), `<h1>renderer answered ${status}</h1>`);
      if (path === '/test/cached') return page(200, 'cached', { 'cache-control': 'public, max-age=60' });
      if (path === '/test/big') {
        const rows = Array.from({ length: 500 }, (_, i) => `<tr><td>Player ${i}</td><td>85</td></tr>`);
        return page(200, `<table>${rows.join('')}</table>`);
      }
      return page(200, '<div id="root"><table><tr><td>Player 1</td></tr></table></div>');
    });
    // As the renderer's: longer than NGINX's upstream keepalive_timeout, as in production.
    server.keepAliveTimeout = WEB_RENDER_KEEPALIVE_TIMEOUT_S * 1000;
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port,
        seen,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
