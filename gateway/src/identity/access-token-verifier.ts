import { createLocalJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import {
  ACCESS_TOKEN,
  Caller,
  DomainError,
  IDENTITY_CONTRACTS,
  IDENTITY_EVENTS,
  PublicKeySet,
  SessionRevokedEvent,
} from '@futgg/contracts';
import type { NatsRequester } from '@futgg/service-kit';

interface VerifiedToken {
  caller: Caller & { sessionKey: string };
  /** Until when this replica trusts the token without asking again (never past its expiry). */
  trustedUntil: number;
}

/** How long a verified token is trusted before identity is asked again whether its session lives. */
const RECHECK_MS = 60_000;
/** While identity cannot answer, a token with a good signature is trusted this long (and logged). */
const DEGRADED_TRUST_MS = 15_000;
const MAX_CACHED_TOKENS = 20_000;
const KEY_REFRESH_MS = 10_000;

export const invalidToken = (message: string) =>
  new DomainError('UNAUTHENTICATED', message, { field: 'authorization' });

/**
 * Verifies identity's access tokens without a round trip per request: the signature with identity's
 * public keys (fetched once, again on an unknown key id), then, once per token per minute, whether its
 * session still lives. Sign-out and revocation reach every replica as an event that drops the session's
 * tokens at once; a dropped token is asked about again, and refused.
 */
export class AccessTokenVerifier {
  private keys: JWTVerifyGetKey | null = null;
  private keysLoading: Promise<JWTVerifyGetKey> | null = null;
  private keysLoadedAt = 0;
  private readonly verified = new Map<string, VerifiedToken>();
  private readonly tokensBySession = new Map<string, Set<string>>();
  private subscription: Subscription | null = null;

  constructor(
    private readonly requester: NatsRequester,
    private readonly logger: Logger,
  ) {}

  /** Listens for revocations (every replica, no queue group). */
  listen(nats: NatsConnection, subjectPrefix: string): void {
    this.subscription = nats.subscribe(`${subjectPrefix}${IDENTITY_EVENTS.sessionRevoked}`, {
      callback: (error, message) => {
        if (error) return;
        const parsed = SessionRevokedEvent.safeParse(safeJson(message.string()));
        if (parsed.success) this.forgetSession(parsed.data.sessionKey);
      },
    });
  }

  stop(): void {
    this.subscription?.unsubscribe();
  }

  /** Drops every cached token of the session: the next request with one asks identity, which refuses it. */
  forgetSession(sessionKey: string): void {
    for (const token of this.tokensBySession.get(sessionKey) ?? []) this.verified.delete(token);
    this.tokensBySession.delete(sessionKey);
  }

  async verify(token: string, now = Date.now()): Promise<Caller & { sessionKey: string }> {
    const cached = this.verified.get(token);
    if (cached && cached.trustedUntil > now) return cached.caller;
    if (cached) this.verified.delete(token);

    const { caller, expiresAt } = await this.checkSignature(token);
    const isAlive = await this.sessionIsAlive(caller.sessionKey);
    if (isAlive === false) throw invalidToken('The access token was revoked: sign in again');
    const trust = isAlive === null ? DEGRADED_TRUST_MS : RECHECK_MS;
    this.remember(token, { caller, trustedUntil: Math.min(expiresAt, now + trust) });
    return caller;
  }

  private async checkSignature(
    token: string,
  ): Promise<{ caller: Caller & { sessionKey: string }; expiresAt: number }> {
    // Outside the try: identity being unreachable is a 503, not a bad token.
    const keys = await this.keySet();
    let payload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: ACCESS_TOKEN.issuer,
        audience: ACCESS_TOKEN.audience,
        algorithms: ['EdDSA'],
        typ: 'at+jwt',
      }));
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ERR_JWKS_NO_MATCHING_KEY' && this.mayReloadKeys()) {
        this.keys = null;
        return this.checkSignature(token);
      }
      throw invalidToken(
        code === 'ERR_JWT_EXPIRED' ? 'The access token has expired' : 'The access token is not valid',
      );
    }
    const caller = Caller.safeParse({
      id: payload.sub,
      roles: payload['roles'],
      sessionKey: payload['sid'],
    });
    if (!caller.success || !caller.data.sessionKey || !payload.exp) {
      throw invalidToken('The access token is not valid');
    }
    return {
      caller: caller.data as Caller & { sessionKey: string },
      expiresAt: payload.exp * 1000,
    };
  }

  /** true or false from identity; null when identity could not be asked. */
  private async sessionIsAlive(sessionKey: string): Promise<boolean | null> {
    try {
      const { isAlive } = await this.requester.request<{ isAlive: boolean }>(
        IDENTITY_CONTRACTS.checkSession.subject,
        { sessionKey },
        { timeoutMs: 2000 },
      );
      return isAlive;
    } catch (error) {
      this.logger.warn(
        { err: (error as Error).message },
        'Identity did not confirm a session; trusting the signature briefly',
      );
      return null;
    }
  }

  private mayReloadKeys(): boolean {
    return Date.now() - this.keysLoadedAt > KEY_REFRESH_MS;
  }

  private async keySet(): Promise<JWTVerifyGetKey> {
    if (this.keys) return this.keys;
    this.keysLoading ??= this.requester
      .request<unknown>(IDENTITY_CONTRACTS.getPublicKeys.subject, {})
      .then((reply) => {
        const keySet = PublicKeySet.parse(reply);
        this.keys = createLocalJWKSet(keySet as Parameters<typeof createLocalJWKSet>[0]);
        this.keysLoadedAt = Date.now();
        return this.keys;
      })
      .finally(() => {
        this.keysLoading = null;
      });
    return this.keysLoading;
  }

  private remember(token: string, entry: VerifiedToken): void {
    if (this.verified.size >= MAX_CACHED_TOKENS) {
      // Maps iterate in insertion order: the oldest entry goes first.
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, entry);
    const sessionKey = entry.caller.sessionKey;
    let tokens = this.tokensBySession.get(sessionKey);
    if (!tokens) this.tokensBySession.set(sessionKey, (tokens = new Set()));
    // A session gets a new token at each refresh: keep only those still cached.
    for (const known of tokens) if (!this.verified.has(known)) tokens.delete(known);
    tokens.add(token);
  }
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
