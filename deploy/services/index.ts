// The deployed services and their generated files, for tests outside deploy (the NATS users of e2e).
export { SERVICES, SERVICE_WORKERS } from '../platform-apps.js';
export { natsAuthorization, natsPasswordKey } from '../service-deployment-files.js';
