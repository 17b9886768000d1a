import type { Pool } from 'pg';
import type { PlayerItemRow } from '@futgg/game-data';
import { insertRows } from '@futgg/testing';
import { CATALOG_SCHEMA } from '../seed/seed-catalog.js';
import { CATALOG_TABLES, PLAYER_ITEM_COPY_FIELDS, valueOf } from '../seed/catalog-tables.js';

const PLAYER_ITEMS = CATALOG_TABLES.find((table) => table.name === 'player_items')!;

/** Player item rows (made with libs/testing's newPlayerItem) in catalog.player_items, as the seed stores them. */
export const insertPlayerItems = (pool: Pool, items: readonly PlayerItemRow[]): Promise<void> =>
  insertRows(
    pool,
    `${CATALOG_SCHEMA}.player_items`,
    items.map((item) =>
      Object.fromEntries(
        PLAYER_ITEM_COPY_FIELDS.map((field) => [
          field,
          valueOf(PLAYER_ITEMS, item as Record<string, unknown>, field),
        ]),
      ),
    ),
  );
