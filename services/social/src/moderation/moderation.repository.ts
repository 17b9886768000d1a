import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { ListReportsRequest, ReportStatus } from '@futgg/contracts';
import { PG_POOL, isoTimestamp, limitOffsetOf, rows } from '@futgg/service-kit';

/** A report as stored: people by id (the service asks identity for their profiles). */
export interface StoredReport {
  id: number;
  reporterId: string;
  url: string;
  note: string;
  status: ReportStatus;
  resolution: string | null;
  closedBy: string | null;
  dateCreated: string;
  dateClosed: string | null;
}

const COLUMNS = `id::float8 AS id, reporter_id AS "reporterId", url, note, status, resolution,
    closed_by AS "closedBy", ${isoTimestamp('created_at')} AS "dateCreated",
    ${isoTimestamp('closed_at')} AS "dateClosed"`;

/** The only place with SQL for social.moderation_reports. */
@Injectable()
export class ModerationRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async insert(reporterId: string, url: string, note: string): Promise<StoredReport> {
    const [row] = await rows<StoredReport>(
      this.pool,
      `INSERT INTO social.moderation_reports (reporter_id, url, note) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
      [reporterId, url, note],
    );
    return row!;
  }

  async one(id: number): Promise<StoredReport | null> {
    const [row] = await rows<StoredReport>(
      this.pool,
      `SELECT ${COLUMNS} FROM social.moderation_reports WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** Newest first, optionally of one status. */
  async page(request: ListReportsRequest): Promise<{ data: StoredReport[]; totalCount: number }> {
    const { limit, offset } = limitOffsetOf(request);
    const status = request.status ?? null;
    const [data, [count]] = await Promise.all([
      rows<StoredReport>(
        this.pool,
        `SELECT ${COLUMNS} FROM social.moderation_reports WHERE ($1::text IS NULL OR status = $1)
         ORDER BY id DESC LIMIT $2 OFFSET $3`,
        [status, limit, offset],
      ),
      rows<{ count: number }>(
        this.pool,
        'SELECT count(*)::int AS count FROM social.moderation_reports WHERE ($1::text IS NULL OR status = $1)',
        [status],
      ),
    ]);
    return { data, totalCount: count?.count ?? 0 };
  }

  /** Closes an open report; null when it is not open (closed already, or absent). */
  async close(id: number, resolution: string, adminId: string): Promise<StoredReport | null> {
    const [row] = await rows<StoredReport>(
      this.pool,
      `UPDATE social.moderation_reports
         SET status = 'closed', resolution = $2, closed_by = $3, closed_at = now()
       WHERE id = $1 AND status = 'open'
       RETURNING ${COLUMNS}`,
      [id, resolution, adminId],
    );
    return row ?? null;
  }
}
