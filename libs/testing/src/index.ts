export * from './harness/test-database.js';
export * from './harness/test-service-env.js';
export * from './harness/service-under-test.js';
export * from './real-data/index.js';
export * from './factories/insert-rows.js';
export * from './factories/player-items.js';
export * from './identity/cookie-jar.js';
export * from './identity/sign-in-through-provider.js';
