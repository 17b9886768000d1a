import { apiPath, encodeQuery, type QueryParams } from './query-string.js';

export interface ApiClientOptions {
  /** Origin of the API; empty for same-origin requests from the browser. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** The signed-in user's credential, sent as `Authorization: Bearer …` when present. */
  getToken?: () => string | null | undefined;
  /** The session id, sent only on the calls the spec names (evo lab, tactics, identity, collections, votes). */
  getSessionId?: () => string | null | undefined;
}

export interface RequestOptions {
  /** The optional namespace segment after /api/fut (`evolutions`, `core`, …). */
  namespace?: string;
  query?: QueryParams;
  /**
   * A query string already in the spec's encoding (game-rules' encodeFilterQuery output), sent as it is,
   * before `query`: decoding and re-encoding it here could only change its bytes (and so its cache key).
   */
  encodedQuery?: string;
  body?: unknown;
  withSession?: boolean;
  /** Paths outside /api/fut (`/api/comments/…`) pass their own base path. */
  basePath?: string;
  signal?: AbortSignal;
}

/** The spec's session id header (its name is not shown in the spec; this is ours). */
export const SESSION_HEADER = 'X-Session-Id';

/** Thrown on any non-OK answer with the spec's message; status and error body kept for callers. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly url: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export class ApiClient {
  private readonly cachedGets = new Map<string, Promise<unknown>>();

  constructor(private readonly options: ApiClientOptions = {}) {}

  urlFor(
    path: string,
    options: Pick<RequestOptions, 'namespace' | 'query' | 'encodedQuery' | 'basePath'> = {},
  ): string {
    const query = [options.encodedQuery, encodeQuery(options.query)].filter(Boolean).join('&');
    return `${this.options.baseUrl ?? ''}${apiPath(path, options.namespace, options.basePath)}${query ? `?${query}` : ''}`;
  }

  private headersFor(options: RequestOptions): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const token = this.options.getToken?.();
    if (token) headers['Authorization'] = `Bearer ${token}`;
    const session = options.withSession ? this.options.getSessionId?.() : undefined;
    if (session) headers[SESSION_HEADER] = session;
    return headers;
  }

  private async send<T>(
    method: string,
    path: string,
    options: RequestOptions,
    failure: (status: number, url: string) => string,
  ): Promise<T> {
    const url = this.urlFor(path, options);
    const response = await (this.options.fetch ?? globalThis.fetch)(url, {
      method,
      headers: this.headersFor(options),
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const text = await response.text();
    const body: unknown = text ? safeJson(text) : null;
    if (!response.ok) throw new ApiError(failure(response.status, url), response.status, url, body);
    return body as T;
  }

  /** Any non-OK answer fails with 'Failed to fetch {url}' (spec, first document, section 8). */
  request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, options: RequestOptions = {}): Promise<T> {
    return this.send<T>(method, path, options, (_status, url) => `Failed to fetch ${url}`);
  }

  get<T>(path: string, options: RequestOptions = {}) {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, body: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', path, { ...options, body });
  }

  delete<T>(path: string, options: RequestOptions = {}) {
    return this.request<T>('DELETE', path, options);
  }

  /**
   * The one-time cached GET: the first call fetches, later calls with the same URL share its result;
   * a status outside 200..299 fails with 'API failed with status {status}' and is not cached.
   */
  cachedGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const key = this.urlFor(path, options);
    const cached = this.cachedGets.get(key);
    if (cached) return cached as Promise<T>;
    const pending = this.send<T>('GET', path, options, (status) => `API failed with status ${status}`);
    this.cachedGets.set(key, pending);
    pending.catch(() => this.cachedGets.delete(key));
    return pending;
  }
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};
