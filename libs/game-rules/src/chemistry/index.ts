export * from './chemistry.types.js';
export * from './chemistry-rules.js';
export * from './points-from-count.js';
export * from './is-in-position.js';
export * from './squad-chemistry.js';
export * from './position-compatibility.js';
export * from './legacy-link-values.js';
export * from './special-cards.js';
