import type { ServiceEnv } from '../config/parse-env.js';
import { runUntilSignalled } from './run-until-signalled.js';
import { startService, type ServiceDefinition } from './start-service.js';

/** A service's whole main.ts. */
export const bootService = <C extends ServiceEnv>(definition: ServiceDefinition<C>): Promise<void> =>
  runUntilSignalled(definition.name, () => startService(definition));
