import { BaseServiceEnv, parseEnv } from '@futgg/service-kit';

/** The importer is a client of the running pricing service: all it needs is where NATS is. */
export const ImportEnv = BaseServiceEnv.pick({ NATS_URL: true, NATS_SUBJECT_PREFIX: true });
export const loadImportConfig = (env: NodeJS.ProcessEnv = process.env) => parseEnv(ImportEnv, env);
