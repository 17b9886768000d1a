import { parseEnv, serviceEnv } from '@futgg/service-kit';

export const CatalogEnv = serviceEnv(3101);
export const loadCatalogConfig = (env: NodeJS.ProcessEnv = process.env) => parseEnv(CatalogEnv, env);
