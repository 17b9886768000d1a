export * from './sbc-requirements.js';
export * from './discard-value.js';
