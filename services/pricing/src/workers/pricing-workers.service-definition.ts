import type { ServiceDefinition } from '@futgg/service-kit';
import { PRICING_MIGRATIONS } from '../pricing.service-definition.js';
import { PricingWorkersModule } from './pricing-workers.module.js';
import type { PricingWorkersEnv } from './workers.config.js';

/**
 * The pricing workers: the pricing service's schema and code, deployed apart from its API (own process,
 * own Deployment) and serving no request.
 */
export const pricingWorkersService = (config: PricingWorkersEnv): ServiceDefinition<PricingWorkersEnv> => ({
  name: 'pricing',
  module: PricingWorkersModule,
  migrations: PRICING_MIGRATIONS,
  config,
  servesRequests: false,
});
