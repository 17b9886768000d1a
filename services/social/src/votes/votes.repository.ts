import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL, rows } from '@futgg/service-kit';

export interface EntityKey {
  contentTypeId: number;
  entityId: string;
}

export interface TallyRow extends EntityKey {
  upvotes: number;
  downvotes: number;
}

export interface UserVoteRow extends EntityKey {
  value: 1 | -1;
}

/**
 * A vote cast or changed, and the tally moved by exactly what changed, in one statement. The upsert
 * leaves an equal vote alone (no row returned: nothing to add); a changed vote can only have been the
 * opposite value (votes are 1 or -1), and `xmax = 0` tells an inserted row from an updated one. Row
 * locks of the upsert serialise concurrent casts of one user on one entity, so the delta is always the
 * one the row actually went through.
 */
const CAST_SQL = `
  WITH changed AS (
    INSERT INTO social.votes AS v (content_type_id, entity_id, user_id, value)
    VALUES ($1, $2, $3, $4)
    ON CONFLICT (content_type_id, entity_id, user_id)
      DO UPDATE SET value = excluded.value, updated_at = now()
      WHERE v.value <> excluded.value
    RETURNING value, (xmax = 0) AS inserted
  ), delta AS (
    SELECT CASE WHEN value = 1 THEN 1 WHEN inserted THEN 0 ELSE -1 END AS up,
           CASE WHEN value = -1 THEN 1 WHEN inserted THEN 0 ELSE -1 END AS down
    FROM changed
  )
  INSERT INTO social.vote_tallies AS t (content_type_id, entity_id, upvotes, downvotes)
  SELECT $1, $2, greatest(up, 0), greatest(down, 0) FROM delta
  ON CONFLICT (content_type_id, entity_id)
    DO UPDATE SET upvotes = t.upvotes + (SELECT up FROM delta), downvotes = t.downvotes + (SELECT down FROM delta)`;

/** A vote removed, and its value taken off the tally, in one statement. */
const REMOVE_SQL = `
  WITH removed AS (
    DELETE FROM social.votes WHERE content_type_id = $1 AND entity_id = $2 AND user_id = $3
    RETURNING value
  )
  UPDATE social.vote_tallies t
  SET upvotes = t.upvotes - (CASE WHEN r.value = 1 THEN 1 ELSE 0 END),
      downvotes = t.downvotes - (CASE WHEN r.value = -1 THEN 1 ELSE 0 END)
  FROM removed r
  WHERE t.content_type_id = $1 AND t.entity_id = $2`;

/** The only place with SQL for social.votes and social.vote_tallies. */
@Injectable()
export class VotesRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Sets (1, -1) or removes (0) the user's vote; the tally follows in the same statement. */
  async cast(key: EntityKey, userId: string, value: 1 | -1 | 0): Promise<void> {
    if (value === 0) await this.pool.query(REMOVE_SQL, [key.contentTypeId, key.entityId, userId]);
    else await this.pool.query(CAST_SQL, [key.contentTypeId, key.entityId, userId, value]);
  }

  /** The tallies of the keys that have one (one index probe per key, one round trip). */
  async tallies(keys: readonly EntityKey[]): Promise<TallyRow[]> {
    if (!keys.length) return [];
    return rows<TallyRow>(
      this.pool,
      `SELECT t.content_type_id AS "contentTypeId", t.entity_id AS "entityId", t.upvotes, t.downvotes
       FROM unnest($1::integer[], $2::text[]) AS k (content_type_id, entity_id)
       JOIN social.vote_tallies t USING (content_type_id, entity_id)`,
      [keys.map((key) => key.contentTypeId), keys.map((key) => key.entityId)],
    );
  }

  /** The user's votes among the keys. */
  async userVotes(userId: string, keys: readonly EntityKey[]): Promise<UserVoteRow[]> {
    if (!keys.length) return [];
    return rows<UserVoteRow>(
      this.pool,
      `SELECT v.content_type_id AS "contentTypeId", v.entity_id AS "entityId", v.value
       FROM unnest($2::integer[], $3::text[]) AS k (content_type_id, entity_id)
       JOIN social.votes v USING (content_type_id, entity_id)
       WHERE v.user_id = $1`,
      [userId, keys.map((key) => key.contentTypeId), keys.map((key) => key.entityId)],
    );
  }

  async userVote(key: EntityKey, userId: string): Promise<1 | -1 | null> {
    const [row] = await this.userVotes(userId, [key]);
    return row?.value ?? null;
  }
}
