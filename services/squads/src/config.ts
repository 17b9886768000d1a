import { parseEnv, serviceEnv } from '@futgg/service-kit';

export const SquadsEnv = serviceEnv(3103);
export const loadSquadsConfig = (env: NodeJS.ProcessEnv = process.env) => parseEnv(SquadsEnv, env);
