import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { PublicUser, SearchUsersRequest, User } from '@futgg/contracts';
import {
  PG_POOL,
  containsPattern,
  escapeLike,
  isoTimestamp,
  isUniqueViolation,
  limitOffsetOf,
  rows,
} from '@futgg/service-kit';

export interface ProviderProfile {
  issuer: string;
  subject: string;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  roles: string[];
}

const USER_COLUMNS = `id, username, display_name AS "displayName", avatar_url AS "avatarUrl", roles,
  ${isoTimestamp('created_at')} AS "createdAt"`;

@Injectable()
export class UsersRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async byId(id: string): Promise<User | null> {
    const [user] = await rows<User>(this.pool, `SELECT ${USER_COLUMNS} FROM identity.users WHERE id = $1`, [
      id,
    ]);
    return user ?? null;
  }

  async byIds(ids: readonly string[]): Promise<PublicUser[]> {
    if (ids.length === 0) return [];
    return rows<PublicUser>(
      this.pool,
      `SELECT id, username, display_name AS "displayName", avatar_url AS "avatarUrl"
         FROM identity.users WHERE id = ANY($1::uuid[])`,
      [[...new Set(ids)]],
    );
  }

  /**
   * The provider's account as our user: found by (issuer, subject), its name, picture and roles brought
   * up to date, its username kept; or created with the first free username from `candidates`.
   */
  async upsertFromProvider(profile: ProviderProfile, candidates: readonly string[]): Promise<User> {
    const [existing] = await rows<User>(
      this.pool,
      `UPDATE identity.users
         SET display_name = $3, avatar_url = $4, roles = $5, last_sign_in_at = now()
       WHERE issuer = $1 AND subject = $2
       RETURNING ${USER_COLUMNS}`,
      [profile.issuer, profile.subject, profile.displayName, profile.avatarUrl, profile.roles],
    );
    if (existing) return existing;
    for (const username of candidates) {
      try {
        const [created] = await rows<User>(
          this.pool,
          `INSERT INTO identity.users (id, issuer, subject, username, display_name, avatar_url, roles)
           VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6)
           ON CONFLICT (issuer, subject) DO UPDATE SET last_sign_in_at = now()
           RETURNING ${USER_COLUMNS}`,
          [profile.issuer, profile.subject, username, profile.displayName, profile.avatarUrl, profile.roles],
        );
        if (created) return created;
      } catch (error) {
        // Taken by another account: try the next candidate. (issuer, subject) races end in the upsert.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new Error('No free username among the candidates');
  }

  /** Users whose username or display name contains the text; exact usernames first, then by name. */
  async search(request: SearchUsersRequest): Promise<{ data: PublicUser[]; totalCount: number }> {
    const { limit, offset } = limitOffsetOf(request);
    const text = request.search.toLowerCase();
    const found = await rows<PublicUser & { totalCount: string }>(
      this.pool,
      `SELECT id, username, display_name AS "displayName", avatar_url AS "avatarUrl",
              count(*) OVER () AS "totalCount"
       FROM identity.users
       WHERE $1 = '' OR (username || ' ' || lower(display_name)) LIKE $2
       ORDER BY (username = $1) DESC, (username LIKE $3) DESC, username
       LIMIT $4 OFFSET $5`,
      [text, containsPattern(text), `${escapeLike(text)}%`, limit, offset],
    );
    const totalCount = found.length ? Number(found[0]!.totalCount) : await this.countMatching(text);
    return { data: found.map(({ totalCount: _total, ...user }) => user), totalCount };
  }

  /** A page past the end has no rows to carry the count: ask for it alone. */
  private async countMatching(text: string): Promise<number> {
    const [row] = await rows<{ count: string }>(
      this.pool,
      `SELECT count(*) AS count FROM identity.users
       WHERE $1 = '' OR (username || ' ' || lower(display_name)) LIKE $2`,
      [text, containsPattern(text)],
    );
    return Number(row?.count ?? 0);
  }
}
