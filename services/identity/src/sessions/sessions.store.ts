import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS, SERVICE_CONFIG } from '@futgg/service-kit';
import type { IdentityConfig } from '../config.js';

export interface StoredSession {
  sessionKey: string;
  userId: string;
  roles: string[];
  createdAt: number;
  lastSeenAt: number;
  /** The absolute end (ms): sliding never passes it. */
  endsAt: number;
  userAgent: string;
  ip: string;
}

// Slides the session (last seen, expiry) only while it still exists, and returns it: one round trip,
// and a session revoked between a read and a write is never brought back.
const TOUCH_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return nil end
local ends = tonumber(redis.call('HGET', KEYS[1], 'endsAt'))
local now = tonumber(ARGV[1])
local ttl = math.min(tonumber(ARGV[2]), ends - now)
if ttl <= 0 then redis.call('DEL', KEYS[1]) return nil end
redis.call('HSET', KEYS[1], 'lastSeenAt', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ttl)
return redis.call('HGETALL', KEYS[1])`;

/**
 * Sessions in Redis: a hash per session under its key (never its id), expiring after the idle time and
 * never after the absolute end, and a sorted set of each user's session keys for the sessions list.
 */
@Injectable()
export class SessionsStore {
  private readonly prefix: string;
  private readonly idleMs: number;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SERVICE_CONFIG) config: IdentityConfig,
  ) {
    this.prefix = config.REDIS_KEY_PREFIX;
    this.idleMs = config.SESSION_IDLE_SECONDS * 1000;
  }

  private sessionKeyName = (sessionKey: string) => `${this.prefix}session:${sessionKey}`;
  private userSetName = (userId: string) => `${this.prefix}user-sessions:${userId}`;

  async create(session: StoredSession): Promise<void> {
    const ttl = Math.min(this.idleMs, session.endsAt - session.createdAt);
    await this.redis
      .multi()
      .hset(this.sessionKeyName(session.sessionKey), {
        userId: session.userId,
        roles: JSON.stringify(session.roles),
        createdAt: session.createdAt,
        lastSeenAt: session.lastSeenAt,
        endsAt: session.endsAt,
        userAgent: session.userAgent,
        ip: session.ip,
      })
      .pexpire(this.sessionKeyName(session.sessionKey), ttl)
      .zadd(this.userSetName(session.userId), session.createdAt, session.sessionKey)
      .pexpireat(this.userSetName(session.userId), session.endsAt)
      .exec();
  }

  /** The live session, its use recorded and its idle expiry slid; null when it ended. */
  async touch(sessionKey: string, now: number): Promise<StoredSession | null> {
    const fields = (await this.redis.eval(
      TOUCH_SCRIPT,
      1,
      this.sessionKeyName(sessionKey),
      now,
      this.idleMs,
    )) as string[] | null;
    return fields ? sessionFrom(sessionKey, pairsOf(fields)) : null;
  }

  async isAlive(sessionKey: string): Promise<boolean> {
    return (await this.redis.exists(this.sessionKeyName(sessionKey))) === 1;
  }

  async get(sessionKey: string): Promise<StoredSession | null> {
    const fields = await this.redis.hgetall(this.sessionKeyName(sessionKey));
    return fields['userId'] ? sessionFrom(sessionKey, fields) : null;
  }

  /** The user's live sessions, newest first; keys of sessions that expired are dropped from the set. */
  async listForUser(userId: string): Promise<StoredSession[]> {
    const keys = await this.redis.zrevrange(this.userSetName(userId), 0, -1);
    if (!keys.length) return [];
    const pipeline = this.redis.pipeline();
    for (const key of keys) pipeline.hgetall(this.sessionKeyName(key));
    const results = (await pipeline.exec()) ?? [];
    const live: StoredSession[] = [];
    const ended: string[] = [];
    results.forEach(([, fields], index) => {
      const record = fields as Record<string, string>;
      if (record?.['userId']) live.push(sessionFrom(keys[index]!, record));
      else ended.push(keys[index]!);
    });
    if (ended.length) await this.redis.zrem(this.userSetName(userId), ...ended);
    return live;
  }

  /** Ends the session; true when it was alive. */
  async delete(session: Pick<StoredSession, 'sessionKey' | 'userId'>): Promise<boolean> {
    const [[, deleted] = [null, 0]] =
      (await this.redis
        .multi()
        .del(this.sessionKeyName(session.sessionKey))
        .zrem(this.userSetName(session.userId), session.sessionKey)
        .exec()) ?? [];
    return deleted === 1;
  }
}

const pairsOf = (flat: string[]): Record<string, string> => {
  const record: Record<string, string> = {};
  for (let i = 0; i + 1 < flat.length; i += 2) record[flat[i]!] = flat[i + 1]!;
  return record;
};

const sessionFrom = (sessionKey: string, fields: Record<string, string>): StoredSession => ({
  sessionKey,
  userId: fields['userId']!,
  roles: JSON.parse(fields['roles'] ?? '[]') as string[],
  createdAt: Number(fields['createdAt']),
  lastSeenAt: Number(fields['lastSeenAt']),
  endsAt: Number(fields['endsAt']),
  userAgent: fields['userAgent'] ?? '',
  ip: fields['ip'] ?? '',
});
