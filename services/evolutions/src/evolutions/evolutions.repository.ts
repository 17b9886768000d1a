import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import type { Evolution, EvolutionFields } from '@futgg/contracts';
import { PG_POOL, inTransaction, isoTimestamp, rows } from '@futgg/service-kit';

export type EvolutionSource = Evolution['source'];

/** A stored evolution without the answer-time `isActive`. */
export type StoredEvolution = Omit<Evolution, 'isActive'>;

const SELECT = `SELECT game_year AS "gameYear", id, name, description,
    ${isoTimestamp('end_time')} AS "endTime",
    ${isoTimestamp('created_at')} AS "createdAt",
    coins_cost AS "coinsCost", points_cost AS "pointsCost", repeatability_count AS "repeatabilityCount",
    levels, requirements, source
  FROM evolutions.evolutions`;

export interface EvolutionWrite extends EvolutionFields {
  id: number;
  createdAt: string;
  source: EvolutionSource;
}

/** The only place with SQL for evolutions.evolutions. */
@Injectable()
export class EvolutionsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  all(gameYear: number): Promise<StoredEvolution[]> {
    return rows<StoredEvolution>(
      this.pool,
      `${SELECT} WHERE game_year = $1 ORDER BY created_at DESC, id DESC`,
      [gameYear],
    );
  }

  /** Changes whenever an evolution of the year is written: what a cached copy of them is checked by. */
  async revision(gameYear: number): Promise<string> {
    const [row] = await rows<{ revision: string }>(
      this.pool,
      `SELECT count(*) || ':' || COALESCE(extract(epoch FROM max(updated_at))::text, '0') AS revision
         FROM evolutions.evolutions WHERE game_year = $1`,
      [gameYear],
    );
    return row?.revision ?? '0:0';
  }

  async one(gameYear: number, id: number): Promise<StoredEvolution | null> {
    const [row] = await rows<StoredEvolution>(this.pool, `${SELECT} WHERE game_year = $1 AND id = $2`, [
      gameYear,
      id,
    ]);
    return row ?? null;
  }

  byIds(gameYear: number, ids: readonly number[]): Promise<StoredEvolution[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return rows<StoredEvolution>(this.pool, `${SELECT} WHERE game_year = $1 AND id = ANY($2::int[])`, [
      gameYear,
      [...new Set(ids)],
    ]);
  }

  /**
   * Active (not ended at `now`) or ended evolutions, newest first; or the active ones ending by `soon`,
   * soonest first.
   */
  async page(
    gameYear: number,
    listing: 'active' | 'expired' | 'expiringSoon',
    now: Date,
    soon: Date,
    limit: number,
    offset: number,
  ): Promise<{ data: StoredEvolution[]; totalCount: number }> {
    // Each listing binds only what it reads: $1 the year, $2 now, then $3 the expiring bound if any.
    const listings = {
      active: {
        where: 'game_year = $1 AND (end_time IS NULL OR end_time > $2)',
        order: 'created_at DESC, id DESC',
        values: [gameYear, now],
      },
      expired: {
        where: 'game_year = $1 AND end_time IS NOT NULL AND end_time <= $2',
        order: 'created_at DESC, id DESC',
        values: [gameYear, now],
      },
      expiringSoon: {
        where: 'game_year = $1 AND end_time > $2 AND end_time <= $3',
        order: 'end_time, id',
        values: [gameYear, now, soon],
      },
    } as const;
    const { where, order, values } = listings[listing];
    const next = values.length;
    const [data, [counted]] = await Promise.all([
      rows<StoredEvolution>(
        this.pool,
        `${SELECT} WHERE ${where} ORDER BY ${order} LIMIT $${next + 1} OFFSET $${next + 2}`,
        [...values, limit, offset],
      ),
      rows<{ count: number }>(
        this.pool,
        `SELECT count(*)::int AS count FROM evolutions.evolutions WHERE ${where}`,
        [...values],
      ),
    ]);
    return { data, totalCount: counted?.count ?? 0 };
  }

  async counts(
    gameYear: number,
    now: Date,
    soon: Date,
  ): Promise<{ active: number; expiringSoon: number; expired: number }> {
    const [row] = await rows<{ active: number; expiringSoon: number; expired: number }>(
      this.pool,
      `SELECT count(*) FILTER (WHERE end_time IS NULL OR end_time > $2)::int AS active,
              count(*) FILTER (WHERE end_time > $2 AND end_time <= $3)::int AS "expiringSoon",
              count(*) FILTER (WHERE end_time <= $2)::int AS expired
         FROM evolutions.evolutions WHERE game_year = $1`,
      [gameYear, now, soon],
    );
    return row ?? { active: 0, expiringSoon: 0, expired: 0 };
  }

  async nextId(gameYear: number): Promise<number> {
    const [row] = await rows<{ next: number }>(
      this.pool,
      'SELECT COALESCE(max(id), 1199) + 1 AS next FROM evolutions.evolutions WHERE game_year = $1',
      [gameYear],
    );
    return row?.next ?? 1200;
  }

  async isEmpty(gameYear: number): Promise<boolean> {
    const [row] = await rows<{ any: boolean }>(
      this.pool,
      'SELECT EXISTS (SELECT 1 FROM evolutions.evolutions WHERE game_year = $1) AS any',
      [gameYear],
    );
    return !row?.any;
  }

  /**
   * Inserts or replaces evolutions by id, and forgets the evolved cards cached for paths through a
   * changed one (their definition is worked out again on the next read). Returns how many were new.
   */
  async upsert(
    gameYear: number,
    evolutions: readonly EvolutionWrite[],
  ): Promise<{ created: number; updated: number }> {
    return inTransaction(this.pool, async (client) => {
      let created = 0;
      for (const evolution of evolutions) {
        const [row] = (
          await client.query<{ inserted: boolean }>(
            `INSERT INTO evolutions.evolutions
               (game_year, id, name, description, end_time, created_at, coins_cost, points_cost,
                repeatability_count, levels, requirements, source, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now())
             ON CONFLICT (game_year, id) DO UPDATE SET
               name = EXCLUDED.name, description = EXCLUDED.description, end_time = EXCLUDED.end_time,
               coins_cost = EXCLUDED.coins_cost, points_cost = EXCLUDED.points_cost,
               repeatability_count = EXCLUDED.repeatability_count, levels = EXCLUDED.levels,
               requirements = EXCLUDED.requirements, source = EXCLUDED.source, updated_at = now()
             RETURNING (xmax = 0) AS inserted`,
            [
              gameYear,
              evolution.id,
              evolution.name,
              evolution.description,
              evolution.endTime,
              evolution.createdAt,
              evolution.coinsCost,
              evolution.pointsCost,
              evolution.repeatabilityCount,
              JSON.stringify(evolution.levels),
              JSON.stringify(evolution.requirements),
              evolution.source,
            ],
          )
        ).rows;
        if (row?.inserted) created += 1;
        else await forgetDefinitionsThrough(client, gameYear, evolution.id);
      }
      return { created, updated: evolutions.length - created };
    });
  }

  async setEndTime(gameYear: number, id: number, endTime: Date): Promise<void> {
    await this.pool.query(
      'UPDATE evolutions.evolutions SET end_time = $3, updated_at = now() WHERE game_year = $1 AND id = $2',
      [gameYear, id, endTime],
    );
  }
}

const forgetDefinitionsThrough = (client: PoolClient, gameYear: number, id: number) =>
  client.query(
    'UPDATE evolutions.paths SET definition = NULL WHERE game_year = $1 AND evolution_ids @> ARRAY[$2::int]',
    [gameYear, id],
  );
