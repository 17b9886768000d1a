import type { Logger } from 'pino';
import { DependencyUnavailableError } from '../health/dependency-probes.js';
import { growHeapForServing } from './heap-growth.js';

export interface Stoppable {
  logger: Logger;
  close(): Promise<void>;
}

/**
 * A process's whole life: tune its heap for serving, start it, stop it cleanly on SIGINT/SIGTERM (forced
 * after 10 s), and stop start-up with one line naming a dependency that is down.
 */
export const runUntilSignalled = async (name: string, start: () => Promise<Stoppable>): Promise<void> => {
  growHeapForServing();
  try {
    const running = await start();
    const stop = (signal: NodeJS.Signals) => {
      running.logger.info({ signal }, 'Shutting down');
      const forced = setTimeout(() => process.exit(1), 10_000);
      forced.unref();
      running.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    const message =
      error instanceof DependencyUnavailableError
        ? error.message
        : `failed to start: ${(error as Error)?.stack ?? String(error)}`;
    process.stderr.write(`${name}: ${message}\n`);
    process.exit(1);
  }
};
