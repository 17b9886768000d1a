import { parseEnv, serviceEnv } from '@futgg/service-kit';

export const EvolutionsEnv = serviceEnv(3102);
export const loadEvolutionsConfig = (env: NodeJS.ProcessEnv = process.env) => parseEnv(EvolutionsEnv, env);
