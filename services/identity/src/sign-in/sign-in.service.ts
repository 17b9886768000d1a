import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { DomainError, ROLES, type CompleteSignInReply, type StartSignInReply } from '@futgg/contracts';
import { LOGGER, isSameSecret } from '@futgg/service-kit';
import { SessionsService, type ClientInfo } from '../sessions/sessions.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { usernameCandidates } from '../users/usernames.js';
import { OidcProviderClient } from './oidc-provider-client.js';
import { PendingSignInsStore, SIGN_IN_SECONDS } from './pending-sign-ins.store.js';

const KNOWN_ROLES = new Set<string>(Object.values(ROLES));
const PROVIDER_ERROR = /^[A-Za-z0-9_.-]{1,64}$/;

@Injectable()
export class SignInService {
  constructor(
    private readonly provider: OidcProviderClient,
    private readonly pending: PendingSignInsStore,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Where to send the browser, and the binding the gateway keeps in a cookie until the callback. */
  async start(returnTo: string): Promise<StartSignInReply> {
    const request = await this.provider.authorizationRequest();
    const loginBinding = randomBytes(24).toString('base64url');
    await this.pending.save(request.state, {
      codeVerifier: request.codeVerifier,
      nonce: request.nonce,
      returnTo,
      loginBinding,
    });
    return { authorizationUrl: request.url, loginBinding, expiresInSeconds: SIGN_IN_SECONDS };
  }

  /**
   * The provider's answer: the flow must be one this browser started (state known, binding cookie the
   * same), the code is exchanged, the user found or created, and a session started.
   */
  async complete(
    callbackQuery: string,
    loginBinding: string,
    client: ClientInfo,
  ): Promise<CompleteSignInReply> {
    const query = new URLSearchParams(callbackQuery);
    const state = query.get('state');
    if (!state)
      throw new DomainError('INVALID_INPUT', 'The sign-in callback has no state', { field: 'state' });
    const pending = await this.pending.take(state);
    if (!pending) {
      throw new DomainError('INVALID_INPUT', 'This sign-in expired or was already used: sign in again', {
        field: 'state',
      });
    }
    if (!isSameSecret(loginBinding, pending.loginBinding)) {
      this.logger.warn({ ip: client.ip }, 'Sign-in callback from a browser that did not start it');
      throw new DomainError('FORBIDDEN', 'This sign-in was started in another browser: sign in again');
    }
    const error = query.get('error');
    if (error) {
      const code = PROVIDER_ERROR.test(error) ? error : 'error';
      this.logger.info({ providerError: code, ip: client.ip }, 'The provider ended the sign-in');
      throw new DomainError('UNAUTHENTICATED', `The sign-in provider ended the sign-in (${code})`);
    }
    const claims = await this.provider.claimsFromCallback(callbackQuery, { state, ...pending });
    const user = await this.users.upsertFromProvider(
      {
        issuer: claims.issuer,
        subject: claims.subject,
        username: '',
        displayName: (claims.name ?? claims.preferredUsername ?? 'Player').slice(0, 80),
        avatarUrl: claims.picture?.startsWith('https://') ? claims.picture.slice(0, 2000) : null,
        roles: claims.roles.filter((role) => KNOWN_ROLES.has(role)),
      },
      usernameCandidates(claims),
    );
    const session = await this.sessions.start(user, client);
    this.logger.info({ userId: user.id, username: user.username }, 'Signed in');
    return {
      sessionId: session.sessionId,
      returnTo: pending.returnTo,
      sessionMaxAgeSeconds: Math.max(1, Math.floor((session.endsAt - Date.now()) / 1000)),
    };
  }
}
