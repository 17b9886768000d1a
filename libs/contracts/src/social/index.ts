export * from './content-types.js';
export * from './comments.contracts.js';
export * from './votes.contracts.js';
export * from './views.contracts.js';
export * from './moderation.contracts.js';
export * from './direct-messages.contracts.js';
export * from './notifications.contracts.js';
