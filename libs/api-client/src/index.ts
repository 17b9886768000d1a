export * from './query-string.js';
export * from './api-client.js';
export * from './catalog.api.js';
