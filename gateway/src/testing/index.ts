export * from './start-test-gateway.js';
export type { RunningGateway } from '../create-gateway.js';
