// What the pricing benchmarks share. A throwaway database for one benchmark: created with a unique name,
// migrated with the pricing service's own migrations (the list in its service definition), dropped at
// the end, on failure and on Ctrl-C. The repositories under test get the kit's query pool, as the
// service gives them PG_POOL.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { serviceEntry } from '@futgg/contracts';
import { createQueryPool, createServiceDataSource, migrate } from '@futgg/service-kit';

export { median } from '../support/wrk.js';

/**
 * A module of the pricing service, loaded with the service's own compiler settings. The root tsconfig
 * (the one tsx reads for `npx tsx bench/…`) includes only bench/ and scripts/, so tsx would compile the
 * service's files without `experimentalDecorators` and refuse the repositories' `@Inject` parameters.
 */
export const importPricing = <T>(pathInSrc: string): Promise<T> =>
  tsImport(new URL(`../../services/pricing/src/${pathInSrc}`, import.meta.url).href, {
    parentURL: import.meta.url,
    tsconfig: fileURLToPath(new URL('../../services/pricing/tsconfig.json', import.meta.url)),
  }) as Promise<T>;

type PricingDefinitionModule = typeof import('../../services/pricing/src/pricing.service-definition.js');
type PricingConfigModule = typeof import('../../services/pricing/src/config.js');

const ADMIN_URL = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface PricingBenchDatabase {
  name: string;
  url: string;
  /** The kit's pool (createQueryPool), as the service injects it into its repositories. */
  pool: pg.Pool;
}

const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** Runs `work` against a fresh, migrated pricing database and drops the database whatever happens. */
export const withPricingDatabase = async (
  label: string,
  work: (database: PricingBenchDatabase) => Promise<void>,
  options: { poolSize?: number } = {},
): Promise<void> => {
  const name = `futgg_bench_pricing_${label}_${randomBytes(4).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    console.error(`dropped database ${name}`);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`${signal}: dropping ${name}`);
    void drop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  await admin((client) => client.query(`CREATE DATABASE "${name}"`));
  let pool: pg.Pool | undefined;
  try {
    const { pricingService } = await importPricing<PricingDefinitionModule>('pricing.service-definition.ts');
    const { loadPricingConfig } = await importPricing<PricingConfigModule>('config.ts');
    const definition = pricingService(loadPricingConfig({}));
    const schema = definition.schema ?? serviceEntry(definition.name).schema;
    const dataSource = createServiceDataSource({
      url: url.toString(),
      schema,
      entities: [],
      migrations: definition.migrations ?? [],
      applicationName: `bench-${label}-migrations`,
    });
    await dataSource.initialize();
    try {
      const applied = await migrate(dataSource, schema);
      console.error(`database ${name}: ${applied.length} migrations applied (${applied.join(', ')})`);
    } finally {
      await dataSource.destroy();
    }
    pool = createQueryPool({
      url: url.toString(),
      poolSize: options.poolSize ?? 4,
      applicationName: `bench-${label}`,
    });
    await work({ name, url: url.toString(), pool });
  } finally {
    await pool?.end();
    await drop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
};

export const formatCount = (value: number): string => Math.round(value).toLocaleString('en');

export const formatBytes = (bytes: number): string =>
  bytes >= 1 << 30
    ? `${(bytes / (1 << 30)).toFixed(2)} GiB`
    : bytes >= 1 << 20
      ? `${(bytes / (1 << 20)).toFixed(1)} MiB`
      : `${(bytes / 1024).toFixed(1)} kiB`;

/** Wall time of `work` in milliseconds, with its result. */
export const timed = async <T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> => {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
};
