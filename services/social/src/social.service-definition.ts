import type { ServiceDefinition, ServiceEnv } from '@futgg/service-kit';
import { SocialModule } from './social.module.js';
import { SocialSchema1763800000000 } from './migrations/1763800000000-social-schema.js';
import { Comments1766000000000 } from './migrations/1766000000000-comments.js';
import { Votes1766000000001 } from './migrations/1766000000001-votes.js';
import { Views1766000000002 } from './migrations/1766000000002-views.js';
import { Moderation1766000000003 } from './migrations/1766000000003-moderation.js';
import { DirectMessages1766000000004 } from './migrations/1766000000004-direct-messages.js';
import { Notifications1766000000005 } from './migrations/1766000000005-notifications.js';

/** In order; each bounded context adds its own migration file here. */
export const SOCIAL_MIGRATIONS = [
  SocialSchema1763800000000,
  Comments1766000000000,
  Votes1766000000001,
  Views1766000000002,
  Moderation1766000000003,
  DirectMessages1766000000004,
  Notifications1766000000005,
];

export const socialService = (config: ServiceEnv): ServiceDefinition => ({
  name: 'social',
  module: SocialModule,
  migrations: SOCIAL_MIGRATIONS,
  config,
});
