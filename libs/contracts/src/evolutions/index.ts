export * from './evolution.schemas.js';
export * from './evolution-requests.schemas.js';
export * from './evo-lab.schemas.js';
export * from './saved-player-payload.js';
export * from './rules-evolution.js';
export * from './planner.schemas.js';
export * from './evolutions.contracts.js';
