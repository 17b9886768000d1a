import { parseEnv, serviceEnv } from '@futgg/service-kit';

export const EvolutionsEnv = serviceEnv('evolutions');
export const loadEvolutionsConfig = (env: NodeJS.ProcessEnv = process.env) => parseEnv(EvolutionsEnv, env);
