import type { ServiceDefinition, ServiceEnv } from '@futgg/service-kit';
import { CatalogModule } from './catalog.module.js';
import { CatalogSchema1763800000000 } from './migrations/1763800000000-catalog-schema.js';

export const CATALOG_MIGRATIONS = [CatalogSchema1763800000000];

export const catalogService = (config: ServiceEnv): ServiceDefinition => ({
  name: 'catalog',
  schema: 'catalog',
  module: CatalogModule,
  migrations: CATALOG_MIGRATIONS,
  config,
});
