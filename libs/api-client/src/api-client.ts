import { apiPath, encodeQuery, type QueryParams } from './query-string.js';

export interface ApiClientOptions {
  /** Origin of the API; empty for same-origin requests from the browser. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /**
   * The signed-in user's credential, sent as `Authorization: Bearer …` when present. It may answer a
   * promise: the credential store does when its token is about to expire and it refreshes first.
   */
  getToken?: () => MaybeToken | Promise<MaybeToken>;
  /** The session id, sent only on the calls the spec names (evo lab, tactics, identity, collections, votes). */
  getSessionId?: () => string | null | undefined;
  /** The session's CSRF token, sent as `X-CSRF-Token` on every write (POST, DELETE) when known. */
  getCsrfToken?: () => string | null | undefined;
  /**
   * A request that carried `token` was answered 401: renew the credential and resolve true to have the
   * request sent once more (with what getToken then gives), false to fail it with the 401.
   */
  onUnauthorized?: (token: string) => Promise<boolean>;
}

type MaybeToken = string | null | undefined;

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
  /**
   * False: no `Authorization` header and so no refresh before it. The identity state is asked this way:
   * it IS the refresh, and its route reads the session, never a token.
   */
  withToken?: boolean;
  /** Paths outside /api/fut (`/api/comments/…`) pass their own base path. */
  basePath?: string;
  signal?: AbortSignal;
  /** A write that must outlive the page: sent as it closes (fetch's keepalive), its answer maybe never read. */
  keepalive?: boolean;
  /** The `Accept` header: JSON unless a stream is asked for (`text/event-stream`). */
  accept?: string;
}

/** The spec's session id header (its name is not shown in the spec; this is ours). */
export const SESSION_HEADER = 'X-Session-Id';
/** The session's CSRF token on writes (docs/identity.md, "CSRF"). */
export const CSRF_HEADER = 'X-CSRF-Token';

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

  private headersFor(method: string, options: RequestOptions, token: MaybeToken): Record<string, string> {
    const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers['Authorization'] = `Bearer ${token}`;
    const session = options.withSession ? this.options.getSessionId?.() : undefined;
    if (session) headers[SESSION_HEADER] = session;
    const csrf = method === 'GET' ? undefined : this.options.getCsrfToken?.();
    if (csrf) headers[CSRF_HEADER] = csrf;
    return headers;
  }

  private fetchOnce(method: string, url: string, options: RequestOptions, token: MaybeToken) {
    return (this.options.fetch ?? globalThis.fetch)(url, {
      method,
      headers: this.headersFor(method, options, token),
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  }

  /** The response to one call, its token renewed once after a 401; its body unread. */
  private async respond(method: string, url: string, options: RequestOptions): Promise<Response> {
    const pending = options.withToken === false ? undefined : this.options.getToken?.();
    // Awaited only when it is a promise: a token at hand (or none) leaves the request in this task, as
    // the early responses and the rows' timing were measured with.
    const token = isPromise(pending) ? await pending : pending;
    let response = await this.fetchOnce(method, url, options, token);
    // An expired or revoked token: renewed once, the request sent once more; a second 401 is the answer.
    if (response.status === 401 && token && (await this.options.onUnauthorized?.(token))) {
      await response.body?.cancel().catch(() => undefined);
      response = await this.fetchOnce(method, url, options, await this.options.getToken?.());
    }
    return response;
  }

  private async send<T>(
    method: string,
    path: string,
    options: RequestOptions,
    failure: (status: number, url: string) => string,
  ): Promise<T> {
    const url = this.urlFor(path, options);
    const response = await this.respond(method, url, options);
    const text = await response.text();
    const body: unknown = text ? safeJson(text) : null;
    if (!response.ok) throw new ApiError(failure(response.status, url), response.status, url, body);
    return body as T;
  }

  /**
   * Opens a server-sent event stream: a GET asking `text/event-stream`, with the caller's token (renewed
   * once after a 401, as every call is). The response as it came, its body unread: the caller reads the
   * events (readEventStream) and decides what a refusal means.
   */
  openStream(path: string, options: RequestOptions = {}): Promise<Response> {
    return this.respond('GET', this.urlFor(path, options), { ...options, accept: 'text/event-stream' });
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

const isPromise = <T>(value: T | Promise<T>): value is Promise<T> =>
  typeof (value as Promise<T> | null | undefined)?.then === 'function';

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};
