import type { ServiceEnv } from '../config/parse-env.js';
import { DependencyUnavailableError } from '../health/dependency-probes.js';
import { startService, type ServiceDefinition } from './start-service.js';

/**
 * A service's whole main.ts: start it, stop it cleanly on SIGINT/SIGTERM (drain NATS, close pools), and
 * stop start-up with one line naming a dependency that is down.
 */
export const bootService = async <C extends ServiceEnv>(definition: ServiceDefinition<C>): Promise<void> => {
  try {
    const service = await startService(definition);
    const stop = (signal: NodeJS.Signals) => {
      service.logger.info({ signal }, 'Shutting down');
      const forced = setTimeout(() => process.exit(1), 10_000);
      forced.unref();
      service.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    const message =
      error instanceof DependencyUnavailableError ? error.message : `failed to start: ${(error as Error)?.stack ?? String(error)}`;
    process.stderr.write(`${definition.name}: ${message}\n`);
    process.exit(1);
  }
};
