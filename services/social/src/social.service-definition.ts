import type { ServiceDefinition, ServiceEnv } from '@futgg/service-kit';
import { SocialModule } from './social.module.js';
import { SocialSchema1763800000000 } from './migrations/1763800000000-social-schema.js';

export const socialService = (config: ServiceEnv): ServiceDefinition => ({
  name: 'social',
  module: SocialModule,
  migrations: [SocialSchema1763800000000],
  config,
});
