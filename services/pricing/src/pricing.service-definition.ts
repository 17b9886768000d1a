import type { ServiceDefinition, ServiceEnv } from '@futgg/service-kit';
import { PricingModule } from './pricing.module.js';
import { PricingSchema1763800000000 } from './migrations/1763800000000-pricing-schema.js';
import { PriceHistory1764200000000 } from './migrations/1764200000000-price-history.js';
import { CurrentPrices1764200000001 } from './migrations/1764200000001-current-prices.js';
import { PriceRollups1764200000002 } from './migrations/1764200000002-price-rollups.js';
import { LivePrices1764300000000 } from './migrations/1764300000000-live-prices.js';
import { SlidingTrends1764400000000 } from './migrations/1764400000000-sliding-trends.js';
import { PriceAlerts1766000000000 } from './migrations/1766000000000-price-alerts.js';

/** The schema's migrations, run by whichever of the API and the workers starts first (under a lock). */
export const PRICING_MIGRATIONS = [
  PricingSchema1763800000000,
  PriceHistory1764200000000,
  CurrentPrices1764200000001,
  PriceRollups1764200000002,
  LivePrices1764300000000,
  SlidingTrends1764400000000,
  PriceAlerts1766000000000,
];

export const pricingService = (config: ServiceEnv): ServiceDefinition => ({
  name: 'pricing',
  module: PricingModule,
  migrations: PRICING_MIGRATIONS,
  config,
});
