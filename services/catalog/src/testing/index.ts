// What other projects' end-to-end tests need to run a real catalog with data.
export { catalogService } from '../catalog.service-definition.js';
export { seedCatalog } from '../seed/seed-catalog.js';
export { FULL_SELECT, SUMMARY_SELECT } from '../player-items/player-item-selects.js';
export { playerSearchQueries } from '../player-items/player-search.query.js';
export { insertPlayerItems } from './player-item-rows.js';
