// What other projects' tests (e2e, bench) boot the social service with.
export { socialService, SOCIAL_MIGRATIONS } from '../social.service-definition.js';
