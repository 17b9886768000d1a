import type { Contract } from '@futgg/contracts';
import type { RateLimitKind } from '../rate-limit/rate-limiter.js';

export interface RouteContext {
  params: Record<string, string>;
  /** The query string as sent, without the `?`. */
  rawQuery: string;
  body: unknown;
  /**
   * Who is calling, as far as the gateway can tell without a sign-in: a salted hash of the client's
   * address (as the trusted proxies report it) and user agent, never the address itself. Computed when
   * read. Absent where a context is built outside the registrar (tests).
   */
  readonly clientKey?: string;
}

export interface QueryParameterDoc {
  name: string;
  description: string;
  schema: Record<string, unknown>;
  required?: boolean;
}

/**
 * One HTTP route of the gateway as data: how it is documented, which NATS subject answers it, how long
 * its answer may be cached, and how the request becomes the subject's payload. The OpenAPI document is
 * generated from these definitions, so it lists exactly the routes that exist.
 */
export interface RouteDefinition {
  operationId: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** Fastify path; `:name` is a path parameter. Every path ends with a slash. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /**
   * The NATS subject's contract: the registrar parses the payload with `contract.request` before asking
   * (so a limit is written once, in the contract) and the OpenAPI text documents `contract.response`.
   */
  contract: Contract;
  /** Seconds a response may be cached (spec, second document, section 9); 0 means never. */
  cacheSeconds: number;
  isWrite?: boolean;
  /**
   * Who may call: absent, anyone, and the service is not told who calls; 'optional', the caller (or
   * none) is passed; 'required', a visitor gets 401 before the service is asked. A route with a caller
   * is never cached (one user's answer is not another's).
   */
  auth?: 'optional' | 'required';
  /** The spec's pro-competition calls: the CSRF header on every call, whatever the credential. */
  csrfAlways?: boolean;
  /**
   * A machine's route (the price scraper): `Authorization: Bearer <the named service token>` from the
   * gateway's environment, and nothing else, lets it through; users' tokens are not looked at.
   */
  serviceToken?: 'priceIngest';
  /** The rate-limit budget when not the read or write one (sign-ins, refreshes). */
  rateLimit?: RateLimitKind;
  /**
   * The largest body this route takes, when not the gateway's BODY_LIMIT_BYTES (a club file's import).
   * NGINX and the ingress must let it through too (deploy/nginx, k8s/base/ingress.yaml).
   */
  bodyLimitBytes?: number;
  pathParameters?: QueryParameterDoc[];
  queryParameters?: QueryParameterDoc[];
  /**
   * The status of a successful answer when not 200 (a view accepted for counting: 202). The OpenAPI
   * document still lists it under 200; the route's summary names the status.
   */
  successStatus?: 202;
  /** 'data' wraps the reply as `{ "data": … }`; 'page' relays a `{ data, totalCount }` reply as it is. */
  envelope: 'data' | 'page';
  /** Contract fields the caller knows by another name (`pageSize` → `page_size`), for error messages. */
  httpNames?: Readonly<Record<string, string>>;
  /**
   * Turns the HTTP request into the contract's request (path, query, body names to payload names). It
   * checks only what HTTP alone knows (unknown query parameters, path syntax); the contract checks the
   * values.
   */
  toPayload(context: RouteContext): unknown;
}
