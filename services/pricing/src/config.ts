import { parseEnv, serviceEnv } from '@futgg/service-kit';

export const PricingEnv = serviceEnv('pricing');
export const loadPricingConfig = (env: NodeJS.ProcessEnv = process.env) => parseEnv(PricingEnv, env);
