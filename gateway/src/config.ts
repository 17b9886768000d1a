import { z } from 'zod';
import { BaseServiceEnv, DEV_SESSION_SECRET, parseEnv } from '@futgg/service-kit';

const onOff = z.enum(['on', 'off']).transform((value) => value === 'on');

export const GatewayEnv = BaseServiceEnv.omit({ DATABASE_URL: true, DB_POOL_SIZE: true }).extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** How long the gateway waits for a service before answering 504 naming it. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
  RESPONSE_CACHE: onOff.default(true),
  /** The response cache's own Redis, bounded with maxmemory and allkeys-lru; REDIS_URL when unset. */
  CACHE_REDIS_URL: z.string().optional(),
  /** Replies larger than this are served but not cached. */
  CACHE_MAX_ENTRY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024),
  /** Prefix of every Redis key the gateway writes (cache, rate limits); tests make it unique per run. */
  REDIS_KEY_PREFIX: z.string().default('futgg:gateway:'),
  RATE_LIMIT: onOff.default(true),
  RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Sign-in starts and callbacks per address and minute. */
  RATE_LIMIT_SIGN_INS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Identity state reads (each mints a token: the refresh) per address and minute. */
  RATE_LIMIT_REFRESHES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Where the browser is; `https://` makes the session cookie Secure. Shared with identity. */
  PUBLIC_BASE_URL: z.string().url().default('http://localhost:8080'),
  /** Shared with identity: CSRF tokens are an HMAC under it. */
  SESSION_SECRET: z.string().min(32).default(DEV_SESSION_SECRET),
  NODE_ENV: z.string().default('development'),
  /** What the price scraper sends to POST /api/fut/prices/ingest/ (docs/pricing.md). */
  PRICE_INGEST_TOKEN: z.string().min(16).default('development-only-price-ingest-token'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /**
   * Proxies whose X-Forwarded-For entries are believed (addresses, CIDR ranges, or loopback, linklocal,
   * uniquelocal), walked from the peer back: the first address not listed is the client's, its
   * rate-limit key. Default loopback (NGINX on this machine); in k8s the cluster's pod range.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('loopback')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  /** When set, the gateway serves the built web app itself (used when NGINX is not installed). */
  WEB_DIST: z.string().optional(),
});
export type GatewayConfig = z.infer<typeof GatewayEnv>;

const DEV_PRICE_INGEST_TOKEN = GatewayEnv.shape.PRICE_INGEST_TOKEN.parse(undefined);

export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig => {
  const config = parseEnv(GatewayEnv, env);
  if (config.NODE_ENV === 'production' && config.SESSION_SECRET === DEV_SESSION_SECRET) {
    throw new Error('Invalid environment variable SESSION_SECRET: must be set when NODE_ENV=production');
  }
  if (config.NODE_ENV === 'production' && config.PRICE_INGEST_TOKEN === DEV_PRICE_INGEST_TOKEN) {
    throw new Error('Invalid environment variable PRICE_INGEST_TOKEN: must be set when NODE_ENV=production');
  }
  return config;
};
