export * from './render-nginx-config.js';
export * from './start-nginx.js';
