import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { Pool } from 'pg';
import { ACCESS_TOKEN, type PublicKeySet } from '@futgg/contracts';
import { PG_POOL, SERVICE_CONFIG, rows } from '@futgg/service-kit';
import type { IdentityConfig } from '../config.js';

const ALGORITHM = 'EdDSA';

interface StoredKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

export interface AccessTokenClaims {
  userId: string;
  sessionKey: string;
  roles: string[];
}

/**
 * Signs the access tokens the gateway verifies with the public half (Ed25519: small tokens, fast
 * verification). The key comes from TOKEN_SIGNING_KEY, or else from identity's schema, where the first
 * replica to start stores a generated one and every later start and replica reads the oldest.
 */
@Injectable()
export class SigningKeys implements OnModuleInit {
  private signing: { kid: string; key: CryptoKey | Uint8Array } | null = null;
  private publicKeys: JWK[] = [];

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const stored = this.config.TOKEN_SIGNING_KEY
      ? [keyFromEnvironment(this.config.TOKEN_SIGNING_KEY)]
      : await this.storedKeys();
    const [current] = stored;
    if (!current) throw new Error('No access-token signing key');
    this.signing = { kid: current.kid, key: await importJWK(current.privateJwk, ALGORITHM) };
    this.publicKeys = stored.map(({ kid, publicJwk }) => ({ ...publicJwk, kid, alg: ALGORITHM, use: 'sig' }));
  }

  publicKeySet(): PublicKeySet {
    return { keys: this.publicKeys as PublicKeySet['keys'] };
  }

  async sign(claims: AccessTokenClaims, now: Date): Promise<{ token: string; expiresAt: Date }> {
    if (!this.signing) throw new Error('Signing keys are not loaded');
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = new Date((issuedAt + this.config.ACCESS_TOKEN_SECONDS) * 1000);
    const token = await new SignJWT({ sid: claims.sessionKey, roles: claims.roles })
      .setProtectedHeader({ alg: ALGORITHM, kid: this.signing.kid, typ: 'at+jwt' })
      .setIssuer(ACCESS_TOKEN.issuer)
      .setAudience(ACCESS_TOKEN.audience)
      .setSubject(claims.userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.signing.key);
    return { token, expiresAt };
  }

  /** The stored keys, oldest first; generates and stores one when there is none (racing replicas agree). */
  private async storedKeys(): Promise<StoredKey[]> {
    const read = () =>
      rows<StoredKey>(
        this.pool,
        `SELECT kid, private_jwk AS "privateJwk", public_jwk AS "publicJwk"
         FROM identity.signing_keys ORDER BY created_at, kid`,
      );
    const existing = await read();
    if (existing.length) return existing;
    const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { crv: 'Ed25519', extractable: true });
    const publicJwk = await exportJWK(publicKey);
    const kid = `ed25519-${publicJwk.x!.slice(0, 16)}`;
    await this.pool.query(
      `INSERT INTO identity.signing_keys (kid, private_jwk, public_jwk) VALUES ($1, $2, $3)
       ON CONFLICT (kid) DO NOTHING`,
      [kid, await exportJWK(privateKey), publicJwk],
    );
    return read();
  }
}

const keyFromEnvironment = (text: string): StoredKey => {
  let jwk: JWK;
  try {
    jwk = JSON.parse(text) as JWK;
  } catch {
    throw new Error('TOKEN_SIGNING_KEY must be a private JWK in JSON');
  }
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || !jwk.d || !jwk.x) {
    throw new Error('TOKEN_SIGNING_KEY must be an Ed25519 private JWK (kty OKP, crv Ed25519, d and x)');
  }
  const { d: _private, ...publicJwk } = jwk;
  return { kid: jwk.kid ?? `ed25519-${jwk.x.slice(0, 16)}`, privateJwk: jwk, publicJwk };
};
