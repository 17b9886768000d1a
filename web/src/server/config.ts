import { dirname, join, resolve } from 'node:path';
import proxyaddr from '@fastify/proxy-addr';
import { fileURLToPath } from 'node:url';

export interface RendererConfig {
  port: number;
  host: string;
  gatewayUrl: string;
  /** The client build (web/dist): its index.html is every page's shell. */
  webDist: string;
  /** Longest a page waits for its data before going out as the bare shell. */
  renderTimeoutMs: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** Whether an address is a proxy whose X-Forwarded-For entry is believed (TRUSTED_PROXIES). */
  trustedProxies: TrustedProxies;
}

export type TrustedProxies = (address: string, hop: number) => boolean;

/**
 * TRUSTED_PROXIES: a comma list of addresses, CIDR ranges or the names loopback, linklocal and
 * uniquelocal (the gateway reads the same variable). Default loopback: NGINX on the same machine.
 */
export const trustedProxiesOf = (value: string | undefined): TrustedProxies => {
  const list = (value ?? 'loopback')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    return proxyaddr.compile(list);
  } catch (error) {
    throw new Error(`TRUSTED_PROXIES must list addresses or CIDR ranges: ${(error as Error).message}`);
  }
};

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;

const integer = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
};

/** Reads the renderer's settings from the environment; a bad value stops start-up naming the variable. */
export const loadRendererConfig = (env: NodeJS.ProcessEnv = process.env): RendererConfig => {
  const logLevel = env['LOG_LEVEL'] ?? 'info';
  if (!(LEVELS as readonly string[]).includes(logLevel))
    throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, got "${logLevel}"`);
  const gatewayUrl = (env['GATEWAY_URL'] ?? 'http://gateway:3000').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(gatewayUrl))
    throw new Error(`GATEWAY_URL must be an http(s) origin such as http://gateway:3000, got "${gatewayUrl}"`);
  return {
    port: integer(env, 'PORT', 3010, 0, 65535),
    host: env['HOST'] ?? '0.0.0.0',
    gatewayUrl,
    webDist: resolve(env['WEB_DIST'] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')),
    renderTimeoutMs: integer(env, 'RENDER_TIMEOUT_MS', 3000, 50, 60_000),
    logLevel: logLevel as RendererConfig['logLevel'],
    trustedProxies: trustedProxiesOf(env['TRUSTED_PROXIES']),
  };
};
