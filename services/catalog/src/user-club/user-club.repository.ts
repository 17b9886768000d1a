import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { PlayerFilters } from '@futgg/game-rules';
import type { UserClubCard, UserClubFile, UserClubItem, UserClubPage } from '@futgg/contracts';
import { compilePlayerQuery, type PlayerTable } from '@futgg/player-query-sql';
import { PG_POOL, inTransaction, rows as queryRows } from '@futgg/service-kit';
import { FULL_SELECT, SUMMARY_SELECT } from '../player-items/player-item-selects.js';
import { PLAYER_ITEMS_TABLE } from '../player-items/player-search.query.js';

/**
 * A club's cards as one table: the player item's columns under their own names plus the club's
 * (owner_id, is_untradeable, duplicates, club_added_at), so the player query compiler and the SELECT lists built
 * from the contracts run over it unchanged. PostgreSQL flattens the subquery: the owner's rows come
 * from the club's key and each card from player_items' by its key.
 */
const CLUB_CARDS = `(SELECT p.*, c.owner_id, c.is_untradeable, c.duplicates, c.added_at AS club_added_at
  FROM catalog.user_club_items c
  JOIN catalog.player_items p ON p.game_year = c.game_year AND p.ea_id = c.ea_id) club`;

const USER_CLUB_TABLE: PlayerTable = {
  ...PLAYER_ITEMS_TABLE,
  name: CLUB_CARDS,
  defaultSort: [{ field: 'overall', direction: 'desc' }],
};

const CLUB_SELECT = `${SUMMARY_SELECT}, "is_untradeable" AS "isUntradeable", "duplicates", "club_added_at" AS "addedAt"`;

/**
 * Rows per statement of an import. Arrays bind as one parameter each, whatever their length (no
 * 65,535-parameter limit); the chunk keeps each statement's work and memory bounded.
 */
const CHUNK = 5_000;

const chunksOf = <T>(items: readonly T[], size = CHUNK): T[][] => {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
};

export interface ClubCardWrite {
  eaId: number;
  isUntradeable: boolean;
  /** Untradeable duplicates held beside the club's copy; null keeps the club's count (0 for a new card). */
  duplicates: number | null;
}

/**
 * The upsert's conflict branch, shared by `add` and the import: a row changes (and its updated_at
 * moves) only when its flag or its duplicates do, so writing the same card again writes nothing.
 */
const UPDATE_CHANGED = `ON CONFLICT (owner_id, game_year, ea_id) DO UPDATE
  SET is_untradeable = EXCLUDED.is_untradeable, duplicates = EXCLUDED.duplicates, updated_at = now()
  WHERE (user_club_items.is_untradeable, user_club_items.duplicates)
    IS DISTINCT FROM (EXCLUDED.is_untradeable, EXCLUDED.duplicates)`;

/** What an import wrote: the cards the catalog knows, and what became of them. */
export interface ClubImportWrite {
  matchedEaIds: ReadonlySet<number>;
  added: number;
  updated: number;
  removed: number;
}

/** The only place with SQL for catalog.user_club_items. */
@Injectable()
export class UserClubRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async list(
    ownerId: string,
    gameYear: number,
    filters: PlayerFilters,
    page: number,
    pageSize: number,
  ): Promise<UserClubPage> {
    const { rows, count } = compilePlayerQuery(USER_CLUB_TABLE, {
      scope: [
        ['owner_id', ownerId],
        ['game_year', gameYear],
      ],
      filters,
      select: CLUB_SELECT,
      page,
      pageSize,
    });
    const [data, counted] = await Promise.all([
      queryRows<UserClubItem>(this.pool, rows.text, rows.values),
      queryRows<{ totalCount: number }>(this.pool, count.text, count.values),
    ]);
    return { data, totalCount: counted[0]?.totalCount ?? 0 };
  }

  async findItem(ownerId: string, gameYear: number, eaId: number): Promise<UserClubItem | null> {
    const found = await queryRows<UserClubItem>(
      this.pool,
      `SELECT ${CLUB_SELECT} FROM ${CLUB_CARDS} WHERE owner_id = $1 AND game_year = $2 AND ea_id = $3`,
      [ownerId, gameYear, eaId],
    );
    return found[0] ?? null;
  }

  /** Puts the card in the club (or sets its flag and duplicates); nothing when the catalog has no such card. */
  async add(ownerId: string, gameYear: number, card: ClubCardWrite): Promise<void> {
    await this.pool.query(
      `INSERT INTO catalog.user_club_items (owner_id, game_year, ea_id, is_untradeable, duplicates)
       SELECT $1, p.game_year, p.ea_id, $4, COALESCE($5::smallint, c.duplicates, 0)
       FROM catalog.player_items p
       LEFT JOIN catalog.user_club_items c
         ON c.owner_id = $1 AND c.game_year = p.game_year AND c.ea_id = p.ea_id
       WHERE p.game_year = $2 AND p.ea_id = $3
       ${UPDATE_CHANGED}`,
      [ownerId, gameYear, card.eaId, card.isUntradeable, card.duplicates],
    );
  }

  async remove(ownerId: string, gameYear: number, eaId: number): Promise<number> {
    const result = await this.pool.query(
      'DELETE FROM catalog.user_club_items WHERE owner_id = $1 AND game_year = $2 AND ea_id = $3',
      [ownerId, gameYear, eaId],
    );
    return result.rowCount ?? 0;
  }

  async exportCards(ownerId: string, gameYear: number): Promise<UserClubFile['cards']> {
    return queryRows<UserClubFile['cards'][number]>(
      this.pool,
      `SELECT ea_id AS "eaId", is_untradeable AS "isUntradeable", duplicates FROM catalog.user_club_items
       WHERE owner_id = $1 AND game_year = $2 ORDER BY ea_id`,
      [ownerId, gameYear],
    );
  }

  /** Whole cards of the club after `afterEaId`, by eaId. */
  async cards(ownerId: string, gameYear: number, afterEaId: number, limit: number): Promise<UserClubCard[]> {
    return queryRows<UserClubCard>(
      this.pool,
      `SELECT ${FULL_SELECT}, "is_untradeable" AS "isUntradeable", "duplicates" FROM ${CLUB_CARDS}
       WHERE owner_id = $1 AND game_year = $2 AND ea_id > $3 ORDER BY ea_id LIMIT $4`,
      [ownerId, gameYear, afterEaId, limit],
    );
  }

  /**
   * One import in one transaction: the cards the catalog knows are upserted (a flag or a count of
   * duplicates the file changes is updated, the same ones are left alone, so importing a file twice writes nothing the second time)
   * and, with `replace`, the club's other cards removed. Imports of one club take turns (an advisory
   * lock), so two at once cannot interleave their counts or their removals.
   */
  async importCards(
    ownerId: string,
    gameYear: number,
    cards: readonly ClubCardWrite[],
    replace: boolean,
  ): Promise<ClubImportWrite> {
    return inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `catalog.user_club:${gameYear}:${ownerId}`,
      ]);
      const matchedEaIds = new Set<number>();
      for (const chunk of chunksOf(cards.map((card) => card.eaId))) {
        const { rows } = await client.query<{ eaId: number }>(
          'SELECT ea_id AS "eaId" FROM catalog.player_items WHERE game_year = $1 AND ea_id = ANY($2::integer[])',
          [gameYear, chunk],
        );
        for (const row of rows) matchedEaIds.add(row.eaId);
      }
      const matched = cards.filter((card) => matchedEaIds.has(card.eaId));
      let added = 0;
      let updated = 0;
      for (const chunk of chunksOf(matched)) {
        // xmax is 0 on a row this statement inserted, and set on one it updated.
        const { rows } = await client.query<{ isAdded: boolean }>(
          // A card whose duplicates the file does not give (null) keeps the club's count: the lock
          // above keeps the row read here as it is until the transaction ends.
          `INSERT INTO catalog.user_club_items (owner_id, game_year, ea_id, is_untradeable, duplicates)
           SELECT $1, $2, card.ea_id, card.is_untradeable, COALESCE(card.duplicates, c.duplicates, 0)
           FROM unnest($3::integer[], $4::boolean[], $5::smallint[]) AS card (ea_id, is_untradeable, duplicates)
           LEFT JOIN catalog.user_club_items c ON c.owner_id = $1 AND c.game_year = $2 AND c.ea_id = card.ea_id
           ${UPDATE_CHANGED}
           RETURNING (xmax = 0) AS "isAdded"`,
          [
            ownerId,
            gameYear,
            chunk.map((card) => card.eaId),
            chunk.map((card) => card.isUntradeable),
            chunk.map((card) => card.duplicates),
          ],
        );
        for (const row of rows) {
          if (row.isAdded) added += 1;
          else updated += 1;
        }
      }
      const removed = replace
        ? ((
            await client.query(
              `DELETE FROM catalog.user_club_items
               WHERE owner_id = $1 AND game_year = $2 AND NOT (ea_id = ANY($3::integer[]))`,
              [ownerId, gameYear, [...matchedEaIds]],
            )
          ).rowCount ?? 0)
        : 0;
      return { matchedEaIds, added, updated, removed };
    });
  }
}
