import type { ServiceDefinition, ServiceEnv } from '@futgg/service-kit';
import { EvolutionsModule } from './evolutions.module.js';
import { EvolutionsSchema1763800000000 } from './migrations/1763800000000-evolutions-schema.js';

export const evolutionsService = (config: ServiceEnv): ServiceDefinition => ({
  name: 'evolutions',
  module: EvolutionsModule,
  migrations: [EvolutionsSchema1763800000000],
  config,
});
