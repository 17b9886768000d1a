import pg from 'pg';
import { seedCatalog } from '../services/catalog/src/seed/seed-catalog.js';
import { SUMMARY_SELECT } from '../services/catalog/src/player-items/player-item-selects.js';
import { playerSearchQueries } from '../services/catalog/src/player-items/player-search.query.js';
import { decodeFilterQuery } from '@futgg/game-rules';
const url = 'postgres://postgres@127.0.0.1:5432/futgg_explain';
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
const exists = await admin.query("select 1 from pg_database where datname='futgg_explain'");
if (!exists.rowCount) {
  await admin.query('create database futgg_explain');
}
await admin.end();
const c = new pg.Client({ connectionString: url });
await c.connect();
const n = await c.query(
  "select count(*)::int n from information_schema.tables where table_schema='catalog' and table_name='player_items'",
);
if (
  !n.rows[0].n ||
  (await c.query('select count(*)::int n from catalog.player_items')).rows[0].n !== 100000
) {
  const s = await seedCatalog({ databaseUrl: url, seed: 42, players: 100000, gameYear: 26 });
  console.log('seeded', s.seconds);
}
await c.query('analyze');
for (const q of [
  'overall__gte=85&sort=-price',
  'search=silva',
  'overall__gte=75&leagues=13,53,19,31,16&positions=50&weakFoot__gte=3&facePace__gte=70&sort=-faceDefending',
  '',
]) {
  const { rows, count } = playerSearchQueries(26, decodeFilterQuery(q), SUMMARY_SELECT, 1, 50);
  for (const sql of [rows, count]) {
    const r = await c.query('EXPLAIN (ANALYZE, BUFFERS off, TIMING off) ' + sql.text, sql.values);
    console.log('---', q, sql === rows ? 'rows' : 'count');
    console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
  }
}
await c.end();
