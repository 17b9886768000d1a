import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import type { ProCompetitionProduct, SquadConfigData } from '@futgg/contracts';
import { PG_POOL, containsPattern, inTransaction, isoTimestamp, rows } from '@futgg/service-kit';

/** An event row with its ruleset, as the service reads it. */
export interface StoredEvent {
  id: number;
  guid: string;
  product: ProCompetitionProduct;
  name: string;
  organiserId: string;
  startsAt: string;
  endsAt: string;
  status: 'DRAFT' | 'PUBLISHED' | 'CANCELLED';
  createdAt: string;
  updatedAt: string;
}

export interface StoredRuleset {
  eventId: number;
  eventGuid: string;
  product: ProCompetitionProduct;
  squadConfigData: SquadConfigData;
  searchPoolData: string;
  updatedAt: string;
  updatedBy: string | null;
}

export interface EventWrite {
  guid: string;
  product: ProCompetitionProduct;
  name: string;
  organiserId: string;
  startsAt: string;
  endsAt: string;
  status: StoredEvent['status'];
}

const EVENT_SELECT = `SELECT id, guid, product, name, organiser_id AS "organiserId",
    ${isoTimestamp('starts_at')} AS "startsAt", ${isoTimestamp('ends_at')} AS "endsAt", status,
    ${isoTimestamp('created_at')} AS "createdAt", ${isoTimestamp('updated_at')} AS "updatedAt"
  FROM squads.pro_events`;

const RULESET_SELECT = `SELECT r.event_id AS "eventId", e.guid AS "eventGuid", e.product,
    r.squad_config AS "squadConfigData", r.search_pool AS "searchPoolData",
    ${isoTimestamp('r.updated_at')} AS "updatedAt", r.updated_by AS "updatedBy"
  FROM squads.pro_rulesets r JOIN squads.pro_events e ON e.id = r.event_id`;

/** The only place with SQL for squads.pro_events and squads.pro_rulesets. */
@Injectable()
export class ProEventsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async byGuid(product: ProCompetitionProduct, guid: string): Promise<StoredEvent | null> {
    const [row] = await rows<StoredEvent>(this.pool, `${EVENT_SELECT} WHERE product = $1 AND guid = $2`, [
      product,
      guid,
    ]);
    return row ?? null;
  }

  async byId(product: ProCompetitionProduct, id: number): Promise<StoredEvent | null> {
    const [row] = await rows<StoredEvent>(this.pool, `${EVENT_SELECT} WHERE product = $1 AND id = $2`, [
      product,
      id,
    ]);
    return row ?? null;
  }

  async ruleset(eventId: number): Promise<StoredRuleset | null> {
    const [row] = await rows<StoredRuleset>(this.pool, `${RULESET_SELECT} WHERE r.event_id = $1`, [eventId]);
    return row ?? null;
  }

  /** Events of the product whose name contains `text` (every one when empty), soonest start last. */
  async search(
    product: ProCompetitionProduct,
    text: string,
    limit: number,
    offset: number,
  ): Promise<{ data: StoredEvent[]; totalCount: number }> {
    const where = `product = $1 AND ($2 = '' OR name ILIKE $3)`;
    const values = [product, text, containsPattern(text)];
    const [data, [counted]] = await Promise.all([
      rows<StoredEvent>(
        this.pool,
        `${EVENT_SELECT} WHERE ${where} ORDER BY starts_at DESC, id DESC LIMIT $4 OFFSET $5`,
        [...values, limit, offset],
      ),
      rows<{ count: number }>(
        this.pool,
        `SELECT count(*)::int AS count FROM squads.pro_events WHERE ${where}`,
        values,
      ),
    ]);
    return { data, totalCount: counted?.count ?? 0 };
  }

  async isEmpty(): Promise<boolean> {
    const [row] = await rows<{ any: boolean }>(
      this.pool,
      'SELECT EXISTS (SELECT 1 FROM squads.pro_events) AS any',
    );
    return !row?.any;
  }

  /** A new event and its first ruleset, in one transaction; an existing guid is left as it is. */
  async create(event: EventWrite, ruleset: SquadConfigData, searchPool: string): Promise<number | null> {
    return inTransaction(this.pool, async (client) => {
      const { rows: created } = await client.query<{ id: number }>(
        `INSERT INTO squads.pro_events (guid, product, name, organiser_id, starts_at, ends_at, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (guid) DO NOTHING RETURNING id`,
        [
          event.guid,
          event.product,
          event.name,
          event.organiserId,
          event.startsAt,
          event.endsAt,
          event.status,
        ],
      );
      const id = created[0]?.id;
      if (id === undefined) return null;
      await this.writeRuleset(client, id, ruleset, searchPool, null);
      return id;
    });
  }

  async update(id: number, changes: Partial<Omit<EventWrite, 'guid' | 'product'>>): Promise<void> {
    await this.pool.query(
      `UPDATE squads.pro_events SET
         name = COALESCE($2, name),
         organiser_id = COALESCE($3, organiser_id),
         starts_at = COALESCE($4, starts_at),
         ends_at = COALESCE($5, ends_at),
         status = COALESCE($6, status),
         updated_at = now()
       WHERE id = $1`,
      [
        id,
        changes.name ?? null,
        changes.organiserId ?? null,
        changes.startsAt ?? null,
        changes.endsAt ?? null,
        changes.status ?? null,
      ],
    );
  }

  async saveRuleset(
    eventId: number,
    ruleset: SquadConfigData,
    searchPool: string,
    by: string,
  ): Promise<void> {
    const client = await this.pool.connect();
    try {
      await this.writeRuleset(client, eventId, ruleset, searchPool, by);
    } finally {
      client.release();
    }
  }

  private async writeRuleset(
    client: PoolClient,
    eventId: number,
    ruleset: SquadConfigData,
    searchPool: string,
    by: string | null,
  ): Promise<void> {
    await client.query(
      `INSERT INTO squads.pro_rulesets (event_id, squad_config, search_pool, updated_by)
       VALUES ($1, $2::jsonb, $3, $4)
       ON CONFLICT (event_id) DO UPDATE SET squad_config = EXCLUDED.squad_config,
         search_pool = EXCLUDED.search_pool, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [eventId, JSON.stringify(ruleset), searchPool, by],
    );
  }
}
