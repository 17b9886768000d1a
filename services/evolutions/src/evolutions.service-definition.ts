import type { ServiceDefinition } from '@futgg/service-kit';
import type { EvolutionsConfig } from './config.js';
import { EvolutionsModule } from './evolutions.module.js';
import { EvolutionsSchema1763800000000 } from './migrations/1763800000000-evolutions-schema.js';
import { EvolutionLab1764500000000 } from './migrations/1764500000000-evolution-lab.js';

export const EVOLUTIONS_MIGRATIONS = [EvolutionsSchema1763800000000, EvolutionLab1764500000000];

export const evolutionsService = (config: EvolutionsConfig): ServiceDefinition => ({
  name: 'evolutions',
  module: EvolutionsModule,
  migrations: EVOLUTIONS_MIGRATIONS,
  config,
});
