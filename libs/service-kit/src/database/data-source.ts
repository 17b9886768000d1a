import pg from 'pg';
import { DataSource, type MixedList, type EntitySchema } from 'typeorm';
import { ensureSchema } from './ensure-database.js';

export interface ServiceDataSourceOptions {
  url: string;
  /** The service's own schema: no service reads another's. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  applicationName: string;
}

/** TypeORM's own connections: the migrations (one holds the advisory lock, one runs them) and health. */
const TYPEORM_POOL_SIZE = 2;

/**
 * What TypeORM is for here: migrations, the health probe, and entities for a service that wants them.
 * Queries on request paths go through the kit's own pg Pool (createQueryPool, injected as PG_POOL):
 * TypeORM's query runner adds a connect/release, event broadcasts and logging per query, measured on
 * the player search (docs/BENCHMARKS.md, "TypeORM's query runner" among what earlier rounds removed;
 * docs/architecture.md "What TypeORM is for").
 */
export const createServiceDataSource = (options: ServiceDataSourceOptions): DataSource =>
  new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    applicationName: options.applicationName,
    extra: { max: TYPEORM_POOL_SIZE, connectionTimeoutMillis: 5000 },
  });

export interface QueryPoolOptions {
  url: string;
  poolSize: number;
  applicationName: string;
}

/** The service's pool for its repositories' parameterised queries (PG_POOL). */
export const createQueryPool = (options: QueryPoolOptions): pg.Pool =>
  new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    application_name: options.applicationName,
    connectionTimeoutMillis: 5000,
  });

/**
 * Runs the service's migrations under an advisory lock: replicas starting together must not run the
 * same migration twice.
 */
export const migrate = async (dataSource: DataSource, schema: string): Promise<string[]> => {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`migrations:${schema}`]);
    await ensureSchema(runner, schema);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await runner
      .query('SELECT pg_advisory_unlock(hashtext($1))', [`migrations:${schema}`])
      .catch(() => undefined);
    await runner.release();
  }
};
