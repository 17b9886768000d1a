import { parseEnv, serviceEnv } from '@futgg/service-kit';

export const CatalogEnv = serviceEnv('catalog');
export const loadCatalogConfig = (env: NodeJS.ProcessEnv = process.env) => parseEnv(CatalogEnv, env);
