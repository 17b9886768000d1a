import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS, SERVICE_CONFIG } from '@futgg/service-kit';
import type { IdentityConfig } from '../config.js';

export interface PendingSignIn {
  codeVerifier: string;
  nonce: string;
  returnTo: string;
  loginBinding: string;
}

/** How long a browser may take on the provider's form. */
export const SIGN_IN_SECONDS = 600;

/** Sign-ins between the redirect to the provider and its callback, by state; each is used once. */
@Injectable()
export class PendingSignInsStore {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SERVICE_CONFIG) config: IdentityConfig,
  ) {
    this.prefix = `${config.REDIS_KEY_PREFIX}sign-in:`;
  }

  async save(state: string, pending: PendingSignIn): Promise<void> {
    await this.redis.set(`${this.prefix}${state}`, JSON.stringify(pending), 'EX', SIGN_IN_SECONDS);
  }

  /** The pending sign-in, removed in the same step: a replayed callback finds nothing. */
  async take(state: string): Promise<PendingSignIn | null> {
    const text = await this.redis.getdel(`${this.prefix}${state}`);
    return text ? (JSON.parse(text) as PendingSignIn) : null;
  }
}
