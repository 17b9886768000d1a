import { Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import {
  IDENTITY_EVENTS,
  type Caller,
  type IdentityState,
  type ResolvedSession,
  type SessionRevokedEvent,
  type SessionSummary,
  type User,
} from '@futgg/contracts';
import {
  LOGGER,
  NATS_CONNECTION,
  SERVICE_CONFIG,
  assertOwnedBy,
  csrfTokenFor,
  newSessionId,
  sessionKeyOf,
} from '@futgg/service-kit';
import type { IdentityConfig } from '../config.js';
import { SigningKeys } from '../tokens/signing-keys.js';
import { UsersRepository } from '../users/users.repository.js';
import { SessionsStore, type StoredSession } from './sessions.store.js';

export interface ClientInfo {
  userAgent: string;
  ip: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Sessions from sign-in to sign-out: created, slid on use, listed per user, revoked. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly store: SessionsStore,
    private readonly users: UsersRepository,
    private readonly keys: SigningKeys,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** A new session for the user; its id is what the browser's cookie holds. */
  async start(
    user: User,
    client: ClientInfo,
    now = Date.now(),
  ): Promise<{ sessionId: string; endsAt: number }> {
    const sessionId = newSessionId();
    const endsAt = now + this.config.SESSION_MAX_SECONDS * 1000;
    await this.store.create({
      sessionKey: sessionKeyOf(sessionId),
      userId: user.id,
      roles: user.roles,
      createdAt: now,
      lastSeenAt: now,
      endsAt,
      userAgent: client.userAgent,
      ip: client.ip,
    });
    return { sessionId, endsAt };
  }

  /** The visitor, or the user with a fresh access token (the refresh), the session slid. */
  async state(sessionId: string, now = Date.now()): Promise<IdentityState> {
    const session = await this.store.touch(sessionKeyOf(sessionId), now);
    if (!session) return { isAuthenticated: false };
    const user = await this.users.byId(session.userId);
    if (!user) {
      await this.store.delete(session);
      return { isAuthenticated: false };
    }
    const { token, expiresAt } = await this.keys.sign(
      { userId: user.id, sessionKey: session.sessionKey, roles: session.roles },
      new Date(now),
    );
    return {
      isAuthenticated: true,
      user,
      sessionId,
      csrfToken: csrfTokenFor(this.config.SESSION_SECRET, session.sessionKey),
      accessToken: token,
      accessTokenExpiresAt: expiresAt.toISOString(),
      sessionExpiresAt: iso(this.endOf(session)),
    };
  }

  /** Who a session id (cookie, X-Session-Id) belongs to, the session slid; null when it ended. */
  async resolve(sessionId: string, now = Date.now()): Promise<ResolvedSession | null> {
    const session = await this.store.touch(sessionKeyOf(sessionId), now);
    return session ? { sessionKey: session.sessionKey, userId: session.userId, roles: session.roles } : null;
  }

  isAlive(sessionKey: string): Promise<boolean> {
    return this.store.isAlive(sessionKey);
  }

  /** Sign-out: the session ends, and so do its access tokens at every gateway. */
  async end(sessionKey: string): Promise<{ sessionKey: string | null }> {
    const session = await this.store.get(sessionKey);
    if (!session) return { sessionKey: null };
    await this.revoke(session, 'sign-out');
    return { sessionKey: session.sessionKey };
  }

  async list(caller: Caller): Promise<SessionSummary[]> {
    const sessions = await this.store.listForUser(caller.id);
    return sessions.map((session) => ({
      id: session.sessionKey,
      createdAt: iso(session.createdAt),
      lastSeenAt: iso(session.lastSeenAt),
      expiresAt: iso(this.endOf(session)),
      userAgent: session.userAgent,
      isCurrent: session.sessionKey === caller.sessionKey,
    }));
  }

  /** Ends one of the caller's own sessions (another device); another user's is FORBIDDEN. */
  async revokeOwn(caller: Caller, sessionKey: string): Promise<{ sessionKey: string }> {
    const session = await this.store.get(sessionKey);
    const owned = session && { ...session, ownerId: session.userId };
    assertOwnedBy(owned, caller, 'Session');
    await this.revoke(owned, 'revoked by its user');
    return { sessionKey };
  }

  /** When the session ends unless used again: the idle time after its last use, never past its absolute end. */
  private endOf(session: StoredSession): number {
    return Math.min(session.endsAt, session.lastSeenAt + this.config.SESSION_IDLE_SECONDS * 1000);
  }

  private async revoke(session: StoredSession, reason: string): Promise<void> {
    if (!(await this.store.delete(session))) return;
    const event: SessionRevokedEvent = { sessionKey: session.sessionKey };
    // Plain NATS, not a queue group: every gateway replica must drop the session's cached tokens.
    this.nats.publish(
      `${this.config.NATS_SUBJECT_PREFIX}${IDENTITY_EVENTS.sessionRevoked}`,
      JSON.stringify(event),
    );
    await this.nats.flush();
    this.logger.info(
      { userId: session.userId, session: session.sessionKey.slice(0, 8), reason },
      'Session ended',
    );
  }
}
