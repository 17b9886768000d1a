import type { ServiceDefinition } from '@futgg/service-kit';
import type { IdentityConfig } from './config.js';
import { IdentityModule } from './identity.module.js';
import { IdentitySchema1763800000000 } from './migrations/1763800000000-identity-schema.js';
import { UsersAndSigningKeys1764100000000 } from './migrations/1764100000000-users-and-signing-keys.js';

export const identityService = (config: IdentityConfig): ServiceDefinition<IdentityConfig> => ({
  name: 'identity',
  module: IdentityModule,
  migrations: [IdentitySchema1763800000000, UsersAndSigningKeys1764100000000],
  config,
});
