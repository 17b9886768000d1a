import Fastify from 'fastify';
import pg from 'pg';
import { decodeFilterQuery } from '@futgg/game-rules';
import { SUMMARY_SELECT } from '../../services/catalog/src/player-items/player-item-selects.js';
import { playerSearchQueries } from '../../services/catalog/src/player-items/player-search.query.js';

/**
 * The benchmark's baseline: the catalog's own SQL behind a bare Fastify route in one process (no NGINX,
 * no gateway, no NATS, no Nest). Same decoding, same queries, same JSON out.
 */
export const startBaselineServer = async (databaseUrl: string, port: number) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server ends (the benchmark drops its database when done) is not a failure
  // of the run; unhandled, pg's 'error' event would end the process before the figures are written.
  pool.on('error', () => undefined);
  const app = Fastify({ logger: false });
  app.get('/api/fut/:game/player-items/', async (request, reply) => {
    const url = request.url;
    const rawQuery = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
    const params = new URLSearchParams(rawQuery);
    params.delete('page');
    const filters = decodeFilterQuery(params);
    const { rows, count } = playerSearchQueries(26, filters, SUMMARY_SELECT, 1, 50);
    const [data, counted] = await Promise.all([
      pool.query(rows.text, rows.values),
      pool.query(count.text, count.values),
    ]);
    reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ data: data.rows, totalCount: counted.rows[0].totalCount }));
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
};
