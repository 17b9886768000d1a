export * from './where-builder.js';
export * from './player-table.js';
export * from './compile-player-query.js';
