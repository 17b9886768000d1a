// What other projects' tests (e2e, bench) boot the evolutions service with.
export { evolutionsService, EVOLUTIONS_MIGRATIONS } from '../evolutions.service-definition.js';
export { pathHashOf } from '../paths/path-hash.js';
