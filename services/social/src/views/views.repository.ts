import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { VIEW_LIMITS } from '@futgg/contracts';
import { PG_POOL, rows } from '@futgg/service-kit';

export interface TrackedView {
  /** `u:<user id>` for a signed-in caller, `a:<the gateway's hash of address and user agent>` else. */
  clientKey: string;
  contentTypeId: number;
  entityId: string;
}

export interface EntityTotal {
  entityId: string;
  views: number;
}

/**
 * A batch of tracked views applied in one statement. The burst rule: a view counts when its client has
 * no counted view of that entity in the last WINDOW_MINUTES; the client's window row is then moved to
 * now. The window rows' upsert returns exactly the views that count, and those are added to the
 * entities' totals. Duplicates within a batch are folded first (an upsert may touch a row once), and rows
 * are taken in key order so two replicas' batches lock them in the same order.
 */
const APPLY_SQL = `
  WITH input AS (
    SELECT DISTINCT client_key, content_type_id, entity_id
    FROM unnest($1::text[], $2::integer[], $3::text[]) AS v (client_key, content_type_id, entity_id)
    ORDER BY client_key, content_type_id, entity_id
  ), counted AS (
    INSERT INTO social.view_windows AS w (client_key, content_type_id, entity_id, counted_at)
    SELECT client_key, content_type_id, entity_id, now() FROM input
    ON CONFLICT (client_key, content_type_id, entity_id)
      DO UPDATE SET counted_at = excluded.counted_at
      WHERE w.counted_at <= excluded.counted_at - make_interval(mins => ${VIEW_LIMITS.WINDOW_MINUTES})
    RETURNING content_type_id, entity_id
  )
  INSERT INTO social.entity_views AS e (content_type_id, entity_id, views)
  SELECT content_type_id, entity_id, count(*) FROM counted
  GROUP BY content_type_id, entity_id ORDER BY content_type_id, entity_id
  ON CONFLICT (content_type_id, entity_id)
    DO UPDATE SET views = e.views + excluded.views, updated_at = now()`;

/** The only place with SQL for social.entity_views and social.view_windows. */
@Injectable()
export class ViewsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Applies the batch (committed when this resolves). */
  async apply(views: readonly TrackedView[]): Promise<void> {
    if (!views.length) return;
    await this.pool.query(APPLY_SQL, [
      views.map((view) => view.clientKey),
      views.map((view) => view.contentTypeId),
      views.map((view) => view.entityId),
    ]);
  }

  /** Totals of the ids that were ever viewed. */
  async counts(contentTypeId: number, entityIds: readonly string[]): Promise<EntityTotal[]> {
    return rows<EntityTotal>(
      this.pool,
      `SELECT entity_id AS "entityId", least(views, 2147483647)::integer AS views
       FROM social.entity_views WHERE content_type_id = $1 AND entity_id = ANY($2::text[])`,
      [contentTypeId, entityIds],
    );
  }

  /** Window rows older than the window decide nothing any more. */
  async pruneWindows(): Promise<number> {
    const result = await this.pool.query(
      `DELETE FROM social.view_windows
       WHERE counted_at < now() - make_interval(mins => ${VIEW_LIMITS.WINDOW_MINUTES})`,
    );
    return result.rowCount ?? 0;
  }

  /** Totals changed since they were last published (the outbox), a bounded batch. */
  async unpublished(contentTypeId: number, limit: number): Promise<EntityTotal[]> {
    return rows<EntityTotal>(
      this.pool,
      `SELECT entity_id AS "entityId", least(views, 2147483647)::integer AS views
       FROM social.entity_views WHERE content_type_id = $1 AND views <> published_views
       ORDER BY entity_id LIMIT $2`,
      [contentTypeId, limit],
    );
  }

  /** Marks totals as published (only up to what was sent: views counted since stay unpublished). */
  async markPublished(contentTypeId: number, totals: readonly EntityTotal[]): Promise<void> {
    await this.pool.query(
      `UPDATE social.entity_views e SET published_views = greatest(e.published_views, u.views)
       FROM unnest($2::text[], $3::bigint[]) AS u (entity_id, views)
       WHERE e.content_type_id = $1 AND e.entity_id = u.entity_id`,
      [contentTypeId, totals.map((total) => total.entityId), totals.map((total) => total.views)],
    );
  }
}
