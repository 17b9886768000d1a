import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type {
  Collection,
  CollectionPlayersPage,
  PlayerItemSummary,
  UserCollectionPlayersPage,
  UserCollectionPlayersRequest,
} from '@futgg/contracts';
import { PG_POOL, isoDate, rows } from '@futgg/service-kit';
import { SUMMARY_SELECT } from '../player-items/player-item-selects.js';

/** A card `p` is a member of collection `c`: its program or its rarity (docs/feed-and-collections.md). */
const MEMBER_OF = `p.game_year = c.game_year AND (p.rarity_squad_id = c.rarity_squad_id OR p.rarity_ea_id = c.rarity_ea_id)`;

const COLLECTION_SELECT = `c.game_year::int AS "gameYear", c.slug, c.name, c.description, c.kind,
  (SELECT count(*)::int FROM catalog.player_items p WHERE ${MEMBER_OF}) AS "playerCount",
  (SELECT r.compact_image_url FROM catalog.player_items p
     JOIN catalog.rarities r ON r.game_year = p.game_year AND r.ea_id = p.rarity_ea_id
    WHERE ${MEMBER_OF} ORDER BY p.overall DESC, p.ea_id LIMIT 1) AS "imageUrl",
  ${isoDate('c.released_on')} AS "releasedAt"`;

/** Owned: the user's club (catalog.user_club_items, owned by the user-club module) holds the card. */
const OWNED = `EXISTS (SELECT 1 FROM catalog.user_club_items u
  WHERE u.owner_id = $2 AND u.game_year = p.game_year AND u.ea_id = p.ea_id)`;

@Injectable()
export class CollectionsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  list(gameYear: number): Promise<Collection[]> {
    return rows<Collection>(
      this.pool,
      `SELECT ${COLLECTION_SELECT} FROM catalog.collections c WHERE c.game_year = $1 ORDER BY c.sort_order, c.slug`,
      [gameYear],
    );
  }

  async get(gameYear: number, slug: string): Promise<Collection | null> {
    const [found] = await rows<Collection>(
      this.pool,
      `SELECT ${COLLECTION_SELECT} FROM catalog.collections c WHERE c.game_year = $1 AND c.slug = $2`,
      [gameYear, slug],
    );
    return found ?? null;
  }

  async exists(gameYear: number, slug: string): Promise<boolean> {
    const found = await rows(
      this.pool,
      'SELECT 1 FROM catalog.collections WHERE game_year = $1 AND slug = $2',
      [gameYear, slug],
    );
    return found.length > 0;
  }

  async players(
    gameYear: number,
    slug: string,
    page: number,
    pageSize: number,
  ): Promise<CollectionPlayersPage> {
    const from = `FROM catalog.player_items p JOIN catalog.collections c ON ${MEMBER_OF}
      WHERE c.game_year = $1 AND c.slug = $2`;
    const [data, [count]] = await Promise.all([
      rows<PlayerItemSummary>(
        this.pool,
        `SELECT ${qualified(SUMMARY_SELECT)} ${from} ORDER BY p.overall DESC, p.ea_id LIMIT $3 OFFSET $4`,
        [gameYear, slug, pageSize, (page - 1) * pageSize],
      ),
      rows<{ total: number }>(this.pool, `SELECT count(*)::int AS total ${from}`, [gameYear, slug]),
    ]);
    return { data, totalCount: count?.total ?? 0 };
  }

  userCollections(ownerId: string, gameYear: number): Promise<Array<Collection & { ownedCount: number }>> {
    return rows(
      this.pool,
      `SELECT ${COLLECTION_SELECT},
              (SELECT count(*)::int FROM catalog.player_items p WHERE ${MEMBER_OF} AND ${OWNED}) AS "ownedCount"
         FROM catalog.collections c WHERE c.game_year = $1 ORDER BY c.sort_order, c.slug`,
      [gameYear, ownerId],
    );
  }

  /** Members of one collection (slug) or of any (no slug), each with whether the user owns it. */
  async userPlayers(
    ownerId: string,
    request: UserCollectionPlayersRequest,
  ): Promise<UserCollectionPlayersPage> {
    const { gameYear, slug, owned, page, pageSize } = request;
    const ownedFilter = owned === 'owned' ? `AND ${OWNED}` : owned === 'missing' ? `AND NOT ${OWNED}` : '';
    const from = `FROM catalog.player_items p
      WHERE p.game_year = $1 AND $2::text IS NOT NULL AND EXISTS (SELECT 1 FROM catalog.collections c
        WHERE ${MEMBER_OF} AND ($3::text IS NULL OR c.slug = $3)) ${ownedFilter}`;
    const [data, [count]] = await Promise.all([
      rows<PlayerItemSummary & { owned: boolean }>(
        this.pool,
        `SELECT ${qualified(SUMMARY_SELECT)}, ${OWNED} AS "owned" ${from}
          ORDER BY p.overall DESC, p.ea_id LIMIT $4 OFFSET $5`,
        [gameYear, ownerId, slug ?? null, pageSize, (page - 1) * pageSize],
      ),
      rows<{ total: number }>(this.pool, `SELECT count(*)::int AS total ${from}`, [
        gameYear,
        ownerId,
        slug ?? null,
      ]),
    ]);
    return { data, totalCount: count?.total ?? 0 };
  }
}

/** The summary's columns read from the card alias `p` (the collection `c` shares some names). */
const qualified = (select: string): string => select.replace(/(^|, )"/g, '$1p."');
