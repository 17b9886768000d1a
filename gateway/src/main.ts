import { DependencyUnavailableError } from '@futgg/service-kit';
import { loadGatewayConfig } from './config.js';
import { createGateway } from './create-gateway.js';

try {
  const gateway = await createGateway(loadGatewayConfig());
  gateway.logger.info({ url: gateway.url }, 'gateway ready');
  const stop = () => {
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    gateway.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  const message =
    error instanceof DependencyUnavailableError ? error.message : `failed to start: ${(error as Error)?.stack ?? String(error)}`;
  process.stderr.write(`gateway: ${message}\n`);
  process.exit(1);
}
