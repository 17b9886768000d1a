export * from './formation.types.js';
export * from './formation-layouts.js';
export * from './formations.js';
