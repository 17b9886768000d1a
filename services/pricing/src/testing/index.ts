// What other projects' tests need to run a real pricing service.
export { pricingService } from '../pricing.service-definition.js';
export { pricingWorkersService } from '../workers/pricing-workers.service-definition.js';
export { PricingWorkersEnv, loadPricingWorkersConfig } from '../workers/workers.config.js';
export { PRICE_QUEUES } from '../workers/price-jobs.service.js';
export { PRICE_KEY_CODE, PRICE_SOURCE_CODE } from '../history/codes.js';
