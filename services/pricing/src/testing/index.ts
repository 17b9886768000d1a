// What other projects' tests need to run a real pricing service.
export { pricingService } from '../pricing.service-definition.js';
