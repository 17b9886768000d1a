// What other projects' tests need to run a real identity service.
import type { ServiceEnv } from '@futgg/service-kit';
import { runToken } from '@futgg/testing';
import { IdentityEnv, type IdentityConfig } from '../config.js';
import { identityService } from '../identity.service-definition.js';

export { identityService } from '../identity.service-definition.js';
export type { IdentityConfig } from '../config.js';

export type IdentitySettings = Partial<Record<keyof IdentityConfig, string>>;

/** identityService for startServiceUnderTest, with its own Redis key prefix and the given settings. */
export const identityServiceWith =
  (settings: IdentitySettings = {}) =>
  (env: ServiceEnv) =>
    identityService(
      IdentityEnv.parse({
        ...env,
        REDIS_KEY_PREFIX: `futgg:test:${runToken()}:identity:`,
        ...settings,
      }),
    );
