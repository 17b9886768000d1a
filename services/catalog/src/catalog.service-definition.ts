import type { ServiceDefinition, ServiceEnv } from '@futgg/service-kit';
import { CatalogModule } from './catalog.module.js';
import { CATALOG_MIGRATIONS } from './migrations/index.js';

export const catalogService = (config: ServiceEnv): ServiceDefinition => ({
  name: 'catalog',
  module: CatalogModule,
  migrations: CATALOG_MIGRATIONS,
  config,
});
