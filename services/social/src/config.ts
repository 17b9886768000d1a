import { parseEnv, serviceEnv } from '@futgg/service-kit';

export const SocialEnv = serviceEnv('social');
export const loadSocialConfig = (env: NodeJS.ProcessEnv = process.env) => parseEnv(SocialEnv, env);
