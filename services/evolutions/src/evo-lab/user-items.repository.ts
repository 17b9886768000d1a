import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { PlayerItem } from '@futgg/contracts';
import { PG_POOL, isoTimestamp, rows } from '@futgg/service-kit';

/** A saved player as stored: the owner's, with the evolved card as the catalog's player item shape. */
export interface StoredUserItem {
  id: number;
  ownerId: string;
  gameYear: number;
  playerItemEaId: number;
  pathHash: string;
  evolutionPath: number[];
  isModified: boolean;
  isCustom: boolean;
  playerItemDefinition: PlayerItem;
  createdAt: string;
}

export type NewUserItem = Omit<StoredUserItem, 'id' | 'createdAt'>;

const SELECT = `SELECT id, owner_id AS "ownerId", game_year AS "gameYear", ea_id AS "playerItemEaId",
    path_hash AS "pathHash", evolution_path AS "evolutionPath", is_modified AS "isModified",
    is_custom AS "isCustom", definition AS "playerItemDefinition",
    ${isoTimestamp('created_at')} AS "createdAt"
  FROM evolutions.user_items`;

/** The only place with SQL for evolutions.user_items: every read is scoped by owner or checked by id. */
@Injectable()
export class UserItemsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  ofOwner(ownerId: string, gameYear?: number): Promise<StoredUserItem[]> {
    return gameYear === undefined
      ? rows<StoredUserItem>(this.pool, `${SELECT} WHERE owner_id = $1 ORDER BY created_at DESC, id DESC`, [
          ownerId,
        ])
      : rows<StoredUserItem>(
          this.pool,
          `${SELECT} WHERE owner_id = $1 AND game_year = $2 ORDER BY created_at DESC, id DESC`,
          [ownerId, gameYear],
        );
  }

  async one(id: number): Promise<StoredUserItem | null> {
    const [row] = await rows<StoredUserItem>(this.pool, `${SELECT} WHERE id = $1`, [id]);
    return row ?? null;
  }

  byIds(ids: readonly number[]): Promise<StoredUserItem[]> {
    return rows<StoredUserItem>(this.pool, `${SELECT} WHERE id = ANY($1::int[]) ORDER BY id`, [
      [...new Set(ids)],
    ]);
  }

  async count(ownerId: string): Promise<number> {
    const [row] = await rows<{ count: number }>(
      this.pool,
      'SELECT count(*)::int AS count FROM evolutions.user_items WHERE owner_id = $1',
      [ownerId],
    );
    return row?.count ?? 0;
  }

  /** Saves by (owner, path hash): the same path saved again is the same item, brought up to date. */
  async upsert(item: NewUserItem): Promise<StoredUserItem> {
    const [row] = await rows<{ id: number }>(
      this.pool,
      `INSERT INTO evolutions.user_items
         (owner_id, game_year, ea_id, path_hash, evolution_path, is_modified, is_custom, definition)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (owner_id, path_hash) DO UPDATE SET
         is_custom = EXCLUDED.is_custom, definition = EXCLUDED.definition, updated_at = now()
       RETURNING id`,
      [
        item.ownerId,
        item.gameYear,
        item.playerItemEaId,
        item.pathHash,
        item.evolutionPath,
        item.isModified,
        item.isCustom,
        JSON.stringify(item.playerItemDefinition),
      ],
    );
    return (await this.one(row!.id))!;
  }

  async removeByHash(ownerId: string, pathHash: string): Promise<number> {
    return (
      (
        await this.pool.query('DELETE FROM evolutions.user_items WHERE owner_id = $1 AND path_hash = $2', [
          ownerId,
          pathHash,
        ])
      ).rowCount ?? 0
    );
  }

  async remove(ownerId: string, id: number): Promise<number> {
    return (
      (
        await this.pool.query('DELETE FROM evolutions.user_items WHERE owner_id = $1 AND id = $2', [
          ownerId,
          id,
        ])
      ).rowCount ?? 0
    );
  }
}
