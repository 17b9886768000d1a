// Price ingestion over NATS, as the workers and the gateway will ask it: the pricing service beside a
// real catalog (which says which cards exist), on real PostgreSQL. The file importer runs as the command
// it is, built, as a client of that pricing service.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRICING_CONTRACTS, type IngestPricesReply } from '@futgg/contracts';
import {
  TEST_NATS_URL,
  newPlayerItem,
  runToken,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@futgg/testing';
import { catalogService, insertPlayerItems } from '@futgg/catalog-service/testing';
import { PRICE_KEY_CODE, PRICE_SOURCE_CODE, pricingService } from '@futgg/pricing-service/testing';
import { startTestGateway, type RunningGateway } from '@futgg/gateway/testing';
import { runToEnd } from './child-processes.js';

const IMPORT_CLI = 'services/pricing/dist/import/import-prices.cli.js';

const INGEST_TOKEN = 'a-test-price-ingest-token-0123456789';

describe('price ingestion', () => {
  let catalog: ServiceUnderTest;
  let pricing: ServiceUnderTest;
  let gateway: RunningGateway;
  const cards = [
    newPlayerItem({ overall: 85 }),
    newPlayerItem({ overall: 70 }),
    newPlayerItem({ overall: 80 }),
  ];
  const [first, second, imported] = cards as [(typeof cards)[0], (typeof cards)[0], (typeof cards)[0]];

  beforeAll(async () => {
    const subjectPrefix = `t${runToken()}.`;
    catalog = await startServiceUnderTest('pricing_ingest_catalog', catalogService, { subjectPrefix });
    await insertPlayerItems(catalog.service.pool, cards);
    pricing = await startServiceUnderTest('pricing_ingest', pricingService, { subjectPrefix });
    gateway = await startTestGateway(subjectPrefix, { RATE_LIMIT: 'off', PRICE_INGEST_TOKEN: INGEST_TOKEN });
  }, 30_000);

  afterAll(async () => {
    await gateway?.close();
    await pricing?.stop();
    await catalog?.stop();
  });

  const ingest = (rows: unknown[], source = 'scraper') =>
    pricing.requester.request<IngestPricesReply>(PRICING_CONTRACTS.ingest.subject, {
      gameYear: 26,
      source,
      rows,
    });
  const storedCount = async () =>
    Number(
      (await pricing.service.dataSource.query('SELECT count(*) AS count FROM pricing.price_observations'))[0]
        .count,
    );
  const batch = [
    { eaId: first.eaId, priceKey: 'console', price: 12_000, observedAt: '2026-11-25T09:00:00Z' },
    { eaId: first.eaId, priceKey: 'pc', price: 13_000, observedAt: '2026-11-25T09:00:00Z' },
    { eaId: second.eaId, price: 400, observedAt: '2026-11-25T09:01:00Z' },
  ];

  it('stores a batch, and the same batch again stores nothing (duplicates counted)', async () => {
    expect(await ingest(batch)).toEqual({ stored: 3, duplicates: 0, refused: [] });
    expect(await ingest(batch)).toEqual({ stored: 0, duplicates: 3, refused: [] });
    expect(await storedCount()).toBe(3);
  });

  it('refuses each bad row with its reason and keeps the rest', async () => {
    const before = await storedCount();
    const reply = await ingest([
      { eaId: first.eaId, price: -100, observedAt: '2026-11-25T09:05:00Z' },
      { eaId: 999_999_999, price: 500, observedAt: '2026-11-25T09:05:00Z' },
      { eaId: second.eaId, price: 450, observedAt: 'yesterday' },
      { eaId: second.eaId, price: 450, observedAt: '2026-11-25T09:05:00Z' },
    ]);
    expect(reply).toEqual({
      stored: 1,
      duplicates: 0,
      refused: [
        { index: 0, reason: 'price must be a whole number of coins above 0' },
        { index: 1, reason: 'no card 999999999 in FC 26' },
        { index: 2, reason: expect.stringContaining('observedAt must be an ISO 8601 instant') },
      ],
    });
    expect(await storedCount()).toBe(before + 1);
  });

  it('refuses a batch that is not one (no rows, an unknown source) as a whole, naming the field', async () => {
    await expect(ingest([])).rejects.toMatchObject({ code: 'INVALID_INPUT', field: 'rows' });
    await expect(ingest(batch, 'rumour')).rejects.toMatchObject({ code: 'INVALID_INPUT', field: 'source' });
  });

  describe('POST /api/fut/prices/ingest/', () => {
    const post = (headers: Record<string, string>, rows: unknown[]) =>
      fetch(`${gateway.url}/api/fut/prices/ingest/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ rows }),
      });
    const fresh = [{ eaId: first.eaId, price: 12_500, observedAt: '2026-11-25T09:30:00Z' }];

    it('refuses a scraper without the service token, or with a wrong one (401), and stores nothing', async () => {
      const before = await storedCount();
      for (const headers of [
        {} as Record<string, string>,
        { authorization: 'Bearer wrong-token-of-some-length' },
        { authorization: INGEST_TOKEN },
      ]) {
        const response = await post(headers, fresh);
        expect(response.status).toBe(401);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
      }
      expect(await storedCount()).toBe(before);
    });

    it('stores what the scraper sends with the token, and says what it did', async () => {
      const response = await post({ authorization: `Bearer ${INGEST_TOKEN}` }, [
        ...fresh,
        { eaId: 5, price: 1 },
      ]);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        data: {
          stored: 1,
          duplicates: 0,
          refused: [{ index: 1, reason: expect.stringContaining('observedAt') }],
        },
      });
    });

    it('names the field of a batch that is not one (400)', async () => {
      const response = await post({ authorization: `Bearer ${INGEST_TOKEN}` }, []);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { field: string } }).error.field).toBe('rows');
    });
  });

  describe('GET /api/fut/prices/{game}/{eaId}/', () => {
    it("gives the card's history for its chart, and names a bad parameter", async () => {
      const response = await fetch(`${gateway.url}/api/fut/prices/fc26/${first.eaId}/?range=all`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=10');
      const { data } = (await response.json()) as { data: { points: [string, number][]; priceKey: string } };
      expect(data.priceKey).toBe('console');
      expect(data.points.map(([, price]) => price)).toEqual([12_000, 12_500]);
      const pc = (await (
        await fetch(`${gateway.url}/api/fut/prices/26/${first.eaId}/?priceKey=pc&range=all`)
      ).json()) as {
        data: { points: [string, number][] };
      };
      expect(pc.data.points).toEqual([['2026-11-25T09:00:00Z', 13_000]]);
      const bad = await fetch(`${gateway.url}/api/fut/prices/26/${first.eaId}/?range=decade`);
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: { field: string } }).error.field).toBe('range');
    });
  });

  // Each test starts the import CLI as a separate Node process (two or three of them); under a loaded CI
  // machine one start alone can take seconds, so these tests get 30 s each.
  describe('npm run prices:import', () => {
    let folder: string;
    beforeAll(async () => {
      folder = await mkdtemp(join(tmpdir(), 'prices-import-'));
    });
    afterAll(() => rm(folder, { recursive: true, force: true }));

    const runImport = (args: string[], subjectPrefix = pricing.subjectPrefix) =>
      runToEnd(process.execPath, [IMPORT_CLI, ...args], {
        ...process.env,
        NATS_URL: TEST_NATS_URL,
        NATS_SUBJECT_PREFIX: subjectPrefix,
      });
    const importedRows = () =>
      pricing.service.pool
        .query<{ ea_id: number; price_key: number; price: number; observed_at: Date }>(
          `SELECT ea_id, price_key, price, observed_at FROM pricing.price_observations
           WHERE source = $1 ORDER BY observed_at, price_key`,
          [PRICE_SOURCE_CODE.file],
        )
        .then(({ rows }) => rows.map((row) => ({ ...row, observed_at: row.observed_at.toISOString() })));
    // Columns in another order than the docs', quoted cells, an empty priceKey (console); then a
    // negative price (line 5), a malformed timestamp (line 6) and a card the catalog does not know (line 7).
    const CSV = [
      'observedAt,eaId,price,priceKey',
      `2026-11-25T10:00:00Z,${imported.eaId},5000,console`,
      `2026-11-25T10:00:00Z,${imported.eaId},5200,pc`,
      `"2026-11-25T10:05:00Z","${imported.eaId}","5100",`,
      `2026-11-25T10:10:00Z,${imported.eaId},-100,console`,
      `25/11/2026 10:15,${imported.eaId},5300,console`,
      '2026-11-25T10:20:00Z,999999998,700,console',
    ].join('\n');
    const refusals = [
      '  1 row: price must be a whole number of coins above 0 (line 5)',
      expect.stringMatching(/^ {2}1 row: observedAt must be an ISO 8601 instant.* \(line 6\)$/),
      '  1 row: no card 999999998 in FC 26 (line 7)',
    ];
    const summaryOf = (stderr: string) => stderr.split('\n').filter((line) => !line.startsWith('['));

    it('sends a CSV file to the pricing service, which stores its good rows as source file and says why it refused the others', async () => {
      const path = join(folder, 'prices.csv');
      await writeFile(path, `${CSV}\n`);

      const first = await runImport([path, '--game-year', '26']);

      expect(first.code).toBe(0);
      expect(summaryOf(first.stderr)).toEqual([
        'prices.csv, FC 26: 6 rows read: 3 stored, 0 duplicate, 3 refused',
        ...refusals,
        '',
      ]);
      expect(await importedRows()).toEqual([
        {
          ea_id: imported.eaId,
          price_key: PRICE_KEY_CODE.console,
          price: 5000,
          observed_at: '2026-11-25T10:00:00.000Z',
        },
        {
          ea_id: imported.eaId,
          price_key: PRICE_KEY_CODE.pc,
          price: 5200,
          observed_at: '2026-11-25T10:00:00.000Z',
        },
        {
          ea_id: imported.eaId,
          price_key: PRICE_KEY_CODE.console,
          price: 5100,
          observed_at: '2026-11-25T10:05:00.000Z',
        },
      ]);

      const again = await runImport([path]);

      expect(again.code).toBe(0);
      expect(summaryOf(again.stderr)[0]).toBe(
        'prices.csv, FC 26: 6 rows read: 0 stored, 3 duplicate, 3 refused',
      );
      expect(await importedRows()).toHaveLength(3);
    }, 30_000);

    it('exits 1 with one line for a file it cannot read or a pricing service that does not answer, 2 for a usage error', async () => {
      const missing = await runImport([join(folder, 'missing.csv')]);
      expect(missing).toEqual({
        code: 1,
        stderr: expect.stringMatching(/^prices:import: cannot read .*missing\.csv: ENOENT[^\n]*\n$/),
      });

      const path = join(folder, 'alone.csv');
      await writeFile(path, `${CSV}\n`);
      const unanswered = await runImport([path], `t${runToken()}.`);
      expect(unanswered).toEqual({
        code: 1,
        stderr:
          'prices:import: stopped: The pricing service is unavailable (no responder for pricing.prices.ingest)\n',
      });

      const usage = await runImport([path, '--format', 'xml']);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain(
        '--format must be one of csv, json, ndjson, got "xml"\nUsage: npm run prices:import',
      );
    }, 30_000);
  });
});
