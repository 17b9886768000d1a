export * from './shared-data.js';
export * from './fc25-player-ratings.js';
export * from './futbin-cards.js';
export * from './futbin-price-history.js';
export * from './fc26-futgg.js';
export * from './face-stat-cards.js';
export * from './real-player-names.js';
