// Docker HEALTHCHECK for every Node app image (node:20-slim has no curl or wget).
//   node healthcheck.mjs [url]
// Exit 0 when GET <url> answers 2xx within HEALTHCHECK_TIMEOUT_MS (2 s), else 1. Without a url:
// http://127.0.0.1:<HEALTH_PORT, else PORT, else 3000>/health, the readiness endpoint, so compose's
// depends_on waits until the app's data stores answer, not just until the process is up.
import { request } from 'node:http';

const fallbackPort = process.env.HEALTH_PORT || process.env.PORT || '3000';
const url = new URL(process.argv[2] || `http://127.0.0.1:${fallbackPort}/health`);
const timeoutMs = Number(process.env.HEALTHCHECK_TIMEOUT_MS || 2000);

const req = request(url, { method: 'GET', timeout: timeoutMs }, (res) => {
  res.resume();
  const ok = res.statusCode >= 200 && res.statusCode < 300;
  if (!ok) console.error(`healthcheck: ${url.href} answered ${res.statusCode}`);
  process.exit(ok ? 0 : 1);
});
req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
req.on('error', (error) => {
  console.error(`healthcheck: ${url.href}: ${error.message}`);
  process.exit(1);
});
req.end();
