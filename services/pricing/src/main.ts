import { bootService } from '@futgg/service-kit';
import { loadPricingConfig } from './config.js';
import { pricingService } from './pricing.service-definition.js';

await bootService(pricingService(loadPricingConfig()));
