export * from './errors.js';
export * from './wire.js';
export * from './health/health.schemas.js';
export * from './catalog/catalog.subjects.js';
export * from './catalog/game.schemas.js';
export * from './catalog/core-data.schemas.js';
export * from './catalog/player-items.schemas.js';
export * from './catalog/search-text.js';
