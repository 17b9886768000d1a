import { z } from 'zod';
import { blankAsUnset, parseEnv } from '@futgg/service-kit';
import { DEFAULT_DEV_PASSWORDS, type DevPasswords } from './users.js';

const httpUrl = z.url({ protocol: /^https?$/ });

const commaList = (item: z.ZodType<string, string>) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1));

/** The sites `npm start` serves the platform on (NGINX and the gateway), by name and by address. */
const DEFAULT_SITE_ORIGINS = [
  'http://localhost:8080',
  'http://127.0.0.1:8080',
  'http://localhost:3000',
  'http://127.0.0.1:3000',
];

export const DEFAULT_DEV_OIDC_PORT = 3200;

export const DevOidcEnv = z.object({
  DEV_OIDC_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_DEV_OIDC_PORT),
  DEV_OIDC_HOST: z.string().min(1).default('127.0.0.1'),
  /** What the relying party is configured with; `http://localhost:<port>` when unset. */
  DEV_OIDC_ISSUER: blankAsUnset(httpUrl.optional()),
  DEV_OIDC_CLIENT_ID: z.string().min(1).default('futgg'),
  DEV_OIDC_CLIENT_SECRET: z.string().min(1).default('futgg-dev-secret'),
  DEV_OIDC_REDIRECT_URIS: blankAsUnset(
    commaList(httpUrl).default(DEFAULT_SITE_ORIGINS.map((origin) => `${origin}/api/identity/callback/`)),
  ),
  /** Where RP-initiated logout may return to; the redirect URIs' origins (with `/`) when unset. */
  DEV_OIDC_POST_LOGOUT_REDIRECT_URIS: blankAsUnset(commaList(httpUrl).optional()),
  /** Sign the provider's cookies; the first signs, all verify (so a key can be rotated in). */
  DEV_OIDC_COOKIE_KEYS: blankAsUnset(
    commaList(z.string().min(16)).default(['development-only-cookie-key-change-me']),
  ),
  DEV_OIDC_ALICE_PASSWORD: z.string().min(1).default(DEFAULT_DEV_PASSWORDS.alice),
  DEV_OIDC_BOB_PASSWORD: z.string().min(1).default(DEFAULT_DEV_PASSWORDS.bob),
  DEV_OIDC_ADMIN_PASSWORD: z.string().min(1).default(DEFAULT_DEV_PASSWORDS.admin),
  // Read by productionRefusal before this schema; listed here so a typo ("yes") stops start-up.
  DEV_OIDC_ALLOW_PRODUCTION: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface DevOidcConfig {
  /** 0 picks a free port. */
  port: number;
  host: string;
  /** Unset: `http://127.0.0.1:<the port it listens on>`. */
  issuer?: string | undefined;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  cookieKeys: string[];
  passwords: DevPasswords;
  logLevel: string;
}

/** `http://a:1/x/` and `http://a:1/y/` give `http://a:1/`: the site's home page, once per origin. */
export const postLogoutRedirectUrisFor = (redirectUris: readonly string[]): string[] => [
  ...new Set(redirectUris.map((uri) => `${new URL(uri).origin}/`)),
];

/** The settings, parsed once at start; a bad value stops start-up with one line naming the variable. */
export const loadDevOidcConfig = (env: NodeJS.ProcessEnv = process.env): DevOidcConfig => {
  const parsed = parseEnv(DevOidcEnv, env);
  const port = parsed.DEV_OIDC_PORT;
  return {
    port,
    host: parsed.DEV_OIDC_HOST,
    // localhost, as identity's OIDC_ISSUER_URL default says: the issuer must match it to the character.
    issuer: parsed.DEV_OIDC_ISSUER ?? (port === 0 ? undefined : `http://localhost:${port}`),
    clientId: parsed.DEV_OIDC_CLIENT_ID,
    clientSecret: parsed.DEV_OIDC_CLIENT_SECRET,
    redirectUris: parsed.DEV_OIDC_REDIRECT_URIS,
    postLogoutRedirectUris:
      parsed.DEV_OIDC_POST_LOGOUT_REDIRECT_URIS ?? postLogoutRedirectUrisFor(parsed.DEV_OIDC_REDIRECT_URIS),
    cookieKeys: parsed.DEV_OIDC_COOKIE_KEYS,
    passwords: {
      alice: parsed.DEV_OIDC_ALICE_PASSWORD,
      bob: parsed.DEV_OIDC_BOB_PASSWORD,
      admin: parsed.DEV_OIDC_ADMIN_PASSWORD,
    },
    logLevel: parsed.LOG_LEVEL,
  };
};

/**
 * Why this process must not start, or undefined when it may. Its users and passwords are public, so a
 * production deployment has to say out loud that it wants it (a demo, a staging site).
 */
export const productionRefusal = (env: NodeJS.ProcessEnv): string | undefined =>
  env['NODE_ENV'] === 'production' && env['DEV_OIDC_ALLOW_PRODUCTION'] !== 'true'
    ? 'dev-oidc-provider: refusing to start with NODE_ENV=production (its users and passwords are public); ' +
      'point identity at a real OpenID provider (OIDC_ISSUER_URL), or set DEV_OIDC_ALLOW_PRODUCTION=true to run it anyway'
    : undefined;
