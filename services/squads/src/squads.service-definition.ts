import type { ServiceDefinition, ServiceEnv } from '@futgg/service-kit';
import { SquadsModule } from './squads.module.js';
import { SquadsSchema1763800000000 } from './migrations/1763800000000-squads-schema.js';

export const squadsService = (config: ServiceEnv): ServiceDefinition => ({
  name: 'squads',
  module: SquadsModule,
  migrations: [SquadsSchema1763800000000],
  config,
});
