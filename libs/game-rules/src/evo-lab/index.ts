export * from './evo-lab.constants.js';
export * from './edit-rules.js';
export * from './card-edit.js';
export * from './evo-lab.reducer.js';
