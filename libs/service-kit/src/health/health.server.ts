import { createServer, type Server } from 'node:http';
import type { HealthReport } from '@futgg/contracts';

/**
 * Plain HTTP health endpoints beside the NATS transport: `/health` (readiness: 200 only when every
 * dependency answers) and `/health/live` (liveness). Kept off Nest so a stuck handler cannot hide them.
 */
export const startHealthServer = async (
  port: number,
  report: () => Promise<HealthReport>,
): Promise<{ server: Server; port: number }> => {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/health/live') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (path !== '/health' && path !== '/health/') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: `No route ${path}` } }));
      return;
    }
    report().then(
      (health) => {
        response.writeHead(health.status === 'ok' ? 200 : 503, { 'content-type': 'application/json' });
        response.end(JSON.stringify(health));
      },
      (error: unknown) => {
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ status: 'degraded', error: String(error) }));
      },
    );
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve());
  });
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : port };
};
