export * from './query-string.js';
export * from './api-client.js';
export * from './catalog.api.js';
export * from './pricing.api.js';
export * from './search.api.js';
export * from './views.api.js';
export * from './identity.api.js';
export * from './identity-credentials.js';
