import { parseEnv, serviceEnv } from '@futgg/service-kit';

export const IdentityEnv = serviceEnv('identity');
export const loadIdentityConfig = (env: NodeJS.ProcessEnv = process.env) => parseEnv(IdentityEnv, env);
