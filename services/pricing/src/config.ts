import { parseEnv, serviceEnv } from '@futgg/service-kit';

export const PricingEnv = serviceEnv(3106);
export const loadPricingConfig = (env: NodeJS.ProcessEnv = process.env) => parseEnv(PricingEnv, env);
