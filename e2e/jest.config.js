import { jestPreset } from '../jest.preset.js';

export default jestPreset('e2e', { rootDir: import.meta.dirname, testMatch: ['<rootDir>/src/**/*.spec.ts'] });
