import type { ServiceDefinition, ServiceEnv } from '@futgg/service-kit';
import { IdentityModule } from './identity.module.js';
import { IdentitySchema1763800000000 } from './migrations/1763800000000-identity-schema.js';

export const identityService = (config: ServiceEnv): ServiceDefinition => ({
  name: 'identity',
  module: IdentityModule,
  migrations: [IdentitySchema1763800000000],
  config,
});
