import { bootService } from '@futgg/service-kit';
import { pricingWorkersService } from './pricing-workers.service-definition.js';
import { loadPricingWorkersConfig } from './workers.config.js';

await bootService(pricingWorkersService(loadPricingWorkersConfig()));
