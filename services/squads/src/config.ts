import { parseEnv, serviceEnv } from '@futgg/service-kit';

export const SquadsEnv = serviceEnv('squads');
export const loadSquadsConfig = (env: NodeJS.ProcessEnv = process.env) => parseEnv(SquadsEnv, env);
