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
  poolSize: number;
  applicationName: string;
}

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
    extra: { max: options.poolSize, connectionTimeoutMillis: 5000 },
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
