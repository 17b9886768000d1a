import { Inject, Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import { DomainError } from '@futgg/contracts';
import { LOGGER, SERVICE_CONFIG } from '@futgg/service-kit';
import { redirectUriOf, type IdentityConfig } from '../config.js';

export interface ProviderClaims {
  issuer: string;
  subject: string;
  preferredUsername?: string | undefined;
  email?: string | undefined;
  name?: string | undefined;
  picture?: string | undefined;
  roles: string[];
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

const RETRY_DISCOVERY_MS = 10_000;
const isLoopbackHttp = (url: string) => /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:|\/|$)/.test(url);

/**
 * The relying party: the authorization code flow with PKCE, state and nonce (openid-client), against
 * any standards-compliant provider found by discovery. Discovery runs on first use and again after a
 * failure, so identity starts while the provider is still down.
 */
@Injectable()
export class OidcProviderClient {
  private configuration: Promise<oidc.Configuration> | null = null;
  private failedAt = 0;
  private readonly redirectUri: string;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.redirectUri = redirectUriOf(config);
  }

  private discovered(): Promise<oidc.Configuration> {
    if (this.configuration) return this.configuration;
    if (Date.now() - this.failedAt < RETRY_DISCOVERY_MS) {
      return Promise.reject(this.unreachable());
    }
    const issuer = this.config.OIDC_ISSUER_URL;
    const attempt = oidc.discovery(
      new URL(issuer),
      this.config.OIDC_CLIENT_ID,
      { client_secret: this.config.OIDC_CLIENT_SECRET },
      oidc.ClientSecretBasic(this.config.OIDC_CLIENT_SECRET),
      {
        // Plain HTTP only for a provider on this machine (the development provider).
        ...(isLoopbackHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
        timeout: 5,
      },
    );
    this.configuration = attempt;
    attempt.catch((error: unknown) => {
      this.configuration = null;
      this.failedAt = Date.now();
      this.logger.warn({ issuer, err: (error as Error).message }, 'OpenID provider discovery failed');
    });
    return attempt.catch(() => {
      throw this.unreachable();
    });
  }

  private unreachable() {
    return new DomainError(
      'UNAVAILABLE',
      `The sign-in provider (${this.config.OIDC_ISSUER_URL}) cannot be reached; try again shortly`,
    );
  }

  async authorizationRequest(): Promise<AuthorizationRequest> {
    const configuration = await this.discovered();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: this.config.OIDC_SCOPES,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  /** Exchanges the callback's code (PKCE, state and nonce checked) for the ID token's claims. */
  async claimsFromCallback(
    callbackQuery: string,
    expected: Pick<AuthorizationRequest, 'state' | 'nonce' | 'codeVerifier'>,
  ): Promise<ProviderClaims> {
    const configuration = await this.discovered();
    const callbackUrl = new URL(this.redirectUri);
    callbackUrl.search = callbackQuery;
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      // The provider's reason, never the code, verifier or tokens.
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      this.logger.warn({ reason }, 'Sign-in callback refused');
      throw new DomainError('UNAUTHENTICATED', 'The sign-in provider did not confirm the sign-in');
    }
    if (!claims) throw new DomainError('UNAUTHENTICATED', 'The sign-in provider sent no ID token');
    const text = (name: string) => (typeof claims[name] === 'string' ? (claims[name] as string) : undefined);
    const roles = claims[this.config.OIDC_ROLES_CLAIM];
    return {
      issuer: claims.iss,
      subject: claims.sub,
      preferredUsername: text('preferred_username'),
      email: text('email'),
      name: text('name'),
      picture: text('picture'),
      roles: Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [],
    };
  }
}
