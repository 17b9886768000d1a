// The tests of the workspace scripts (the platform launcher behind `npm start` and the benchmarks).
import { jestPreset } from '../jest.preset.js';

// The launcher suite starts real processes and NGINX; 30 s leaves room on a busy shared machine.
export default jestPreset('scripts', {
  rootDir: import.meta.dirname,
  testMatch: ['<rootDir>/**/*.spec.ts'],
  testTimeout: 30_000,
});
