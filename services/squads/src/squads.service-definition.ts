import type { ServiceDefinition, ServiceEnv } from '@futgg/service-kit';
import { SquadsModule } from './squads.module.js';
import { SquadsSchema1763800000000 } from './migrations/1763800000000-squads-schema.js';
import { SquadsApi1765000000000 } from './migrations/1765000000000-squads-api.js';
import { Tactics1765000000001 } from './migrations/1765000000001-tactics.js';
import { ProCompetition1765000000002 } from './migrations/1765000000002-pro-competition.js';
import { SolverPreferences1765000000003 } from './migrations/1765000000003-solver-preferences.js';

/** In order; each bounded context adds its own migration file here. */
export const SQUADS_MIGRATIONS = [
  SquadsSchema1763800000000,
  SquadsApi1765000000000,
  Tactics1765000000001,
  ProCompetition1765000000002,
  SolverPreferences1765000000003,
];

export const squadsService = (config: ServiceEnv): ServiceDefinition => ({
  name: 'squads',
  module: SquadsModule,
  migrations: SQUADS_MIGRATIONS,
  config,
});
