export * from './sbc-requirements.js';
