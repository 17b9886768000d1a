import type { ServiceDefinition, ServiceEnv } from '@futgg/service-kit';
import { PricingModule } from './pricing.module.js';
import { PricingSchema1763800000000 } from './migrations/1763800000000-pricing-schema.js';

export const pricingService = (config: ServiceEnv): ServiceDefinition => ({
  name: 'pricing',
  module: PricingModule,
  migrations: [PricingSchema1763800000000],
  config,
});
