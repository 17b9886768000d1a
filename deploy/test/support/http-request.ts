import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

export interface HttpResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** Raw bytes as received: still gzip-compressed when the server compressed them. */
  readonly body: Buffer;
  readonly text: string;
  readonly elapsedMs: number;
}

export interface HttpRequestOptions {
  readonly method?: string;
  readonly headers?: Record<string, string | number>;
  readonly body?: Buffer | string;
  readonly timeoutMs?: number;
}

/**
 * One request on a fresh connection (agent: false), so a test never reuses a socket another test
 * left in an unknown state. Rejects on timeout instead of hanging the suite.
 */
export const httpRequest = (url: string, options: HttpRequestOptions = {}): Promise<HttpResponse> =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: body.toString('utf8'),
            elapsedMs: Date.now() - started,
          });
        });
      },
    );
    req.setTimeout(options.timeoutMs ?? 10_000, () => req.destroy(new Error(`${url} timed out`)));
    req.on('error', reject);
    req.end(options.body);
  });
