// What other projects' tests (e2e, bench) boot the squads service with.
export { squadsService, SQUADS_MIGRATIONS } from '../squads.service-definition.js';
