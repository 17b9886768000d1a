import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { GATEWAY_KEEPALIVE_TIMEOUT_S } from '../../platform-apps.js';

export interface EchoedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly bodyBytes: number;
}

export interface EchoUpstream {
  readonly port: number;
  readonly close: () => Promise<void>;
}

/**
 * A stand-in for the gateway: answers every request with what it received, as JSON. Two paths act
 * like the real gateway in special cases: `/api/test/big-json` (a large compressible body) and
 * `/api/test/gateway-timeout` (the gateway's own 504 error body).
 */
export const startEchoUpstream = (port: number): Promise<EchoUpstream> =>
  new Promise((resolve, reject) => {
    const server: Server = createServer((req, res) => {
      let bodyBytes = 0;
      req.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      req.on('end', () => {
        if (req.url === '/api/test/big-json') {
          const rows = Array.from({ length: 500 }, (_, i) => ({
            eaId: i,
            commonName: `Player ${i}`,
            overall: 80,
          }));
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ rows }));
          return;
        }
        if (req.url === '/api/test/gateway-timeout') {
          res.writeHead(504, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({ error: { code: 'TIMEOUT', message: 'catalog did not answer in 5000 ms' } }),
          );
          return;
        }
        const echoed: EchoedRequest = {
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          bodyBytes,
        };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(echoed));
      });
    });
    // As the gateway's: longer than NGINX's upstream keepalive_timeout, as in production.
    server.keepAliveTimeout = GATEWAY_KEEPALIVE_TIMEOUT_S * 1000;
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
