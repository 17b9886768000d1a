export * from './squad.schemas.js';
export * from './squads.contracts.js';
export * from './tactics.contracts.js';
export * from './tactics.schemas.js';
export * from './pro-competition.contracts.js';
export * from './pro-competition.schemas.js';
export * from './auto-builder.contracts.js';
export * from './auto-builder.schemas.js';
