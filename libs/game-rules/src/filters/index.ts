export * from './filter-fields.js';
export * from './player-filters.types.js';
export * from './filter-query-error.js';
export * from './zero-valued.js';
export * from './decode-filter-query.js';
export * from './encode-filter-query.js';
export * from './filters-state.reducer.js';
export * from './search-text.js';
