// What TypeORM would cost the player search's page (docs/architecture.md "What TypeORM is for"): the
// same page and total through TypeORM's repository (findAndCount over an EntitySchema of the summary
// columns) against the kit's pg pool running the shared compiler's two statements, interleaved in one
// process on one seeded table. Run: npx tsx bench/platform/typeorm-find-and-count.bench.ts
import pg from 'pg';
import { DataSource, EntitySchema, MoreThanOrEqual } from 'typeorm';
import { decodeFilterQuery } from '@futgg/game-rules';
import { createTestDatabase } from '@futgg/testing';
import { seedCatalog } from '../../services/catalog/src/seed/seed-catalog.js';
import { SUMMARY_SELECT } from '../../services/catalog/src/player-items/player-item-selects.js';
import { playerSearchQueries } from '../../services/catalog/src/player-items/player-search.query.js';
import { median } from '../support/wrk.js';

const PLAYERS = 20_000;
const ROUNDS = 5;
const PER_ROUND = 200;

const PlayerItemRow = new EntitySchema<Record<string, unknown>>({
  name: 'PlayerItem',
  tableName: 'player_items',
  schema: 'catalog',
  columns: {
    gameYear: { name: 'game_year', type: Number, primary: true },
    eaId: { name: 'ea_id', type: Number, primary: true },
    basePlayerEaId: { name: 'base_player_ea_id', type: Number },
    commonName: { name: 'common_name', type: String },
    overall: { type: Number },
    position: { type: Number },
    clubEaId: { name: 'club_ea_id', type: Number },
    leagueEaId: { name: 'league_ea_id', type: Number },
    nationEaId: { name: 'nation_ea_id', type: Number },
    rarityEaId: { name: 'rarity_ea_id', type: Number },
    price: { type: Number, nullable: true },
    facePace: { name: 'face_pace', type: Number },
    faceShooting: { name: 'face_shooting', type: Number },
    createdAt: { name: 'created_at', type: Date },
  },
});

const database = await createTestDatabase('bench_typeorm');
try {
  await seedCatalog({ databaseUrl: database.url, seed: 7, players: PLAYERS, gameYear: 26 });
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const dataSource = new DataSource({
    type: 'postgres',
    url: database.url,
    entities: [PlayerItemRow],
    extra: { max: 4 },
  });
  await dataSource.initialize();
  const repository = dataSource.getRepository(PlayerItemRow);
  const filters = decodeFilterQuery('overall__gte=85&sort=-price');
  const { rows, count } = playerSearchQueries(26, filters, SUMMARY_SELECT, 1, 50);

  const viaPool = async () => {
    const [page, total] = await Promise.all([
      pool.query(rows.text, rows.values),
      pool.query(count.text, count.values),
    ]);
    return [page.rows.length, total.rows[0].totalCount];
  };
  const viaTypeOrm = async () => {
    const [page, total] = await repository.findAndCount({
      where: { gameYear: 26, overall: MoreThanOrEqual(85) },
      order: { price: { direction: 'DESC', nulls: 'LAST' }, eaId: 'DESC' },
      take: 50,
    });
    return [page.length, total];
  };
  const timed = async (run: () => Promise<unknown[]>) => {
    const started = performance.now();
    for (let i = 0; i < PER_ROUND; i += 1) await run();
    return (performance.now() - started) / PER_ROUND;
  };
  // Same answer from both, then warm both.
  console.error('answers (rows, total):', await viaPool(), await viaTypeOrm());
  await timed(viaPool);
  await timed(viaTypeOrm);
  const poolMs: number[] = [];
  const typeOrmMs: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    poolMs.push(await timed(viaPool));
    typeOrmMs.push(await timed(viaTypeOrm));
  }
  const pool50 = median(poolMs);
  const orm50 = median(typeOrmMs);
  console.log(
    `player search page + total, ${PLAYERS} cards, median of ${ROUNDS} rounds × ${PER_ROUND}: ` +
      `pg pool ${pool50.toFixed(2)} ms, TypeORM findAndCount ${orm50.toFixed(2)} ms (${(orm50 / pool50).toFixed(2)}×)`,
  );
  await dataSource.destroy();
  await pool.end();
} finally {
  await database.drop();
}
