export * from './squad-builder.types.js';
export * from './squad-builder.state.js';
export * from './squad-builder.reducer.js';
export * from './squad-builder.selectors.js';
export * from './tactic-rules.js';
export * from './tactic-code.js';
