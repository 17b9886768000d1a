import pg from 'pg';
import { generateGameData } from '@futgg/game-data';
import { createTestDatabase, type TestDatabase } from '@futgg/testing';
import { columnOf } from '@futgg/service-kit';
import { CATALOG_TABLES } from './catalog-tables.js';
import type { QueryRunner } from 'typeorm';
import { SvgCoreDataImages1764000000000 } from '../migrations/1764000000000-svg-core-data-images.js';
import { seedCatalog, catalogIsEmpty, type SeedProgress } from './seed-catalog.js';

const PLAYERS = 2000;
const GAME_YEAR = 26;

describe('seedCatalog (real PostgreSQL)', () => {
  let database: TestDatabase;
  let client: pg.Client;
  const expected = generateGameData({ seed: 7, players: PLAYERS, gameYear: GAME_YEAR });

  const count = async (table: string, gameYear = GAME_YEAR) =>
    Number(
      (await client.query(`SELECT count(*) AS n FROM catalog.${table} WHERE game_year = $1`, [gameYear]))
        .rows[0].n,
    );
  // Every column of every row, in id order: equal checksums mean equal contents.
  const checksum = async () =>
    (
      await client.query(
        `SELECT md5(string_agg(p::text, '|' ORDER BY ea_id)) AS sum FROM catalog.player_items p WHERE game_year = $1`,
        [GAME_YEAR],
      )
    ).rows[0].sum as string;

  beforeAll(async () => {
    database = await createTestDatabase('seed');
    client = new pg.Client({ connectionString: database.url });
  });

  afterAll(async () => {
    await client.end().catch(() => undefined);
    await database.drop();
  });

  it('says a database without the catalog is empty', async () => {
    expect(await catalogIsEmpty(database.url, GAME_YEAR)).toBe(true);
  });

  it('says a database that does not exist yet is empty, and creates it (first npm start)', async () => {
    const missing = new URL(database.url);
    missing.pathname = `${missing.pathname}_fresh`;
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      expect(await catalogIsEmpty(missing.toString(), GAME_YEAR)).toBe(true);
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        missing.pathname.slice(1),
      ]);
      expect(rowCount).toBe(1);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${missing.pathname.slice(1)}" WITH (FORCE)`);
      await admin.end();
    }
  });

  it('migrates and loads every table with the generated rows, reporting progress', async () => {
    const progress: SeedProgress[] = [];
    const summary = await seedCatalog({
      databaseUrl: database.url,
      seed: 7,
      players: PLAYERS,
      gameYear: GAME_YEAR,
      onProgress: (p) => progress.push(p),
    });
    await client.connect();
    for (const table of CATALOG_TABLES) {
      const rows = (expected[table.rows] as unknown[]).length;
      expect([table.name, await count(table.name)]).toEqual([table.name, rows]);
      expect(summary.counts[table.name]).toBe(rows);
    }
    expect(await count('player_items')).toBe(PLAYERS);
    expect(progress.filter((p) => p.table === 'player_items').map((p) => p.done)).toEqual([1000, 2000]);
    expect(await catalogIsEmpty(database.url, GAME_YEAR)).toBe(false);
  }, 60_000);

  it('copies each table into exactly the columns the migration made (generated counts left out)', async () => {
    for (const table of CATALOG_TABLES) {
      const { rows } = await client.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
          WHERE table_schema = 'catalog' AND table_name = $1 AND is_generated = 'NEVER'`,
        [table.name],
      );
      expect(table.fields.map(columnOf).sort()).toEqual(rows.map((row) => row.column_name).sort());
    }
  });

  it('stores values as generated: accents, arrays, nulls, json and the derived counts', async () => {
    const sample = expected.playerItems.find(
      (item) =>
        item.playstylesPlus.length > 0 &&
        item.gkFaceDiving === null &&
        /[^ -~]/.test(item.searchName + item.lastName),
    )!;
    const { rows } = await client.query(
      `SELECT last_name, search_name, playstyles_plus, playstyles_plus_count, gk_face_diving, price, created_at
         FROM catalog.player_items WHERE game_year = $1 AND ea_id = $2`,
      [GAME_YEAR, sample.eaId],
    );
    expect(rows[0]).toEqual({
      last_name: sample.lastName,
      search_name: sample.searchName,
      playstyles_plus: sample.playstylesPlus,
      playstyles_plus_count: sample.playstylesPlus.length,
      gk_face_diving: null,
      price: sample.price,
      created_at: new Date(sample.createdAt),
    });
    const boosts = (
      await client.query(`SELECT boosts FROM catalog.chemistry_styles WHERE short_name = 'architect'`)
    ).rows[0].boosts;
    expect(boosts).toEqual(expected.chemistryStyles.find((style) => style.shortName === 'architect')!.boosts);
    const links = (await client.query(`SELECT links FROM catalog.formations WHERE id = 1`)).rows[0].links;
    expect(links).toEqual(expected.formations[0]!.links);
  });

  it('keeps the invariants: every club, league and nation exists, face stats in 1..99', async () => {
    const orphans = await client.query(
      `SELECT count(*) AS n FROM catalog.player_items p
        WHERE p.game_year = $1 AND (
          NOT EXISTS (SELECT 1 FROM catalog.clubs c WHERE c.game_year = p.game_year AND c.ea_id = p.club_ea_id)
          OR NOT EXISTS (SELECT 1 FROM catalog.leagues l WHERE l.game_year = p.game_year AND l.ea_id = p.league_ea_id)
          OR NOT EXISTS (SELECT 1 FROM catalog.nations n WHERE n.game_year = p.game_year AND n.ea_id = p.nation_ea_id)
          OR NOT EXISTS (SELECT 1 FROM catalog.rarities r WHERE r.game_year = p.game_year AND r.ea_id = p.rarity_ea_id))`,
      [GAME_YEAR],
    );
    expect(Number(orphans.rows[0].n)).toBe(0);
    const faces = await client.query(
      `SELECT count(*) AS n FROM catalog.player_items
        WHERE game_year = $1 AND NOT (
          LEAST(face_pace, face_shooting, face_passing, face_dribbling, face_defending, face_physicality) >= 1
          AND GREATEST(face_pace, face_shooting, face_passing, face_dribbling, face_defending, face_physicality) <= 99
          AND (position = 0) = (gk_face_diving IS NOT NULL))`,
      [GAME_YEAR],
    );
    expect(Number(faces.rows[0].n)).toBe(0);
  });

  it('leaves exactly the same rows when run again (counts and checksum), and other years alone', async () => {
    await client.query(`INSERT INTO catalog.nations (game_year, ea_id, name) VALUES (25, 14, 'England')`);
    const before = await checksum();
    const counts = await Promise.all(CATALOG_TABLES.map((table) => count(table.name)));
    await seedCatalog({ databaseUrl: database.url, seed: 7, players: PLAYERS, gameYear: GAME_YEAR });
    expect(await checksum()).toBe(before);
    expect(await Promise.all(CATALOG_TABLES.map((table) => count(table.name)))).toEqual(counts);
    expect(await count('nations', 25)).toBe(1);
  }, 60_000);

  it('keeps the users’ clubs through a seed of the same cards, and fails one that drops a card a club holds', async () => {
    const replacement = new Set(
      generateGameData({ seed: 8, players: 500 }).playerItems.map((item) => item.eaId),
    );
    const held = expected.playerItems.find((item) => !replacement.has(item.eaId))!;
    await client.query(
      `INSERT INTO catalog.user_club_items (owner_id, game_year, ea_id) VALUES ('alice', $1, $2)`,
      [GAME_YEAR, held.eaId],
    );
    try {
      await seedCatalog({ databaseUrl: database.url, seed: 7, players: PLAYERS, gameYear: GAME_YEAR });
      expect(await count('user_club_items')).toBe(1);
      const before = await checksum();
      await expect(
        seedCatalog({ databaseUrl: database.url, seed: 8, players: 500, gameYear: GAME_YEAR }),
      ).rejects.toThrow(/user_club_items_card_fkey/);
      expect(await checksum()).toBe(before);
    } finally {
      await client.query('DELETE FROM catalog.user_club_items');
    }
  }, 60_000);

  it('replaces the game year when run with another seed', async () => {
    const before = await checksum();
    await seedCatalog({ databaseUrl: database.url, seed: 8, players: 500, gameYear: GAME_YEAR });
    expect(await count('player_items')).toBe(500);
    expect(await checksum()).not.toBe(before);
  }, 60_000);

  it('moves image URLs seeded before the served SVG files to them, and leaves any other URL alone', async () => {
    await client.query(
      `UPDATE catalog.clubs SET image_url = '/static/clubs/26/' || ea_id || '.png' WHERE game_year = $1`,
      [GAME_YEAR],
    );
    await client.query(
      `UPDATE catalog.rarities SET compact_image_url = '/static/rarities/26/' || ea_id || '-compact.png'
        WHERE game_year = $1`,
      [GAME_YEAR],
    );
    await client.query(
      `UPDATE catalog.nations SET image_url = 'https://images.example/flags/14.png' WHERE game_year = $1 AND ea_id = 14`,
      [GAME_YEAR],
    );
    // The migration's own SQL on the real database, as the migrator would run it.
    await new SvgCoreDataImages1764000000000().up({
      query: (sql: string) => client.query(sql),
    } as unknown as QueryRunner);
    const club = await client.query(
      `SELECT image_url FROM catalog.clubs WHERE game_year = $1 AND ea_id = 1`,
      [GAME_YEAR],
    );
    expect(club.rows[0].image_url).toBe('/static/clubs/26/1.svg');
    const pngLeft = await client.query(
      `SELECT count(*) AS n FROM catalog.clubs WHERE game_year = $1 AND image_url LIKE '%.png'`,
      [GAME_YEAR],
    );
    expect(Number(pngLeft.rows[0].n)).toBe(0);
    const rarity = await client.query(
      `SELECT compact_image_url FROM catalog.rarities WHERE game_year = $1 AND ea_id = 1`,
      [GAME_YEAR],
    );
    expect(rarity.rows[0].compact_image_url).toBe('/static/rarities/26/1-compact.svg');
    const england = await client.query(
      `SELECT image_url FROM catalog.nations WHERE game_year = $1 AND ea_id = 14`,
      [GAME_YEAR],
    );
    expect(england.rows[0].image_url).toBe('https://images.example/flags/14.png');
  });
});
