export * from './ruleset.types.js';
export * from './ruleset-limits.js';
export * from './ruleset-problems.js';
export * from './check-squad-against-ruleset.js';
