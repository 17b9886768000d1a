export * from './face-stat-weights.js';
export * from './face-stats.js';
export * from './raise-attributes-for-face-stat.js';
