import { z } from 'zod';
import { DEV_SESSION_SECRET, blankAsUnset, parseEnv, serviceEnv } from '@futgg/service-kit';

/**
 * Identity's settings. The OpenID Connect defaults point at the bundled development provider
 * (dev-oidc-provider, started by `npm start`); docs/identity.md says how to point them at Keycloak,
 * Auth0 or Google instead.
 */
export const IdentityEnv = serviceEnv('identity')
  .extend({
    NODE_ENV: z.string().default('development'),
    OIDC_ISSUER_URL: blankAsUnset(z.string().url().default('http://localhost:3200')),
    OIDC_CLIENT_ID: blankAsUnset(z.string().min(1).default('futgg')),
    OIDC_CLIENT_SECRET: blankAsUnset(z.string().min(1).default('futgg-dev-secret')),
    OIDC_SCOPES: z.string().default('openid profile email roles'),
    /** The ID-token claim whose list names the user's roles (only roles the platform knows are kept). */
    OIDC_ROLES_CLAIM: z.string().default('roles'),
    /** Where the browser is: the callback is `<PUBLIC_BASE_URL>/api/identity/callback/`. */
    PUBLIC_BASE_URL: z.string().url().default('http://localhost:8080'),
    /** Overrides the callback URL when the provider knows another one. */
    OIDC_REDIRECT_URI: blankAsUnset(z.string().url().optional()),
    /** Shared with the gateway: the CSRF tokens are an HMAC under it. */
    SESSION_SECRET: z.string().min(32).default(DEV_SESSION_SECRET),
    /** A session ends after this long unused (each use slides it)... */
    SESSION_IDLE_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(7 * 24 * 3600),
    /** ...and after this long in any case. */
    SESSION_MAX_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(30 * 24 * 3600),
    ACCESS_TOKEN_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
    /** A private JWK (JSON) to sign access tokens with; unset, identity keeps a generated one in its schema. */
    TOKEN_SIGNING_KEY: blankAsUnset(z.string().optional()),
    REDIS_KEY_PREFIX: z.string().default('futgg:identity:'),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.SESSION_SECRET !== DEV_SESSION_SECRET, {
    path: ['SESSION_SECRET'],
    message: 'must be set (32 characters or more) when NODE_ENV=production',
  });
export type IdentityConfig = z.infer<typeof IdentityEnv>;

export const loadIdentityConfig = (env: NodeJS.ProcessEnv = process.env) => parseEnv(IdentityEnv, env);

export const redirectUriOf = (config: IdentityConfig): string =>
  config.OIDC_REDIRECT_URI ?? `${config.PUBLIC_BASE_URL.replace(/\/$/, '')}/api/identity/callback/`;
