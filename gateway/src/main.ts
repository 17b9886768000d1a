import { runUntilSignalled } from '@futgg/service-kit';
import { loadGatewayConfig } from './config.js';
import { createGateway } from './create-gateway.js';

await runUntilSignalled('gateway', async () => {
  const gateway = await createGateway(loadGatewayConfig());
  gateway.logger.info({ url: gateway.url }, 'gateway ready');
  return gateway;
});
