import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { COMMENT_LIMITS, CONTENT_TYPE_ID, type CommentSort } from '@futgg/contracts';
import { PG_POOL, isoTimestamp, rows } from '@futgg/service-kit';
import { HOT_SQL, WILSON_SQL } from './comment-ranking.js';

/** A comment row with its reply count and its votes; the author is an id (profiles come from identity). */
export interface StoredComment {
  id: number;
  contentTypeId: number;
  entityId: string;
  parent: number | null;
  content: string;
  authorId: string;
  isDeleted: boolean;
  isPrivate: boolean;
  dateCreated: string;
  dateEdited: string | null;
  replyCount: number;
  upvotes: number;
  downvotes: number;
}

/**
 * Which comments a reader sees: one entity's public or private thread at one level (parent null: the
 * top level). A private comment is seen by its author, by the author of the comment it answers, and by
 * whoever `seesAllPrivate` (the entity's owner, an admin).
 */
export interface ThreadScope {
  contentTypeId: number;
  entityId: string;
  isPrivate: boolean;
  parent: number | null;
  readerId: string | null;
  seesAllPrivate: boolean;
}

// Votes on comments are the votes context's rows of content type 6 (migration 1766000000001-votes).
const RANKED_ROWS = `
  SELECT c.*, p.author_id AS parent_author_id, t.up, t.down
  FROM social.comments c
  LEFT JOIN social.comments p ON p.id = c.parent_id
  CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE v.value > 0)::int AS up, count(*) FILTER (WHERE v.value < 0)::int AS down
    FROM social.votes v
    WHERE v.content_type_id = ${CONTENT_TYPE_ID.comment} AND v.entity_id = c.id::text
  ) t`;

const COLUMNS = `id, content_type_id AS "contentTypeId", entity_id AS "entityId", parent_id AS "parent",
  content, author_id AS "authorId", is_deleted AS "isDeleted", is_private AS "isPrivate",
  ${isoTimestamp('created_at')} AS "dateCreated", ${isoTimestamp('edited_at')} AS "dateEdited",
  (SELECT count(*)::int FROM social.comments r WHERE r.parent_id = ranked.id) AS "replyCount",
  up AS upvotes, down AS downvotes`;

// $1 type, $2 entity, $3 private?, $4 parent or null, $5 reader or null, $6 reader sees every private one.
const SCOPE = `c.content_type_id = $1 AND c.entity_id = $2 AND c.is_private = $3
  AND (c.parent_id = $4::int OR ($4::int IS NULL AND c.parent_id IS NULL))
  AND (NOT $3 OR $6::boolean OR c.author_id = $5::text OR p.author_id = $5::text)`;

const scopeValues = (scope: ThreadScope): unknown[] => [
  scope.contentTypeId,
  scope.entityId,
  scope.isPrivate,
  scope.parent,
  scope.readerId,
  scope.seesAllPrivate,
];

// Sort names to SQL: only these strings reach the query text; the newer comment wins a tie.
const ORDER_SQL: Readonly<Record<CommentSort, string>> = {
  new: 'id DESC',
  best: `${WILSON_SQL} DESC, id DESC`,
  hot: `${HOT_SQL} DESC, id DESC`,
};

/** The only SQL of social.comments. */
@Injectable()
export class CommentsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async one(id: number): Promise<(StoredComment & { parentAuthorId: string | null }) | null> {
    const [row] = await rows<StoredComment & { parentAuthorId: string | null }>(
      this.pool,
      `SELECT ${COLUMNS}, parent_author_id AS "parentAuthorId" FROM (${RANKED_ROWS} WHERE c.id = $1) ranked`,
      [id],
    );
    return row ?? null;
  }

  /** A page of the thread, newest first, older than `after` when given; totalCount counts the level. */
  async page(
    scope: ThreadScope,
    after: number | null,
  ): Promise<{ data: StoredComment[]; totalCount: number }> {
    const [data, count] = await Promise.all([
      rows<StoredComment>(
        this.pool,
        `SELECT ${COLUMNS} FROM (${RANKED_ROWS} WHERE ${SCOPE} AND ($7::int IS NULL OR c.id < $7::int)
           ORDER BY c.id DESC LIMIT ${COMMENT_LIMITS.PAGE_SIZE}) ranked ORDER BY id DESC`,
        [...scopeValues(scope), after],
      ),
      this.count(scope),
    ]);
    return { data, totalCount: count };
  }

  /** The best-ranked comments by `sort` that are not in `exclude`. */
  async ranked(
    scope: ThreadScope,
    sort: CommentSort,
    exclude: readonly number[],
  ): Promise<{ data: StoredComment[]; totalCount: number }> {
    const [data, count] = await Promise.all([
      rows<StoredComment>(
        this.pool,
        `SELECT ${COLUMNS} FROM (${RANKED_ROWS} WHERE ${SCOPE} AND NOT (c.id = ANY($7::int[]))) ranked
         ORDER BY ${ORDER_SQL[sort]} LIMIT ${COMMENT_LIMITS.PAGE_SIZE}`,
        [...scopeValues(scope), [...exclude]],
      ),
      this.count(scope),
    ]);
    return { data, totalCount: count };
  }

  private async count(scope: ThreadScope): Promise<number> {
    const [row] = await rows<{ count: number }>(
      this.pool,
      `SELECT count(*)::int AS count FROM social.comments c LEFT JOIN social.comments p ON p.id = c.parent_id
       WHERE ${SCOPE}`,
      scopeValues(scope),
    );
    return row?.count ?? 0;
  }

  /**
   * Comments that are not deleted, per entity id, in one type's public or private threads; a private
   * comment counts for a reader who would see it (see ThreadScope), `seesAllOf` the entities whose every
   * private comment the reader sees.
   */
  async counts(
    contentTypeId: number,
    entityIds: readonly string[],
    isPrivate: boolean,
    readerId: string | null,
    seesAllOf: readonly string[],
  ): Promise<Map<string, number>> {
    const found = await rows<{ entityId: string; count: number }>(
      this.pool,
      `SELECT c.entity_id AS "entityId", count(*)::int AS count
       FROM social.comments c LEFT JOIN social.comments p ON p.id = c.parent_id
       WHERE c.content_type_id = $1 AND c.entity_id = ANY($2::text[]) AND c.is_private = $3 AND NOT c.is_deleted
         AND (NOT $3 OR c.entity_id = ANY($5::text[]) OR c.author_id = $4::text OR p.author_id = $4::text)
       GROUP BY c.entity_id`,
      [contentTypeId, [...entityIds], isPrivate, readerId, [...seesAllOf]],
    );
    return new Map(found.map(({ entityId, count }) => [entityId, count]));
  }

  async insert(comment: {
    contentTypeId: number;
    entityId: string;
    parent: number | null;
    authorId: string;
    content: string;
    isPrivate: boolean;
  }): Promise<number> {
    const [row] = await rows<{ id: number }>(
      this.pool,
      `INSERT INTO social.comments (content_type_id, entity_id, parent_id, author_id, content, is_private)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        comment.contentTypeId,
        comment.entityId,
        comment.parent,
        comment.authorId,
        comment.content,
        comment.isPrivate,
      ],
    );
    return row!.id;
  }

  /** The author's edit of a comment not deleted; false when nothing was written. */
  async edit(id: number, authorId: string, content: string): Promise<boolean> {
    const result = await this.pool.query(
      `UPDATE social.comments SET content = $3, edited_at = now()
       WHERE id = $1 AND author_id = $2 AND NOT is_deleted`,
      [id, authorId, content],
    );
    return (result.rowCount ?? 0) > 0;
  }

  /** Marks a comment deleted and erases its content; the row keeps its place and its replies. */
  async markDeleted(id: number): Promise<void> {
    await this.pool.query(
      `UPDATE social.comments SET is_deleted = true, content = '', deleted_at = now()
       WHERE id = $1 AND NOT is_deleted`,
      [id],
    );
  }
}
